import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { localizedInput } from '../shop/merchant-shop-fields.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { COUPON_KINDS, ZCouponId } from './coupon-fields.ts';
import { ZMerchantCoupon } from './merchant-coupon-fields.ts';

export const path = 'merchant/coupon/save';

/** At most 1,000,000.00 in the base currency. */
export const ZMoney = z.number().int().min(0).max(100_000_000);
const DAY_MS = 86_400_000;

/** The terms of a coupon as a console writes them, shared by the shop's and the platform's coupons. */
export const couponTermsShape = {
  couponId: ZCouponId.optional(),
  title: localizedInput(40, true),
  kind: z.enum(COUPON_KINDS),
  amountOff: ZMoney.min(1).nullable(),
  percentOff: z.number().int().min(1).max(99).nullable(),
  maxOff: ZMoney.min(1).nullable(),
  /** The smallest order of the shop's goods it applies to; 0 for any. */
  thresholdAmount: ZMoney,
  totalQuantity: z.number().int().min(1).max(1_000_000),
  perUserLimit: z.number().int().min(1).max(100),
  pickStartsAt: z.iso.datetime({ offset: true }),
  pickEndsAt: z.iso.datetime({ offset: true }),
  validDays: z.number().int().min(1).max(365),
};

type CouponTerms = z.output<z.ZodObject<typeof couponTermsShape>>;

/** The rules between a coupon's fields (kind and amounts, limits, the claim window), as issues of `ctx`. */
export function checkCouponTerms(v: CouponTerms, ctx: z.RefinementCtx): void {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (v.kind === 'amount_off') {
    if (v.amountOff === null) issue('amountOff', 'required for an amount off');
    if (v.percentOff !== null) issue('percentOff', 'only for a percentage');
    if (v.maxOff !== null) issue('maxOff', 'only for a percentage');
  } else {
    if (v.percentOff === null) issue('percentOff', 'required for a percentage');
    if (v.maxOff === null) issue('maxOff', 'a percentage needs its cap');
    if (v.amountOff !== null) issue('amountOff', 'only for an amount off');
  }
  if (v.perUserLimit > v.totalQuantity) issue('perUserLimit', 'at most the total quantity');
  const starts = Date.parse(v.pickStartsAt);
  const ends = Date.parse(v.pickEndsAt);
  if (ends <= starts) issue('pickEndsAt', 'must be after the start');
  else if (ends - starts > 366 * DAY_MS) issue('pickEndsAt', 'claiming may last at most a year');
}

/**
 * Creates a shop coupon (no `couponId`) or edits one. An amount off takes `amountOff`; a percentage takes
 * `percentOff` (1-99) and needs its cap `maxOff`. Claiming runs from `pickStartsAt` to `pickEndsAt` (at most a year);
 * a claimed coupon is usable for `validDays`. Once shoppers hold a coupon, an edit may only raise `totalQuantity` and
 * move `pickEndsAt` later (4105); a stopped or ended coupon cannot change (4106).
 */
export const ZSaveMerchantCouponRequest = z.strictObject({ shopId: ZShopId, ...couponTermsShape }).superRefine(checkCouponTerms);
export type TSaveMerchantCouponRequest = z.input<typeof ZSaveMerchantCouponRequest>;
export const ZSaveMerchantCouponResponse = ZMerchantCoupon;
export type TSaveMerchantCouponResponse = z.infer<typeof ZSaveMerchantCouponResponse>;

export const saveMerchantCoupon = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: 'Creates or edits a shop coupon (amount or capped percentage off, minimum spend, quantity, per-shopper limit, claim window, valid days)',
  request: ZSaveMerchantCouponRequest,
  response: ZSaveMerchantCouponResponse,
});
