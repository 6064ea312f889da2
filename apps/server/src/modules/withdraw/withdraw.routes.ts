import type { FastifyInstance } from 'fastify';
import { applyWithdrawOrder as applyCall } from '@mall/contract/wallet/apply-withdraw-order';
import { payPlatformWithdraw as payCall, queryPlatformWithdraws as platformListCall, rejectPlatformWithdraw as rejectCall } from '@mall/contract/wallet/platform-withdraws';
import { queryWithdrawOrders as listCall } from '@mall/contract/wallet/query-withdraw-orders';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { applyWithdraw, queryWithdraws } from './withdraw-apply.ts';
import { answerOf, payWithdraw, queryPlatformWithdraws, rejectWithdraw } from './withdraw-review.ts';

/** The spec's `userwithdraworder/*` calls of a shopper, and the platform console's paying and rejecting. */
export function withdrawRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, applyCall, ({ body, ctx }) => applyWithdraw(deps, userOf(ctx), body));
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryWithdraws(deps, userOf(ctx), body));
  registerEndpoint(app, deps, platformListCall, ({ body }) => queryPlatformWithdraws(deps.db, body));
  const before = { before: (body: { withdrawId: number }) => answerOf(deps.db, body.withdrawId) };
  registerEndpoint(app, deps, payCall, ({ body, ctx }) => payWithdraw(deps, userOf(ctx), body.withdrawId), before);
  registerEndpoint(app, deps, rejectCall, ({ body, ctx }) => rejectWithdraw(deps.db, userOf(ctx), body), before);
}
