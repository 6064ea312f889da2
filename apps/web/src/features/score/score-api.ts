import { path as balancePath, type queryScoreBalance } from '@mall/contract/loyalty/query-score-balance';
import { path as flowPath, type queryScoreFlow } from '@mall/contract/loyalty/query-score-flow';
import { path as goodsPath, type queryScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import { path as rulesPath, type queryScoreRules } from '@mall/contract/loyalty/query-score-rules';
import { path as takePath, type takeScoreGoods } from '@mall/contract/loyalty/take-score-goods';
import { path as exchangesPath, type queryScoreExchanges } from '@mall/contract/loyalty/query-score-exchanges';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The score points calls (contract: packages/contract/src/loyalty). */
export const SCORE_API = {
  balance: endpointRef<typeof queryScoreBalance>(balancePath),
  flow: endpointRef<typeof queryScoreFlow>(flowPath),
  rules: endpointRef<typeof queryScoreRules>(rulesPath),
  goods: endpointRef<typeof queryScoreGoods>(goodsPath),
  take: endpointRef<typeof takeScoreGoods>(takePath),
  exchanges: endpointRef<typeof queryScoreExchanges>(exchangesPath),
} as const;
