import { z } from 'zod';
import { ZCartQuantity } from '../cart/cart-fields.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckout, ZOptionalAddressId } from './checkout-fields.ts';

export const path = 'saleorder/checkout/onegoods';

export const ZCheckoutOneGoodsRequest = z.strictObject({
  goodsId: ZCatalogueId,
  skuId: ZCatalogueId,
  quantity: ZCartQuantity,
  addressId: ZOptionalAddressId,
});
export type TCheckoutOneGoodsRequest = z.input<typeof ZCheckoutOneGoodsRequest>;
export const ZCheckoutOneGoodsResponse = ZCheckout;
export type TCheckoutOneGoodsResponse = z.infer<typeof ZCheckoutOneGoodsResponse>;

export const checkoutOneGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Opens a buy-now checkout of one SKU (the cart is not touched), priced by the server',
  request: ZCheckoutOneGoodsRequest,
  response: ZCheckoutOneGoodsResponse,
});
