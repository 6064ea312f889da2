import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCouponId } from './coupon-fields.ts';
import { ZMerchantCoupon } from './merchant-coupon-fields.ts';

export const path = 'merchant/coupon/stop';

/** Ends claiming now; coupons already claimed stay usable until they expire. Stopping a stopped coupon answers it as it is. */
export const ZStopMerchantCouponRequest = z.strictObject({ couponId: ZCouponId });
export type TStopMerchantCouponRequest = z.input<typeof ZStopMerchantCouponRequest>;
export const ZStopMerchantCouponResponse = ZMerchantCoupon;
export type TStopMerchantCouponResponse = z.infer<typeof ZStopMerchantCouponResponse>;

export const stopMerchantCoupon = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Stops a shop coupon's claiming now; coupons shoppers hold stay usable",
  request: ZStopMerchantCouponRequest,
  response: ZStopMerchantCouponResponse,
});
