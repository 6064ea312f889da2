import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { QUOTE_VALID_MAX_MINUTES, QUOTE_VALID_MIN_MINUTES, QUOTE_VALID_MINUTES, ZHealthId, ZMedicineQuote } from './health-fields.ts';

export const path = 'merchant/health/demand/quote';

export const ZMerchantMedicineQuoteRequest = z.strictObject({
  shopId: ZShopId,
  demandId: ZHealthId,
  goodsId: ZHealthId,
  skuId: ZHealthId,
  quantity: z.number().int().min(1).max(99),
  /** Minor units, per piece. */
  unitPrice: z.number().int().min(1).max(100_000_000),
  validMinutes: z.number().int().min(QUOTE_VALID_MIN_MINUTES).max(QUOTE_VALID_MAX_MINUTES).default(QUOTE_VALID_MINUTES),
  /** A retry with the same key answers the same quote. */
  requestKey: ZRequestKey.optional(),
});
export type TMerchantMedicineQuoteRequest = z.input<typeof ZMerchantMedicineQuoteRequest>;
export const ZMerchantMedicineQuoteResponse = ZMedicineQuote;
export type TMerchantMedicineQuoteResponse = z.infer<typeof ZMerchantMedicineQuoteResponse>;

export const merchantMedicineQuote = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary:
    "A verified pharmacy answers a demand shown to it with a quote (its own goods on sale, quantity, price, validity), posted as a `quote` message in the demand's conversation. Not a verified pharmacy 5204; a demand not shown to it 1004; no longer open 5202",
  request: ZMerchantMedicineQuoteRequest,
  response: ZMerchantMedicineQuoteResponse,
});
