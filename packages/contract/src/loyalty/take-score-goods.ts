import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';

export const path = 'userrechargeorder/score/take';

export const ZTakeScoreGoodsRequest = z.strictObject({
  scoreGoodsId: z.number().int().positive(),
  requestKey: ZRequestKey,
});
export type TTakeScoreGoodsRequest = z.input<typeof ZTakeScoreGoodsRequest>;

export const ZTakeScoreGoodsResponse = z.object({
  exchangeId: z.number().int(),
  points: z.number().int().describe('the points it cost'),
  balance: z.number().int().describe('the points left'),
});
export type TTakeScoreGoodsResponse = z.infer<typeof ZTakeScoreGoodsResponse>;

export const takeScoreGoods = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Takes a score goods for points: the points are debited in the same transaction that records the exchange, refused (SCORE_SHORT) when the balance is short. The same requestKey answers the same exchange',
  request: ZTakeScoreGoodsRequest,
  response: ZTakeScoreGoodsResponse,
});
