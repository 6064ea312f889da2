import type { FastifyInstance } from 'fastify';
import { queryLogisticsCosts as costs } from '@mall/contract/shop/query-logistics-costs';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryLogisticsCosts } from './delivery-costs.service.ts';

/** Delivery costs of goods to an address or a picked area. */
export function deliveryCostRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, costs, ({ body, ctx }) => queryLogisticsCosts(deps.db, body, ctx.lang, ctx.userId));
}
