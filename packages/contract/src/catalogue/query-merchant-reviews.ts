import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { MERCHANT_REVIEW_TABS, ZMerchantReview } from './review-fields.ts';

export const path = 'merchant/review/query';

/** One tab of a shop's reviews, newest first: waiting for the shop's reply (the default), answered, or all. */
export const ZQueryMerchantReviewsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  shopId: ZShopId,
  tab: z.enum(MERCHANT_REVIEW_TABS).default('unanswered'),
});
export type TQueryMerchantReviewsRequest = z.input<typeof ZQueryMerchantReviewsRequest>;
export const ZQueryMerchantReviewsResponse = keysetPageOf(ZMerchantReview);
export type TQueryMerchantReviewsResponse = z.infer<typeof ZQueryMerchantReviewsResponse>;

export const queryMerchantReviews = defineEndpoint({
  path,
  access: 'merchant',
  right: 'aftersales',
  summary: "A shop's reviews of one tab (unanswered, answered, all), newest first, a keyset page at a time",
  request: ZQueryMerchantReviewsRequest,
  response: ZQueryMerchantReviewsResponse,
});
