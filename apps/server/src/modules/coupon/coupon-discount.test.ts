import { describe, expect, it } from 'vitest';
import { bestCoupon, couponDiscount, isCouponUsable, splitProportionally, type HeldCoupon } from './coupon-discount.ts';

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

describe('splitProportionally', () => {
  it('adds up exactly and gives the leftover units to the largest fractions', () => {
    expect(splitProportionally(100, [50, 50, 50])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3000, 7000])).toEqual([3, 7]);
    expect(splitProportionally(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(splitProportionally(5, [1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(0, [])).toEqual([]);
  });

  it('never gives a weight more than itself, and stays exact past 2^53', () => {
    for (let seed = 1; seed < 300; seed++) {
      const weights = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104_729) % 100_000) * (i % 3 === 0 ? 0 : 1));
      const sum = weights.reduce((a, w) => a + w, 0);
      const total = sum === 0 ? 0 : (seed * 31) % (sum + 1);
      const shares = splitProportionally(total, weights);
      expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      shares.forEach((s, i) => {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(weights[i]!);
      });
    }
    const big = splitProportionally(1_999_999_999_999, [2_000_000_000_000, 1, 3]);
    expect(big.reduce((a, s) => a + s, 0)).toBe(1_999_999_999_999);
    expect(big[0]).toBeLessThanOrEqual(2_000_000_000_000);
  });

  it('refuses a total above the weights or negative numbers', () => {
    expect(() => splitProportionally(11, [5, 5])).toThrow(RangeError);
    expect(() => splitProportionally(-1, [5])).toThrow(RangeError);
    expect(() => splitProportionally(1, [-5, 10])).toThrow(RangeError);
    expect(() => splitProportionally(1, [])).toThrow(RangeError);
  });
});
