import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZAddressId } from '../account/address-fields.ts';
import { ZRequestKey } from '../platform/request-key.ts';

export const path = 'userrechargeorder/score/take';

export const ZTakeScoreGoodsRequest = z.strictObject({
  scoreGoodsId: z.number().int().positive(),
  /** Where the goods is sent: one of the caller's addresses (another's is NOT_FOUND); the default one when left out. */
  addressId: ZAddressId.optional(),
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
    'Takes a score goods for points, sent to one of the caller\'s addresses: one piece of its SKU\'s stock is taken (SCORE_GOODS_SOLD_OUT when none is left) and the points are debited in the same transaction that records the exchange, refused (SCORE_SHORT) when the balance is short; without an address SCORE_NO_ADDRESS. Nothing is written on a refusal. The same requestKey answers the same exchange',
  request: ZTakeScoreGoodsRequest,
  response: ZTakeScoreGoodsResponse,
});
