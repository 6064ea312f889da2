import { z } from 'zod';
import { couponTermFields } from './coupon-fields.ts';

/** An activity's id (a campaign of the platform offering coupons), a positive 32-bit integer. */
export const ZActivityId = z.number().int().positive().max(2_147_483_647);

/** Where an activity stands by the clock: not yet open, open for claiming, or over. */
export const ACTIVITY_STATES = ['upcoming', 'live', 'ended'] as const;

/** One coupon's claim state for the caller: how many they picked, whether they may pick one, how many are left. */
export const ZActivityCouponStatus = z.object({
  couponId: z.number().int(),
  /** How many the caller has picked (used and expired ones count); 0 for visitors. */
  pickedCount: z.number().int(),
  /** How many one shopper may hold. */
  perUserLimit: z.number().int(),
  /** How many are left for everybody; 0 shows as "all gone". */
  remaining: z.number().int(),
  /** Whether the caller may claim one now: the activity live, the coupon pickable, some left, under their limit. */
  canPick: z.boolean(),
});
export type TActivityCouponStatus = z.infer<typeof ZActivityCouponStatus>;

/** A coupon an activity offers, with its terms and the caller's claim state. */
export const ZActivityCoupon = ZActivityCouponStatus.extend({
  /** null for a platform coupon. */
  shopId: z.number().int().nullable(),
  ...couponTermFields,
  /** How many days a claimed coupon stays usable. */
  validDays: z.number().int(),
});
export type TActivityCoupon = z.infer<typeof ZActivityCoupon>;

/** An activity's score points: how many a claim gives and the caller's claim state. */
export const ZActivityPoints = z.object({
  points: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many times the caller claimed them; 0 for visitors. */
  pickedCount: z.number().int(),
  /** Claims left for everybody; null without a total. */
  remaining: z.number().int().nullable(),
  canPick: z.boolean(),
});
export type TActivityPoints = z.infer<typeof ZActivityPoints>;

/** An activity as the page shows it: its texts, its window and its coupons in order. */
export const ZActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().describe('ISO 8601'),
  state: z.enum(ACTIVITY_STATES),
  coupons: z.array(ZActivityCoupon),
  /** The score points the activity gives (`user/activity/points/pick`) and the caller's claim state; null for none. */
  points: ZActivityPoints.nullable().optional(),
});
export type TActivity = z.infer<typeof ZActivity>;
