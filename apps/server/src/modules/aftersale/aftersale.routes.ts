import type { FastifyInstance } from 'fastify';
import { applyReturn as applyCall } from '@mall/contract/aftersale/apply-return';
import { cancelReturn as cancelCall } from '@mall/contract/aftersale/cancel-return';
import { deliverReturnGoods as deliverCall } from '@mall/contract/aftersale/deliver-return-goods';
import { queryOrderReturns as orderReturnsCall } from '@mall/contract/aftersale/query-order-returns';
import { queryReturnDetail as detailCall } from '@mall/contract/aftersale/query-return-detail';
import { queryReturns as listCall } from '@mall/contract/aftersale/query-returns';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { applyReturn } from './return-apply.service.ts';
import { cancelReturn, deliverReturnGoods } from './return-steps.service.ts';
import { queryOrderReturns, queryReturnDetail, queryReturns } from './return-view.ts';

/** The shopper's after-sales calls (spec `returnorder/*`). */
export function aftersaleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, applyCall, ({ body, ctx }) => applyReturn(deps, userOf(ctx), body));
  registerEndpoint(app, deps, cancelCall, ({ body, ctx }) => cancelReturn(db, userOf(ctx), body.returnId, ctx.lang));
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryReturns(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, detailCall, ({ body, ctx }) => queryReturnDetail(db, userOf(ctx), body.returnId, ctx.lang));
  registerEndpoint(app, deps, orderReturnsCall, ({ body, ctx }) => queryOrderReturns(db, userOf(ctx), body.orderId, deps.config.returnWindowDays, ctx.lang));
  registerEndpoint(app, deps, deliverCall, ({ body, ctx }) => deliverReturnGoods(deps, userOf(ctx), body, ctx.lang));
}
