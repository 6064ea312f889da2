import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZCatalogueId } from './goods-fields.ts';
import { ZOrderItemId, ZUserReview } from './review-fields.ts';

export const path = 'mall/query/user/goods/reviewed';

/**
 * Narrowed by `reviewId` (one review, for its own page) or by `orderItemIds` (the reviews of an order's lines, for the
 * order's page); both left out, every review of the caller.
 */
export const ZQueryUserReviewsRequest = ZPageRequest.extend({
  reviewId: ZCatalogueId.optional(),
  orderItemIds: z.array(ZOrderItemId).min(1).max(50).optional(),
}).strict();
export type TQueryUserReviewsRequest = z.input<typeof ZQueryUserReviewsRequest>;
export const ZQueryUserReviewsResponse = pageOf(ZUserReview);
export type TQueryUserReviewsResponse = z.infer<typeof ZQueryUserReviewsResponse>;

export const queryUserReviews = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's published reviews, newest first, each with its goods card and the shop's reply, a page at a time",
  request: ZQueryUserReviewsRequest,
  response: ZQueryUserReviewsResponse,
});
