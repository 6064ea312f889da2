import { path as publishPath, type publishGoodsReview } from '@mall/contract/catalogue/publish-goods-review';
import { path as pendingPath, type queryPendingReviews } from '@mall/contract/catalogue/query-pending-reviews';
import { path as reviewedPath, type queryUserReviews } from '@mall/contract/catalogue/query-user-reviews';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shopper's review calls: what waits for a review, what was reviewed, and publishing one. */
export const REVIEWS_API = {
  pending: endpointRef<typeof queryPendingReviews>(pendingPath),
  reviewed: endpointRef<typeof queryUserReviews>(reviewedPath),
  publish: endpointRef<typeof publishGoodsReview>(publishPath),
};
