import { path as addPath, type addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { path as batchRemovePath, type batchRemoveCartGoods } from '@mall/contract/cart/batch-remove-cart-goods';
import { path as deliveryFeePath, type cartDeliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import { path as changeQtyPath, type changeCartGoodsQty } from '@mall/contract/cart/change-cart-goods-qty';
import { path as changeSkuPath, type changeCartGoodsSku } from '@mall/contract/cart/change-cart-goods-sku';
import { path as pickPath, type pickCartGoods } from '@mall/contract/cart/pick-cart-goods';
import { path as queryPath, type queryCartGoods } from '@mall/contract/cart/query-cart-goods';
import { path as countPath, type queryCartGoodsCount } from '@mall/contract/cart/query-cart-goods-count';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The cart calls the shop uses (reorder belongs to the order pages). */
export const CART_API = {
  add: endpointRef<typeof addCartGoods>(addPath),
  batchRemove: endpointRef<typeof batchRemoveCartGoods>(batchRemovePath),
  deliveryFee: endpointRef<typeof cartDeliveryFee>(deliveryFeePath),
  changeQty: endpointRef<typeof changeCartGoodsQty>(changeQtyPath),
  changeSku: endpointRef<typeof changeCartGoodsSku>(changeSkuPath),
  pick: endpointRef<typeof pickCartGoods>(pickPath),
  query: endpointRef<typeof queryCartGoods>(queryPath),
  count: endpointRef<typeof queryCartGoodsCount>(countPath),
} as const;
