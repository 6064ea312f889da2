import { z } from 'zod';

/** A coupon's id (what a shop or the platform offers), a positive 32-bit integer. */
export const ZCouponId = z.number().int().positive().max(2_147_483_647);

/** `amount_off` takes a fixed amount off; `percent_off` takes a percentage off, up to `maxOff` when set. */
export const COUPON_KINDS = ['amount_off', 'percent_off'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * The tabs of the shopper's coupon list. `expired` is not stored: it is an unused coupon whose `expiresAt` has
 * passed, so a coupon changes tab by the clock alone.
 */
export const USER_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

/** What a coupon takes off and from which amount, in minor units; the fields every coupon answer shares. */
export const couponTermFields = {
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** The smallest goods amount it applies to; 0 for any. */
  thresholdAmount: z.number().int(),
  /** Set for `amount_off`. */
  amountOff: z.number().int().nullable(),
  /** Set for `percent_off`: 1-99. */
  percentOff: z.number().int().nullable(),
  /** The most a `percent_off` coupon takes off; null for no cap. */
  maxOff: z.number().int().nullable(),
};
