import type { FastifyInstance } from 'fastify';
import { queryScoreBalance as balanceCall } from '@mall/contract/loyalty/query-score-balance';
import { queryScoreDenomination as denominationCall } from '@mall/contract/loyalty/query-score-denomination';
import { queryScoreFlow as flowCall } from '@mall/contract/loyalty/query-score-flow';
import { queryScoreGoods as goodsCall } from '@mall/contract/loyalty/query-score-goods';
import { queryScoreRules as rulesCall } from '@mall/contract/loyalty/query-score-rules';
import { takeScoreGoods as takeCall } from '@mall/contract/loyalty/take-score-goods';
import { queryScoreExchanges as exchangesCall } from '@mall/contract/loyalty/query-score-exchanges';
import { queryMerchantScoreExchanges as merchantExchangesCall } from '@mall/contract/loyalty/query-merchant-score-exchanges';
import { shipScoreExchange as shipExchangeCall } from '@mall/contract/loyalty/ship-score-exchange';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { readShopScoreExchanges } from '../../read-models/score-exchanges.ts';
import { shipScoreExchange, shopOfScoreExchange } from './score-exchange-ship.ts';
import { queryScoreBalance, queryScoreDenomination, queryScoreFlow, scoreRules } from './loyalty-view.ts';
import { queryScoreExchanges, queryScoreGoods, takeScoreGoods } from './score-exchange.ts';

/** The score points calls (spec `user/score/*`, `resource/score/query/balance`, score goods and taking them). */
export function loyaltyRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, balanceCall, ({ ctx }) => queryScoreBalance(db, userOf(ctx)));
  registerEndpoint(app, deps, flowCall, ({ body, ctx }) => queryScoreFlow(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, denominationCall, ({ ctx }) => queryScoreDenomination(deps, userOf(ctx), ctx.lang));
  registerEndpoint(app, deps, rulesCall, ({ ctx }) => scoreRules(deps, ctx.lang));
  registerEndpoint(app, deps, goodsCall, ({ body, ctx }) => queryScoreGoods(db, body.pageSize, ctx.lang));
  registerEndpoint(app, deps, takeCall, ({ body, ctx }) => takeScoreGoods(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, exchangesCall, ({ body, ctx }) => queryScoreExchanges(db, userOf(ctx), body.pageSize, ctx.lang));
  // The merchant console's score goods taken for points: on the shop of the goods, where the caller holds `orders`.
  registerEndpoint(app, deps, merchantExchangesCall, ({ body, ctx }) => readShopScoreExchanges(db, { ...body, shopId: shopOf(ctx) }, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, shipExchangeCall, ({ body, ctx }) => shipScoreExchange(deps, { accountId: userOf(ctx), shopId: shopOf(ctx) }, body, ctx.lang), {
    shopOf: (body) => shopOfScoreExchange(db, body.exchangeId),
  });
}
