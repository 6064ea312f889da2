import { path as pickUserCouponPath, type pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import { path as queryUserCouponsPath, type queryUserCoupons } from '@mall/contract/coupon/query-user-coupons';
import { path as queryShopCouponsPath, type queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The coupon calls: what a shop or the platform offers, picking one, the shopper's coupon list. */
export const COUPON_API = {
  pickUserCoupon: endpointRef<typeof pickUserCoupon>(pickUserCouponPath),
  queryUserCoupons: endpointRef<typeof queryUserCoupons>(queryUserCouponsPath),
  queryShopCoupons: endpointRef<typeof queryShopCoupons>(queryShopCouponsPath),
} as const;

/** The shopper's coupon tabs (a 'user' query: dropped at login and logout). */
export const USER_COUPONS_KEY = ['user', 'coupons'] as const;
/** The platform's coupons with the caller's pick status; the token is part of the key. */
export const PLATFORM_COUPONS_KEY = ['coupons', 'platform'] as const;
export const platformCouponsKey = (token: string | undefined) => [...PLATFORM_COUPONS_KEY, token ?? ''] as const;
