import type { FastifyInstance } from 'fastify';
import { queryMerchantOrders as merchantOrders } from '@mall/contract/logistics/query-merchant-orders';
import { queryOrderLogistics as orderLogistics } from '@mall/contract/logistics/query-order-logistics';
import { queryShippingCompanies as companies } from '@mall/contract/logistics/query-shipping-companies';
import { shipOrder as ship } from '@mall/contract/logistics/ship-order';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { registerLogisticsJobs } from './logistics-jobs.ts';
import { queryMerchantOrders } from './merchant-orders.service.ts';
import { queryOrderLogistics } from './order-logistics.service.ts';
import { shipOrder } from './ship-order.service.ts';
import { listShippingCompanies } from './shipping-company.service.ts';

/**
 * Fulfilment and logistics: the shipping companies, the merchant's orders and shipping one, and the shopper's
 * parcel timeline; plus the carrier's and the demo merchant's background work.
 */
export function fulfilmentRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, companies, ({ ctx }) => listShippingCompanies(db, ctx.lang));
  registerEndpoint(app, deps, merchantOrders, ({ body, ctx }) => queryMerchantOrders(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, ship, ({ body, ctx }) => shipOrder(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, orderLogistics, ({ body, ctx }) => queryOrderLogistics(db, userOf(ctx), body.orderId, ctx.lang));
  registerLogisticsJobs(app, deps);
}
