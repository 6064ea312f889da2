import type { FastifyInstance } from 'fastify';
import { moveMerchantTakeawayOrder as moveCall } from '@mall/contract/takeaway/move-merchant-takeaway-order';
import { queryMerchantTakeawayOrders as ordersCall } from '@mall/contract/takeaway/query-merchant-takeaway-orders';
import { queryTakeawayProgress as progressCall } from '@mall/contract/takeaway/query-takeaway-progress';
import { queryTakeawayShopAndCoupons as shopCall } from '@mall/contract/takeaway/query-takeaway-shop-and-coupons';
import { queryTakeawayShopsAndGoods as shopsCall } from '@mall/contract/takeaway/query-takeaway-shops-and-goods';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { moveTakeawayOrder, queryMerchantTakeawayOrders, queryTakeawayProgress, shopOfTakeawayOrder } from './takeaway-progress.service.ts';
import { queryTakeawayShopAndCoupons, queryTakeawayShopsAndGoods } from './takeaway-shops.service.ts';

/** Takeaway: the shop and nearby pages, the shopper's progress, the console's orders and their moves. */
export function takeawayRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, shopCall, ({ body, ctx }) => queryTakeawayShopAndCoupons(db, ctx.userId, body, ctx.lang));
  registerEndpoint(app, deps, shopsCall, ({ body, ctx }) => queryTakeawayShopsAndGoods(db, body, ctx.lang));
  registerEndpoint(app, deps, progressCall, ({ body, ctx }) => queryTakeawayProgress(db, userOf(ctx), body.orderId));
  registerEndpoint(app, deps, ordersCall, ({ body, ctx }) => queryMerchantTakeawayOrders(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, moveCall, ({ body, ctx }) => moveTakeawayOrder(db, shopOf(ctx), userOf(ctx), body.orderId, body.from), {
    shopOf: (body) => shopOfTakeawayOrder(db, body.orderId),
  });
}
