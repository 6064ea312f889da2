import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { SCORE_EXCHANGE_STATUSES, ZScoreExchangeParcel } from './score-fields.ts';

export const path = 'user/score/exchange/query';

export const ZQueryScoreExchangesRequest = z.strictObject({
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type TQueryScoreExchangesRequest = z.input<typeof ZQueryScoreExchangesRequest>;

/** One of the caller's exchanges of points for a score goods, with where it goes and whether it has been sent. */
export const ZScoreExchange = z.object({
  exchangeId: z.number().int(),
  scoreGoodsId: z.number().int(),
  goodsId: z.number().int().nullable(),
  title: z.string(),
  image: z.string(),
  points: z.number().int(),
  /** `to_ship` until the shop sends it, `shipped` with its parcel, `received` once the carrier delivered it. */
  status: z.enum(SCORE_EXCHANGE_STATUSES),
  /** The receiver and address as they were when exchanged, in one line; empty for exchanges made before addresses. */
  receiver: z.string(),
  address: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** The parcel the shop sent it in; null while `to_ship`. */
  parcel: ZScoreExchangeParcel.nullable(),
});
export type TScoreExchange = z.infer<typeof ZScoreExchange>;

export const ZQueryScoreExchangesResponse = z.object({ list: z.array(ZScoreExchange) });
export type TQueryScoreExchangesResponse = z.infer<typeof ZQueryScoreExchangesResponse>;

export const queryScoreExchanges = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's exchanges of points for score goods, newest first, with the address each goes to",
  request: ZQueryScoreExchangesRequest,
  response: ZQueryScoreExchangesResponse,
});
