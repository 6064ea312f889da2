import { defineEndpoint } from '../platform/api.ts';
import { ZAgreeGoodsReviewRequest, ZAgreeGoodsReviewResponse } from './agree-goods-review.ts';

export const path = 'mall/query/goods/reviews/unagree';

export const ZUnagreeGoodsReviewRequest = ZAgreeGoodsReviewRequest;
export const ZUnagreeGoodsReviewResponse = ZAgreeGoodsReviewResponse;

export const unagreeGoodsReview = defineEndpoint({
  path,
  access: 'user',
  summary: 'Takes back the caller\'s helpful mark of a review (none is no change); answers the new count',
  request: ZUnagreeGoodsReviewRequest,
  response: ZUnagreeGoodsReviewResponse,
});
