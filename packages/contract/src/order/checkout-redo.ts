import { z } from 'zod';
import { ZCartQuantity } from '../cart/cart-fields.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckout, ZCheckoutId, ZShopCouponChoice, ZShopRemark } from './checkout-fields.ts';
import { ZAddressId } from '../account/address-fields.ts';
import { ZUsePoints } from './checkout-points.ts';

export const path = 'saleorder/checkout/redo';

/** What changes; everything left out stays as it was. */
export const ZCheckoutRedoRequest = z.strictObject({
  checkoutId: ZCheckoutId,
  addressId: ZAddressId.optional(),
  /** New quantities of some lines, by SKU. */
  quantities: z.array(z.strictObject({ skuId: ZCatalogueId, quantity: ZCartQuantity })).min(1).max(100).optional(),
  shopCoupons: z.array(ZShopCouponChoice).min(1).max(100).optional(),
  /** The platform coupon: a user coupon id, or null for none. */
  platformUserCouponId: ZCatalogueId.nullable().optional(),
  remarks: z.array(ZShopRemark).min(1).max(100).optional(),
  /** Score points: true to use as many as may be used, false for none, a count for at most that many. */
  usePoints: ZUsePoints.optional(),
});
export type TCheckoutRedoRequest = z.input<typeof ZCheckoutRedoRequest>;
export const ZCheckoutRedoResponse = ZCheckout;
export type TCheckoutRedoResponse = z.infer<typeof ZCheckoutRedoResponse>;

export const checkoutRedo = defineEndpoint({
  path,
  access: 'user',
  summary: 'Changes a checkout\'s address, quantities, coupons or remarks and prices it again',
  request: ZCheckoutRedoRequest,
  response: ZCheckoutRedoResponse,
});
