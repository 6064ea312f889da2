import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZReturnCard } from './return-fields.ts';

export const path = 'merchant/returnorder/query';

/**
 * The merchant's queues: `answer` (requests waiting for the shop), `receive` (approved, and goods on their way
 * back), `send` (received exchanges to send, and those sent, until delivered), `refunding` (refunds on their way),
 * `done` (finished: refunded, completed, refused, cancelled).
 */
export const MERCHANT_RETURN_QUEUES = ['answer', 'receive', 'send', 'refunding', 'done'] as const;
export type MerchantReturnQueue = (typeof MERCHANT_RETURN_QUEUES)[number];

export const ZQueryMerchantReturnsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  shopId: ZShopId,
  queue: z.enum(MERCHANT_RETURN_QUEUES),
});
export type TQueryMerchantReturnsRequest = z.input<typeof ZQueryMerchantReturnsRequest>;

/** A request as the merchant sees it: with the shopper's reason, photos and the wait. */
export const ZMerchantReturn = ZReturnCard.extend({
  reasonLabel: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  respondBy: z.string().nullable(),
  /** The shop's reason, for a refused request. */
  refuseReason: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  returnCompanyName: z.string().nullable(),
});
export type TMerchantReturn = z.infer<typeof ZMerchantReturn>;

export const ZQueryMerchantReturnsResponse = keysetPageOf(ZMerchantReturn);
export type TQueryMerchantReturnsResponse = z.infer<typeof ZQueryMerchantReturnsResponse>;

export const queryMerchantReturns = defineEndpoint({
  path,
  access: 'merchant',
  right: 'aftersales',
  summary: "A keyset page of one shop's after-sales requests in one queue (to answer, to receive, to send, refunding, done), oldest waiting first for the open queues",
  request: ZQueryMerchantReturnsRequest,
  response: ZQueryMerchantReturnsResponse,
});
