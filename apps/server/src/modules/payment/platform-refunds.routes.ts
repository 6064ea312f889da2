import type { FastifyInstance } from 'fastify';
import { queryStuckRefunds as listCall, retryStuckRefund as retryCall, settleRefundOffline as settleCall } from '@mall/contract/payment/platform-refunds';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryStuckRefunds, stuckRefundView } from '../../read-models/stuck-refunds.ts';
import { retryRefund, settleRefundOffline } from './payment-refund-retry.ts';

/** The platform console's refunds stuck in a state: the list (a read model), sending one again, marking one paid by other means (finance, admin). */
export function platformRefundRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryStuckRefunds(deps.db, body, ctx.lang));
  registerEndpoint(
    app,
    deps,
    retryCall,
    async ({ body, ctx }) => {
      await retryRefund(deps, userOf(ctx), body.refundId);
      return (await stuckRefundView(deps.db, body.refundId, ctx.lang)) ?? Promise.reject(notFound());
    },
    { before: (body, ctx) => stuckRefundView(deps.db, body.refundId, ctx.lang) },
  );
  registerEndpoint(
    app,
    deps,
    settleCall,
    async ({ body, ctx }) => {
      await settleRefundOffline(deps, userOf(ctx), body.refundId, body.note);
      return (await stuckRefundView(deps.db, body.refundId, ctx.lang)) ?? Promise.reject(notFound());
    },
    { before: (body, ctx) => stuckRefundView(deps.db, body.refundId, ctx.lang) },
  );
}
