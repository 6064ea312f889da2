import { z } from 'zod';
import { COUPON_KINDS } from './coupon-fields.ts';

/**
 * A shop's coupons as its merchant runs them. Where a coupon stands comes from the clock: `upcoming` before its
 * claiming starts, `active` while shoppers may claim it, `ended` once claiming ended or the merchant stopped it
 * (coupons already claimed stay usable for their valid days either way).
 */
export const MERCHANT_COUPON_TABS = ['active', 'upcoming', 'ended'] as const;
export type MerchantCouponTab = (typeof MERCHANT_COUPON_TABS)[number];

export const ZMerchantCoupon = z.object({
  couponId: z.number().int(),
  shopId: z.number().int(),
  /** Every language, as written (an empty one shows another's). */
  title: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  kind: z.enum(COUPON_KINDS),
  thresholdAmount: z.number().int(),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  maxOff: z.number().int().nullable(),
  totalQuantity: z.number().int(),
  perUserLimit: z.number().int(),
  pickStartsAt: z.string().describe('ISO 8601'),
  pickEndsAt: z.string().describe('ISO 8601'),
  /** How many days a claimed coupon stays usable. */
  validDays: z.number().int(),
  /** `stopped` when the merchant ended claiming early. */
  status: z.enum(['active', 'stopped']),
  tab: z.enum(MERCHANT_COUPON_TABS),
  /** How many shoppers claimed (never more than the total). */
  issuedCount: z.number().int(),
  /** How many of those were used in an order. */
  usedCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TMerchantCoupon = z.infer<typeof ZMerchantCoupon>;
