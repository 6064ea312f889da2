import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShippingCompanyCode, ZTrackingNo } from '../logistics/shipment-fields.ts';
import { ZMerchantScoreExchange } from './query-merchant-score-exchanges.ts';

export const path = 'merchant/score/exchange/ship';

export const ZShipScoreExchangeRequest = z.strictObject({
  exchangeId: z.number().int().positive().max(2_147_483_647),
  /** A company of `resource/query/shipping/company`. */
  companyCode: ZShippingCompanyCode,
  trackingNo: ZTrackingNo,
});
export type TShipScoreExchangeRequest = z.input<typeof ZShipScoreExchangeRequest>;

/** The exchange, `shipped` now, with its parcel. */
export const ZShipScoreExchangeResponse = ZMerchantScoreExchange;
export type TShipScoreExchangeResponse = z.infer<typeof ZShipScoreExchangeResponse>;

export const shipScoreExchange = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary:
    "The shop sends a score goods taken for points: company and tracking number (checked as for an order: 4401, 4402, 4403); the exchange moves to_ship → shipped once (SCORE_EXCHANGE_SHIPPED when it has left already) and to received when the carrier delivers it",
  request: ZShipScoreExchangeRequest,
  response: ZShipScoreExchangeResponse,
});
