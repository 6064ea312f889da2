import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';
import { ZMerchantReview, ZReviewReply } from './review-fields.ts';

export const path = 'merchant/review/reply';

/** The shop's one reply to a review of its goods; a second is refused (4753). */
export const ZReplyMerchantReviewRequest = z.strictObject({ reviewId: ZCatalogueId, reply: ZReviewReply });
export type TReplyMerchantReviewRequest = z.input<typeof ZReplyMerchantReviewRequest>;
export const ZReplyMerchantReviewResponse = ZMerchantReview;
export type TReplyMerchantReviewResponse = z.infer<typeof ZReplyMerchantReviewResponse>;

export const replyMerchantReview = defineEndpoint({
  path,
  access: 'merchant',
  right: 'aftersales',
  summary: "Answers a review of the shop's goods, once; every reader of the review sees the reply",
  request: ZReplyMerchantReviewRequest,
  response: ZReplyMerchantReviewResponse,
});
