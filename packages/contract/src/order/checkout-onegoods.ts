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
  /**
   * A community group buy: the listing of this goods and SKU and one of its shop's pickup points (else 1004). The line
   * is priced at the group price, collected at the point (no delivery fee, no address needed); a closed listing 5130.
   */
  groupBuy: z.strictObject({ listingId: ZCatalogueId, pickupPointId: ZCatalogueId }).optional(),
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
