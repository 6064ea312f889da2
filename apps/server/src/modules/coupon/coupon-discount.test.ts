import { describe, expect, it } from 'vitest';
import { bestCoupon, couponDiscount, isCouponUsable, type HeldCoupon } from './coupon-discount.ts';

const amountOff = (off: number, threshold = 0) => ({ kind: 'amount_off' as const, thresholdAmount: threshold, amountOff: off, percentOff: null, maxOff: null });
const percentOff = (pct: number, maxOff: number | null = null, threshold = 0) => ({
  kind: 'percent_off' as const,
  thresholdAmount: threshold,
  amountOff: null,
  percentOff: pct,
  maxOff,
});
const held = (id: number, terms: ReturnType<typeof amountOff> | ReturnType<typeof percentOff>, expiresInDays = 10): HeldCoupon => ({
  userCouponId: id,
  expiresAt: new Date(Date.UTC(2030, 0, 1) + expiresInDays * 86_400_000),
  ...terms,
});

describe('couponDiscount', () => {
  it('takes a fixed amount off from its threshold on, never more than the amount', () => {
    expect(couponDiscount(amountOff(500, 4900), 4899)).toBe(0);
    expect(couponDiscount(amountOff(500, 4900), 4900)).toBe(500);
    expect(couponDiscount(amountOff(500), 300)).toBe(300);
    expect(couponDiscount(amountOff(500), 0)).toBe(0);
  });

  it('takes a percentage rounded down, capped by maxOff', () => {
    expect(couponDiscount(percentOff(10), 999)).toBe(99);
    expect(couponDiscount(percentOff(5), 19)).toBe(0);
    expect(couponDiscount(percentOff(10, 1500), 100_000)).toBe(1500);
    expect(couponDiscount(percentOff(10, 1500), 14_999)).toBe(1499);
    expect(couponDiscount(percentOff(99), 2_000_000_000_000)).toBe(1_980_000_000_000);
  });

  it('refuses amounts that are not whole numbers', () => {
    expect(() => couponDiscount(amountOff(1), -1)).toThrow(RangeError);
    expect(() => couponDiscount(amountOff(1), 1.5)).toThrow(RangeError);
  });

  it('is usable only for a positive amount at or over the threshold', () => {
    expect(isCouponUsable(amountOff(100, 1000), 999)).toBe(false);
    expect(isCouponUsable(amountOff(100, 1000), 1000)).toBe(true);
    expect(isCouponUsable(amountOff(100), 0)).toBe(false);
  });
});

describe('bestCoupon', () => {
  it('chooses the biggest discount for the amount', () => {
    const coupons = [held(1, amountOff(500, 4900)), held(2, amountOff(2000, 19_900)), held(3, percentOff(10, 3000))];
    expect(bestCoupon(coupons, 4000)?.userCouponId).toBe(3);
    expect(bestCoupon(coupons, 10_000)?.userCouponId).toBe(3);
    expect(bestCoupon(coupons, 19_900)?.userCouponId).toBe(2);
    expect(bestCoupon(coupons, 50_000)?.userCouponId).toBe(3);
  });

  it('breaks ties by the earliest expiry, then the lowest id, and chooses nothing that takes nothing off', () => {
    expect(bestCoupon([held(7, amountOff(500), 20), held(9, amountOff(500), 5)], 1000)?.userCouponId).toBe(9);
    expect(bestCoupon([held(9, amountOff(500), 5), held(7, amountOff(500), 5)], 1000)?.userCouponId).toBe(7);
    expect(bestCoupon([held(1, amountOff(500, 5000)), held(2, percentOff(1))], 60)).toBeUndefined();
    expect(bestCoupon([], 1000)).toBeUndefined();
  });
});

