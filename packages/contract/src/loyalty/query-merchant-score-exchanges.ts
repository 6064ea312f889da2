import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZScoreExchange } from './query-score-exchanges.ts';
import { SCORE_EXCHANGE_STATUSES } from './score-fields.ts';

export const path = 'merchant/score/exchange/query';

export const ZQueryMerchantScoreExchangesRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  shopId: ZShopId,
  status: z.enum(SCORE_EXCHANGE_STATUSES),
});
export type TQueryMerchantScoreExchangesRequest = z.input<typeof ZQueryMerchantScoreExchangesRequest>;

/** A score goods taken for points as its shop sees it: which SKU to send, and where. */
export const ZMerchantScoreExchange = ZScoreExchange.extend({
  skuId: z.number().int().nullable(),
  /** The SKU's specs ("Red / XL") in the caller's language, empty for a goods without specs. */
  skuName: z.string(),
});
export type TMerchantScoreExchange = z.infer<typeof ZMerchantScoreExchange>;

export const ZQueryMerchantScoreExchangesResponse = keysetPageOf(ZMerchantScoreExchange);
export type TQueryMerchantScoreExchangesResponse = z.infer<typeof ZQueryMerchantScoreExchangesResponse>;

export const queryMerchantScoreExchanges = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary:
    "A keyset page of the score goods of one shop taken for points, in one status (to ship: oldest first; shipped and received: newest first), with the SKU, the points and the address each goes to",
  request: ZQueryMerchantScoreExchangesRequest,
  response: ZQueryMerchantScoreExchangesResponse,
});
