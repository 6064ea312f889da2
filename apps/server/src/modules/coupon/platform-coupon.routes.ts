import type { FastifyInstance } from 'fastify';
import {
  queryPlatformActivities,
  queryPlatformCoupons,
  savePlatformActivity,
  savePlatformCoupon,
  stopPlatformActivity,
  stopPlatformCoupon,
} from '@mall/contract/coupon/platform-coupons';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as platform from './platform-coupon.service.ts';

/** The platform console's own coupons and activities (finance or admin): list, save, stop. */
export function platformCouponRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const couponBefore = (body: { couponId?: number | undefined }) => (body.couponId === undefined ? Promise.resolve(null) : platform.readPlatformCoupon(db, body.couponId));
  const activityBefore = (body: { activityId?: number | undefined }) =>
    body.activityId === undefined ? Promise.resolve(null) : platform.readPlatformActivity(db, body.activityId);
  registerEndpoint(app, deps, queryPlatformCoupons, ({ body }) => platform.queryPlatformCoupons(db, body));
  registerEndpoint(app, deps, savePlatformCoupon, ({ body }) => platform.savePlatformCoupon(db, body), { before: couponBefore });
  registerEndpoint(app, deps, stopPlatformCoupon, ({ body }) => platform.stopPlatformCoupon(db, body.couponId), { before: couponBefore });
  registerEndpoint(app, deps, queryPlatformActivities, ({ body }) => platform.queryPlatformActivities(db, body));
  registerEndpoint(app, deps, savePlatformActivity, ({ body }) => platform.savePlatformActivity(db, body), { before: activityBefore });
  registerEndpoint(app, deps, stopPlatformActivity, ({ body }) => platform.stopPlatformActivity(db, body.activityId), { before: activityBefore });
}
