import type { FastifyInstance } from 'fastify';
import { pickUserCoupon as pick } from '@mall/contract/coupon/pick-user-coupon';
import { pickActivityCoupon as activityPick } from '@mall/contract/coupon/pick-activity-coupon';
import { pickActivityPoints as activityPointsPick } from '@mall/contract/coupon/pick-activity-points';
import { queryActivityInfo as activityInfo } from '@mall/contract/coupon/query-activity-info';
import { queryActivityPickStatus as activityStatus } from '@mall/contract/coupon/query-activity-pickstatus';
import { queryUserCoupons as userCoupons } from '@mall/contract/coupon/query-user-coupons';
import { queryShopCoupons as shopCoupons } from '@mall/contract/shop/query-shop-coupons';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { pickActivityPoints } from './activity-points.ts';
import { activityPickStatus, loadActivities, pickActivityCoupon } from './activity.service.ts';
import { pickUserCoupon } from './coupon-pick.service.ts';
import { queryShopCoupons, queryUserCoupons } from './coupon-query.service.ts';

/** The coupon calls: what a shop or the platform offers, picking one, and the shopper's coupon list. */
export function couponRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, shopCoupons, ({ body, ctx }) => queryShopCoupons(db, ctx.userId, body.shopId, ctx.lang));
  registerEndpoint(app, deps, pick, ({ body, ctx }) => pickUserCoupon(db, userOf(ctx), body.couponId));
  registerEndpoint(app, deps, userCoupons, ({ body, ctx }) => queryUserCoupons(db, userOf(ctx), body, ctx.lang));
  // Activities: campaigns offering coupons (activity.service.ts).
  registerEndpoint(app, deps, activityInfo, ({ body, ctx }) =>
    loadActivities(db, ctx.userId, body.activityId === undefined ? undefined : [body.activityId], ctx.lang),
  );
  registerEndpoint(app, deps, activityStatus, ({ body, ctx }) => activityPickStatus(db, userOf(ctx), body.activityIds, ctx.lang));
  registerEndpoint(app, deps, activityPick, ({ body, ctx }) => pickActivityCoupon(db, userOf(ctx), body.activityId, body.couponId));
  registerEndpoint(app, deps, activityPointsPick, ({ body, ctx }) => pickActivityPoints(db, userOf(ctx), body.activityId));
}
