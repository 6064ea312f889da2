import type { FastifyInstance } from 'fastify';
import { queryOrderLogistics as orderLogistics } from '@mall/contract/logistics/query-order-logistics';
import { queryShippingCompanies as companies } from '@mall/contract/logistics/query-shipping-companies';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryOrderLogistics } from './order-logistics.service.ts';
import { listShippingCompanies } from './shipping-company.service.ts';

/** Logistics: the shipping companies and the shopper's parcel timeline (merchants ship from the console, merchant/). */
export function logisticsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, companies, ({ ctx }) => listShippingCompanies(db, ctx.lang));
  registerEndpoint(app, deps, orderLogistics, ({ body, ctx }) => queryOrderLogistics(db, userOf(ctx), body.orderId, ctx.lang));
}
