import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { localizedInput, ZLocalized } from '../shop/merchant-shop-fields.ts';
import { ZCouponId } from './coupon-fields.ts';
import { MERCHANT_COUPON_TABS, ZMerchantCoupon } from './merchant-coupon-fields.ts';
import { checkCouponTerms, couponTermsShape } from './save-merchant-coupon.ts';

/**
 * The platform console's own coupons and activities (operators: finance or admin). A platform coupon is a coupon of
 * no shop: it applies to a whole checkout after the shops' coupons, and what it takes off is the platform's to
 * give. Shoppers claim them with `user/coupon/pick` (listed by `shop/coupon/query` with `shopId: null`) and through
 * the activities that offer them.
 */

export const queryPlatformCouponsPath = 'platform/coupon/query';
export const savePlatformCouponPath = 'platform/coupon/save';
export const stopPlatformCouponPath = 'platform/coupon/stop';
export const queryPlatformActivitiesPath = 'platform/activity/query';
export const savePlatformActivityPath = 'platform/activity/save';
export const stopPlatformActivityPath = 'platform/activity/stop';

export const ZPlatformCoupon = ZMerchantCoupon.omit({ shopId: true });
export type TPlatformCoupon = z.infer<typeof ZPlatformCoupon>;

export const ZQueryPlatformCouponsRequest = z.strictObject({ ...ZKeysetRequest.shape, tab: z.enum(MERCHANT_COUPON_TABS).default('active') });
export type TQueryPlatformCouponsRequest = z.input<typeof ZQueryPlatformCouponsRequest>;
export const ZQueryPlatformCouponsResponse = keysetPageOf(ZPlatformCoupon);
export type TQueryPlatformCouponsResponse = z.infer<typeof ZQueryPlatformCouponsResponse>;

export const queryPlatformCoupons = defineEndpoint({
  path: queryPlatformCouponsPath,
  access: 'platform',
  role: 'finance',
  summary: "The platform's coupons of one tab (active, upcoming, ended), a keyset page at a time, with how many were claimed and used",
  request: ZQueryPlatformCouponsRequest,
  response: ZQueryPlatformCouponsResponse,
});

/**
 * The shop coupon's terms and rules (merchant/coupon/save), and besides: an amount off is at most the threshold
 * (a coupon never takes off more than the smallest order it applies to), a percentage's cap likewise when there is
 * a threshold.
 */
export const ZSavePlatformCouponRequest = z.strictObject(couponTermsShape).superRefine((v, ctx) => {
  checkCouponTerms(v, ctx);
  if (v.kind === 'amount_off' && v.amountOff !== null && v.amountOff > v.thresholdAmount)
    ctx.addIssue({ code: 'custom', path: ['thresholdAmount'], message: 'must be at least the amount off' });
  if (v.kind === 'percent_off' && v.maxOff !== null && v.thresholdAmount > 0 && v.maxOff > v.thresholdAmount)
    ctx.addIssue({ code: 'custom', path: ['maxOff'], message: 'must be at most the threshold' });
});
export type TSavePlatformCouponRequest = z.input<typeof ZSavePlatformCouponRequest>;

export const savePlatformCoupon = defineEndpoint({
  path: savePlatformCouponPath,
  access: 'platform',
  role: 'finance',
  summary:
    'Creates or edits a platform coupon (amount or capped percentage off, threshold at least the amount off, quantity, per-shopper limit, claim window, valid days); once claimed only the quantity up and the end later (4105), ended or stopped ones never (4106)',
  request: ZSavePlatformCouponRequest,
  response: ZPlatformCoupon,
});

export const ZStopPlatformCouponRequest = z.strictObject({ couponId: ZCouponId });
export type TStopPlatformCouponRequest = z.input<typeof ZStopPlatformCouponRequest>;

export const stopPlatformCoupon = defineEndpoint({
  path: stopPlatformCouponPath,
  access: 'platform',
  role: 'finance',
  summary: "Stops a platform coupon's claiming now; coupons shoppers hold stay usable until their own expiry. Stopping a stopped one answers it as it is",
  request: ZStopPlatformCouponRequest,
  response: ZPlatformCoupon,
});

/** Where an activity stands by the clock: before its start, running, or over (ended or stopped). */
export const ACTIVITY_TABS = ['upcoming', 'active', 'ended'] as const;

export const ZPlatformActivity = z.object({
  activityId: z.number().int(),
  title: ZLocalized,
  description: ZLocalized,
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().describe('ISO 8601'),
  status: z.enum(['active', 'stopped']),
  tab: z.enum(ACTIVITY_TABS),
  position: z.number().int(),
  /** The coupons it offers, in its order. */
  coupons: z.array(z.object({ couponId: z.number().int(), title: ZLocalized, status: z.enum(['active', 'stopped']) })),
  createdAt: z.string().describe('ISO 8601'),
});
export type TPlatformActivity = z.infer<typeof ZPlatformActivity>;

/** Newest first, a keyset page by id. */
export const ZQueryPlatformActivitiesRequest = z.strictObject({ ...ZKeysetRequest.shape });
export type TQueryPlatformActivitiesRequest = z.input<typeof ZQueryPlatformActivitiesRequest>;
export const ZQueryPlatformActivitiesResponse = keysetPageOf(ZPlatformActivity);
export type TQueryPlatformActivitiesResponse = z.infer<typeof ZQueryPlatformActivitiesResponse>;

export const queryPlatformActivities = defineEndpoint({
  path: queryPlatformActivitiesPath,
  access: 'platform',
  role: 'finance',
  summary: "The platform's activities newest first with their coupons, a keyset page at a time",
  request: ZQueryPlatformActivitiesRequest,
  response: ZQueryPlatformActivitiesResponse,
});

const DAY_MS = 86_400_000;

/**
 * Creates or edits an activity: a window of at most a year that ends in the future, and 1-20 distinct platform
 * coupons that are not stopped (5345). A stopped or ended activity does not change (5344).
 */
export const ZSavePlatformActivityRequest = z
  .strictObject({
    activityId: z.number().int().positive().optional(),
    title: localizedInput(40, true),
    description: localizedInput(200),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    position: z.number().int().min(0).max(9999).default(0),
    couponIds: z.array(ZCouponId).min(1).max(20),
  })
  .superRefine((v, ctx) => {
    const starts = Date.parse(v.startsAt);
    const ends = Date.parse(v.endsAt);
    if (ends <= starts) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    else if (ends - starts > 366 * DAY_MS) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'an activity may last at most a year' });
    if (new Set(v.couponIds).size !== v.couponIds.length) ctx.addIssue({ code: 'custom', path: ['couponIds'], message: 'each coupon once' });
  });
export type TSavePlatformActivityRequest = z.input<typeof ZSavePlatformActivityRequest>;

export const savePlatformActivity = defineEndpoint({
  path: savePlatformActivityPath,
  access: 'platform',
  role: 'finance',
  summary: 'Creates or edits an activity of the coupon centre: title, text, window, order and the platform coupons it offers',
  request: ZSavePlatformActivityRequest,
  response: ZPlatformActivity,
});

export const ZStopPlatformActivityRequest = z.strictObject({ activityId: z.number().int().positive() });
export type TStopPlatformActivityRequest = z.input<typeof ZStopPlatformActivityRequest>;

export const stopPlatformActivity = defineEndpoint({
  path: stopPlatformActivityPath,
  access: 'platform',
  role: 'finance',
  summary: 'Stops an activity now (it leaves the coupon centre); coupons claimed through it stay usable. Stopping a stopped one answers it as it is',
  request: ZStopPlatformActivityRequest,
  response: ZPlatformActivity,
});
