import { path as pickActivityCouponPath, type pickActivityCoupon } from '@mall/contract/coupon/pick-activity-coupon';
import { path as pickActivityPointsPath, type pickActivityPoints } from '@mall/contract/coupon/pick-activity-points';
import { path as pickUserCouponPath, type pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import { path as queryActivityInfoPath, type queryActivityInfo } from '@mall/contract/coupon/query-activity-info';
import { path as queryUserCouponsPath, type queryUserCoupons } from '@mall/contract/coupon/query-user-coupons';
import { path as queryShopCouponsPath, type queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The coupon calls: what a shop or the platform offers, picking one, the shopper's coupon list. */
export const COUPON_API = {
  pickUserCoupon: endpointRef<typeof pickUserCoupon>(pickUserCouponPath),
  queryUserCoupons: endpointRef<typeof queryUserCoupons>(queryUserCouponsPath),
  queryShopCoupons: endpointRef<typeof queryShopCoupons>(queryShopCouponsPath),
  queryActivityInfo: endpointRef<typeof queryActivityInfo>(queryActivityInfoPath),
  pickActivityCoupon: endpointRef<typeof pickActivityCoupon>(pickActivityCouponPath),
  pickActivityPoints: endpointRef<typeof pickActivityPoints>(pickActivityPointsPath),
} as const;
