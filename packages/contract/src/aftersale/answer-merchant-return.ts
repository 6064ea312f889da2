import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShippingCompanyCode, ZTrackingNo } from '../logistics/shipment-fields.ts';
import { RETURN_REFUSE_REASON_MAX, ZReturnId, ZReturnIdRequest } from './return-fields.ts';
import { ZMerchantReturn } from './query-merchant-returns.ts';

/** The merchant's answers to a request, each a move of its state (4702 from a status that does not allow it). */

export const approveReturn = defineEndpoint({
  path: 'merchant/returnorder/approve',
  access: 'merchant',
  right: 'aftersales',
  summary: 'The merchant agrees to a request: a refund-only request is refunded at once; a return or exchange waits for the goods at the shop\'s return address. Approving twice answers the same.',
  request: ZReturnIdRequest,
  response: ZMerchantReturn,
});

export const ZRefuseReturnRequest = z.strictObject({ returnId: ZReturnId, reason: z.string().trim().min(1).max(RETURN_REFUSE_REASON_MAX) });
export type TRefuseReturnRequest = z.input<typeof ZRefuseReturnRequest>;

export const refuseReturn = defineEndpoint({
  path: 'merchant/returnorder/refuse',
  access: 'merchant',
  right: 'aftersales',
  summary: 'The merchant refuses a request waiting for an answer, with a reason the shopper sees (and may escalate to the platform)',
  request: ZRefuseReturnRequest,
  response: ZMerchantReturn,
});

export const ZReceiveReturnRequest = z.strictObject({
  returnId: ZReturnId,
  /** How many units of each line arrived (0 to the units asked for); every line of the request, once. */
  lines: z.array(z.strictObject({ orderLineId: z.number().int().min(1).max(2_147_483_647), receivedQuantity: z.number().int().min(0).max(9999) })).min(1).max(50),
});
export type TReceiveReturnRequest = z.input<typeof ZReceiveReturnRequest>;

export const receiveReturn = defineEndpoint({
  path: 'merchant/returnorder/receive',
  access: 'merchant',
  right: 'aftersales',
  summary:
    "The merchant records the shopper's parcel back, in full or in part: the units that came back go back into stock; a return refunds only them, an exchange sends only them; nothing back closes the request",
  request: ZReceiveReturnRequest,
  response: ZMerchantReturn,
});

export const ZShipExchangeRequest = z.strictObject({ returnId: ZReturnId, companyCode: ZShippingCompanyCode, trackingNo: ZTrackingNo });
export type TShipExchangeRequest = z.input<typeof ZShipExchangeRequest>;

export const shipExchange = defineEndpoint({
  path: 'merchant/returnorder/exchange/ship',
  access: 'merchant',
  right: 'aftersales',
  summary: 'The merchant sends the wanted SKUs of a received exchange (taken from stock) with company and tracking number; the request completes when the parcel is delivered',
  request: ZShipExchangeRequest,
  response: ZMerchantReturn,
});
