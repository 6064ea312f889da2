import { path as queryPath, type queryMerchantReviews } from '@mall/contract/catalogue/query-merchant-reviews';
import { path as replyPath, type replyMerchantReview } from '@mall/contract/catalogue/reply-merchant-review';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant console's review calls. */
export const MERCHANT_REVIEWS_API = {
  query: endpointRef<typeof queryMerchantReviews>(queryPath),
  reply: endpointRef<typeof replyMerchantReview>(replyPath),
};
