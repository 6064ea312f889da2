import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderItemId, ZPendingReviewLine } from './review-fields.ts';

export const path = 'mall/query/user/goods/pending/reviews';

/** `orderItemId` asks for that one line (the publish page's header): an empty page when it is not waiting for a review. */
export const ZQueryPendingReviewsRequest = ZPageRequest.extend({ orderItemId: ZOrderItemId.optional() }).strict();
export type TQueryPendingReviewsRequest = z.input<typeof ZQueryPendingReviewsRequest>;
export const ZQueryPendingReviewsResponse = pageOf(ZPendingReviewLine);
export type TQueryPendingReviewsResponse = z.infer<typeof ZQueryPendingReviewsResponse>;

export const queryPendingReviews = defineEndpoint({
  path,
  access: 'user',
  summary: "The lines of the caller's received (completed) orders not yet reviewed, latest received first, a page at a time",
  request: ZQueryPendingReviewsRequest,
  response: ZQueryPendingReviewsResponse,
});
