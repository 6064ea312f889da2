import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZActivityId } from './activity-fields.ts';
import { ZCouponId } from './coupon-fields.ts';
import { ZPickUserCouponResponse } from './pick-user-coupon.ts';

export const path = 'user/activity/pick';

/** Claims one of an activity's coupons. */
export const ZPickActivityCouponRequest = z.strictObject({ activityId: ZActivityId, couponId: ZCouponId });
export type TPickActivityCouponRequest = z.input<typeof ZPickActivityCouponRequest>;
export const ZPickActivityCouponResponse = ZPickUserCouponResponse.extend({ activityId: z.number().int() });
export type TPickActivityCouponResponse = z.infer<typeof ZPickActivityCouponResponse>;

export const pickActivityCoupon = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Claims one of an activity\'s coupons for the caller, by the coupon\'s limits, inside the activity\'s window: 1004 unknown activity or a coupon it does not offer, 4940 not started, 4941 over, then as user/coupon/pick (4101-4104)',
  request: ZPickActivityCouponRequest,
  response: ZPickActivityCouponResponse,
});
