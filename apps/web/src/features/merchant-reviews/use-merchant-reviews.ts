import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantReviewTab } from '@mall/contract/catalogue/review-fields';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_REVIEWS_API } from './merchant-reviews-api.ts';
import { merchantReviewKeys, merchantReviewQueries } from './merchant-reviews-queries.ts';

export function useShopReviewList(shopId: number, tab: MerchantReviewTab) {
  return useInfiniteQuery(merchantReviewQueries.list(useQueryLang(), shopId, tab));
}

/** Sends the shop's one reply to a review; the reply box shows a refusal itself. Every tab, and the goods' reviews, ask again. */
export function useReplyReview(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reviewId: number; reply: string }) => callApi(MERCHANT_REVIEWS_API.reply, body, { autoShowError: false }),
    onSettled: (review) => {
      void queryClient.invalidateQueries({ queryKey: merchantReviewKeys.shop(shopId) });
      if (review) void queryClient.invalidateQueries({ queryKey: merchantReviewKeys.goods(review.goodsId) });
    },
  });
}
