import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublishGoodsReviewRequest } from '@mall/contract/catalogue/publish-goods-review';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { REVIEWS_API } from './reviews-api.ts';
import { reviewKeys, reviewQueries } from './reviews-queries.ts';

export function usePendingReviews() {
  return useInfiniteQuery(reviewQueries.pending(useQueryLang()));
}

export function usePendingLine(orderItemId: number | undefined) {
  return useQuery({ ...reviewQueries.pendingLine(useQueryLang(), orderItemId ?? 0), enabled: orderItemId !== undefined });
}

export function useUserReviews() {
  return useInfiniteQuery(reviewQueries.reviewed(useQueryLang()));
}

export function useUserReview(reviewId: number | undefined) {
  return useQuery({ ...reviewQueries.review(useQueryLang(), reviewId ?? 0), enabled: reviewId !== undefined });
}

/** The shopper's reviews of an order's lines: one call for all the lines of the order's page. */
export function useReviewsOfLines(orderItemIds: readonly number[]) {
  return useQuery({ ...reviewQueries.ofLines(useQueryLang(), orderItemIds), enabled: orderItemIds.length > 0 });
}

/**
 * Publishes a review; the form shows a refusal itself. Afterwards the shopper's review lists, the goods' page and
 * reviews, and the me tab ask again.
 */
export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishGoodsReviewRequest) => callApi(REVIEWS_API.publish, body, { autoShowError: false }),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.goods(review.goods.id) });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
