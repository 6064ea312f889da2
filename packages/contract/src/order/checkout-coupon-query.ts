import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutCoupon, ZCheckoutId } from './checkout-fields.ts';

export const path = 'saleorder/checkoutcoupon/query';

export const ZCheckoutCouponQueryRequest = z.strictObject({ checkoutId: ZCheckoutId });
export type TCheckoutCouponQueryRequest = z.input<typeof ZCheckoutCouponQueryRequest>;
export const ZCheckoutCouponQueryResponse = z.object({
  /** Per shop of the checkout: the caller's unused, unexpired coupons of that shop, usable ones first, biggest discount first. */
  shops: z.array(z.object({ shopId: z.number().int(), userCouponId: z.number().int().nullable(), coupons: z.array(ZCheckoutCoupon) })),
  /** The caller's platform coupons, priced against the whole checkout after shop coupons. */
  platform: z.object({ userCouponId: z.number().int().nullable(), coupons: z.array(ZCheckoutCoupon) }),
});
export type TCheckoutCouponQueryResponse = z.infer<typeof ZCheckoutCouponQueryResponse>;

export const checkoutCouponQuery = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s coupons for a checkout, per shop and for the platform, with the chosen (by default the best) one',
  request: ZCheckoutCouponQueryRequest,
  response: ZCheckoutCouponQueryResponse,
});
