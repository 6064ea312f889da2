import { describe, expect, it } from 'vitest';
import { couponRowState, deliveryHint, shopCouponRow, shortOfThreshold, sortCoupons } from './checkout-coupons.ts';
import { coupon, shop } from './checkout-test-data.ts';

describe('sortCoupons', () => {
  it('puts usable coupons first, biggest discount first, the rest in the server order', () => {
    const list = [
      coupon({ userCouponId: 1, usable: false, discount: 0 }),
      coupon({ userCouponId: 2, usable: true, discount: 300 }),
      coupon({ userCouponId: 3, usable: false, discount: 0 }),
      coupon({ userCouponId: 4, usable: true, discount: 900 }),
    ];
    expect(sortCoupons(list).map((c) => c.userCouponId)).toEqual([4, 2, 1, 3]);
    expect(list.map((c) => c.userCouponId)).toEqual([1, 2, 3, 4]);
  });
});

describe('coupon rows', () => {
  it('shows the discount applied, else how many could be used, else none', () => {
    expect(couponRowState(5, 500, 2)).toEqual({ kind: 'applied', amount: 500 });
    expect(couponRowState(null, 0, 2)).toEqual({ kind: 'available', count: 2 });
    expect(couponRowState(null, 0, 0)).toEqual({ kind: 'none' });
    // Nothing held that applies, but coupons on offer to claim: the row says so; held ones come first.
    expect(couponRowState(null, 0, 0, 2)).toEqual({ kind: 'claimable', count: 2 });
    expect(couponRowState(null, 0, 1, 2)).toEqual({ kind: 'available', count: 1 });
    expect(shopCouponRow(shop({ userCouponId: null, couponAmount: 0, usableCouponCount: 0 }), 3)).toEqual({ kind: 'claimable', count: 3 });
    expect(shopCouponRow(shop({ userCouponId: 3, couponAmount: 2000, usableCouponCount: 1 }))).toEqual({ kind: 'applied', amount: 2000 });
  });

  it('says how much is missing before a threshold', () => {
    expect(shortOfThreshold(coupon({ thresholdAmount: 4900 }), 3000)).toBe(1900);
    expect(shortOfThreshold(coupon({ thresholdAmount: 4900 }), 6000)).toBe(0);
  });
});

describe('deliveryHint', () => {
  it('says how far free delivery is, or that it is reached', () => {
    expect(deliveryHint(shop({ deliveryFee: 800, freeOverAmount: 9900, goodsAmount: 5000 }))).toEqual({ kind: 'freeOver', amount: 9900, missing: 4900 });
    expect(deliveryHint(shop({ deliveryFee: 0, freeOverAmount: 9900, goodsAmount: 9900 }))).toEqual({ kind: 'freeReached', amount: 9900 });
    expect(deliveryHint(shop({ deliveryFee: 800, freeOverAmount: null, goodsAmount: 5000 }))).toBeUndefined();
    expect(deliveryHint(shop({ deliveryFee: 0, freeOverAmount: 9900, goodsAmount: 5000 }))).toBeUndefined();
  });
});
