import type { TCheckoutCoupon, TCheckoutShop } from '@mall/contract/order/checkout-fields';

/** Usable coupons first, the biggest discount first among them; the others keep the server's order. */
export function sortCoupons(coupons: readonly TCheckoutCoupon[]): TCheckoutCoupon[] {
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) => Number(b.coupon.usable) - Number(a.coupon.usable) || (a.coupon.usable ? b.coupon.discount - a.coupon.discount : 0) || a.index - b.index)
    .map((x) => x.coupon);
}

/** How much is missing before a coupon with a spend threshold applies (0 when none is). */
export function shortOfThreshold(coupon: Pick<TCheckoutCoupon, 'thresholdAmount'>, goodsAmount: number): number {
  return Math.max(0, coupon.thresholdAmount - goodsAmount);
}

/** What a coupon row of the checkout says. */
export type CouponRowState =
  | { kind: 'applied'; amount: number }
  | { kind: 'available'; count: number }
  /** None held that applies, but some on offer to claim. */
  | { kind: 'claimable'; count: number }
  | { kind: 'none' };

export function couponRowState(applied: number | null, amount: number, usableCount: number, claimableCount = 0): CouponRowState {
  if (applied !== null && amount > 0) return { kind: 'applied', amount };
  if (usableCount > 0) return { kind: 'available', count: usableCount };
  if (claimableCount > 0) return { kind: 'claimable', count: claimableCount };
  return { kind: 'none' };
}

export function shopCouponRow(shop: Pick<TCheckoutShop, 'userCouponId' | 'couponAmount' | 'usableCouponCount'>, claimableCount = 0): CouponRowState {
  return couponRowState(shop.userCouponId, shop.couponAmount, shop.usableCouponCount, claimableCount);
}

/** The delivery line's hint: how far the goods are from free delivery, or that they already ship free for it. */
export type DeliveryHint = { kind: 'freeOver'; amount: number; missing: number } | { kind: 'freeReached'; amount: number } | undefined;

export function deliveryHint(shop: Pick<TCheckoutShop, 'deliveryFee' | 'freeOverAmount' | 'goodsAmount'>): DeliveryHint {
  if (shop.freeOverAmount === null) return undefined;
  if (shop.goodsAmount >= shop.freeOverAmount) return { kind: 'freeReached', amount: shop.freeOverAmount };
  if (shop.deliveryFee > 0) return { kind: 'freeOver', amount: shop.freeOverAmount, missing: shop.freeOverAmount - shop.goodsAmount };
  return undefined;
}
