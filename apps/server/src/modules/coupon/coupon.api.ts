// What other modules may use of the coupon module (coupons, what they take off, the shopper's held coupons).
export { bestCoupon, couponDiscount, isCouponUsable, type HeldCoupon } from './coupon-discount.ts';
export { heldCoupon, loadUsableCoupons, lockCoupons, releaseCoupons, useCoupons, type UsableCoupon } from './coupon-held.ts';
export { queryShopCoupons } from './coupon-query.service.ts';
