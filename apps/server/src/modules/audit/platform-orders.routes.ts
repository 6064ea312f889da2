import type { FastifyInstance } from 'fastify';
import { queryPlatformOrder as detailCall, queryPlatformOrders as listCall } from '@mall/contract/order/platform-orders';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryPlatformOrder, queryPlatformOrders } from '../../read-models/platform-orders.ts';

/** The console's look at any order and its events (reads only: nothing here changes an order). */
export function platformOrderRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryPlatformOrders(deps.db, body, ctx.lang));
  registerEndpoint(app, deps, detailCall, ({ body, ctx }) => queryPlatformOrder(deps.db, body.orderId, ctx.lang));
}
