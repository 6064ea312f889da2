import type { FastifyInstance } from 'fastify';
import { queryMerchantCoupons as queryCall } from '@mall/contract/coupon/query-merchant-coupons';
import { saveMerchantCoupon as saveCall } from '@mall/contract/coupon/save-merchant-coupon';
import { stopMerchantCoupon as stopCall } from '@mall/contract/coupon/stop-merchant-coupon';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf } from '../../platform/route.ts';
import { queryMerchantCoupons } from './merchant-coupon-query.service.ts';
import { saveMerchantCoupon } from './merchant-coupon-save.service.ts';
import { stopMerchantCoupon } from './merchant-coupon-stop.service.ts';
import { shopOfCoupon } from './merchant-coupon-view.ts';

/** The merchant console's coupons of a shop: list by tab, create or edit, stop; each on a shop where the caller holds `goods`. */
export function merchantCouponRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryCall, ({ body, ctx }) => queryMerchantCoupons(db, shopOf(ctx), body), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, saveCall, ({ body, ctx }) => saveMerchantCoupon(db, shopOf(ctx), body), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, stopCall, ({ body, ctx }) => stopMerchantCoupon(db, shopOf(ctx), body.couponId), {
    shopOf: (body) => shopOfCoupon(db, body.couponId),
  });
}
