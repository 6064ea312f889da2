import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCouponId } from './coupon-fields.ts';

export const path = 'user/coupon/pick';

export const ZPickUserCouponRequest = z.strictObject({ couponId: ZCouponId });
export type TPickUserCouponRequest = z.input<typeof ZPickUserCouponRequest>;
export const ZPickUserCouponResponse = z.object({
  /** The coupon the shopper now holds (what a checkout names). */
  userCouponId: z.number().int(),
  couponId: z.number().int(),
  pickedAt: z.string().describe('ISO 8601'),
  /** Picking time plus the coupon's valid days. */
  expiresAt: z.string().describe('ISO 8601'),
  /** How many of this coupon the caller has picked, this one included. */
  pickedCount: z.number().int(),
  /** Whether the caller may pick another (under their limit and some left). */
  canPick: z.boolean(),
  /** How many are left for everybody. */
  remaining: z.number().int(),
});
export type TPickUserCouponResponse = z.infer<typeof ZPickUserCouponResponse>;

export const pickUserCoupon = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Picks a shop or platform coupon for the caller: one more of its issue, within its picking window and the caller\'s limit; 4101 all taken, 4102 limit reached, 4103 not yet, 4104 no longer',
  request: ZPickUserCouponRequest,
  response: ZPickUserCouponResponse,
});
