import type { FastifyInstance } from 'fastify';
import { approveReturn as approveCall, receiveReturn as receiveCall, refuseReturn as refuseCall, shipExchange as shipCall } from '@mall/contract/aftersale/answer-merchant-return';
import { queryMerchantReturns as queryCall } from '@mall/contract/aftersale/query-merchant-returns';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { approveReturn, receiveReturn, refuseReturn, shipExchange, shopOfReturn } from './return-steps.service.ts';
import { queryMerchantReturns } from './return-view.ts';

/** The merchant console's after-sales: the queues and each answer, on a shop where the caller holds `aftersales`. */
export function merchantReturnRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const ofReturn = (body: { returnId: number }) => shopOfReturn(db, body.returnId);
  registerEndpoint(app, deps, queryCall, ({ body, ctx }) => queryMerchantReturns(db, { ...body, shopId: shopOf(ctx) }, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, approveCall, ({ body, ctx }) => approveReturn(db, userOf(ctx), body.returnId, ctx.lang), { shopOf: ofReturn });
  registerEndpoint(app, deps, refuseCall, ({ body, ctx }) => refuseReturn(db, userOf(ctx), body, ctx.lang), { shopOf: ofReturn });
  registerEndpoint(app, deps, receiveCall, ({ body, ctx }) => receiveReturn(deps, userOf(ctx), body, ctx.lang), { shopOf: ofReturn });
  registerEndpoint(app, deps, shipCall, ({ body, ctx }) => shipExchange(deps, userOf(ctx), body, ctx.lang), { shopOf: ofReturn });
}
