import type { FastifyInstance } from 'fastify';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutCouponQuery } from '@mall/contract/order/checkout-coupon-query';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { checkoutRedo } from '@mall/contract/order/checkout-redo';
import { commitOrder as commit } from '@mall/contract/order/commit-order';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import {
  createCheckoutNumber,
  openCartCheckout,
  openOneGoodsCheckout,
  queryCheckoutCoupons,
  queryCheckoutDetail,
  redoCheckout,
} from './checkout.service.ts';
import { commitOrder } from './order-commit.ts';
import { registerOrderJobs } from './order-jobs.ts';

/** Checkout and commit: open, change and read a checkout, its coupons, the commit number and the commit; and the unpaid-order jobs. */
export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, checkoutCart, ({ body, ctx }) => openCartCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutOneGoods, ({ body, ctx }) => openOneGoodsCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutRedo, ({ body, ctx }) => redoCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutOrderDetail, ({ body, ctx }) => queryCheckoutDetail(db, userOf(ctx), body.checkoutId, ctx.lang));
  registerEndpoint(app, deps, checkoutCouponQuery, ({ body, ctx }) => queryCheckoutCoupons(db, userOf(ctx), body.checkoutId, ctx.lang));
  registerEndpoint(app, deps, checkoutNumber, ({ body, ctx }) => createCheckoutNumber(db, userOf(ctx), body.checkoutId));
  registerEndpoint(app, deps, commit, ({ body, ctx }) => commitOrder(deps, userOf(ctx), body, ctx.lang));
  registerOrderJobs(app, deps);
}
