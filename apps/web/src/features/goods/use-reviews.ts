import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TGoodsReview } from '@mall/contract/catalogue/goods-fields';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import type { TQueryGoodsReviewsResponse } from '@mall/contract/catalogue/query-goods-reviews';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { GOODS_API } from './goods-api.ts';
import { goodsKeys, goodsQueries } from './goods-queries.ts';
import type { ReviewFilter } from './review-filters.ts';

/** How many reviews each filter shows, and the good rate. */
export function useReviewStatistics(goodsId: number | undefined) {
  return useQuery({ ...goodsQueries.reviewStatistics(useQueryLang(), goodsId ?? 0), enabled: goodsId !== undefined });
}

/** Reviews of a goods under one filter, newest first, a page at a time; with the caller's helpful marks. */
export function useReviewPages(goodsId: number | undefined, filter: ReviewFilter) {
  const { token } = useSession();
  return useInfiniteQuery({ ...goodsQueries.reviews(useQueryLang(), goodsId ?? 0, filter, token), enabled: goodsId !== undefined });
}

/** Marks a review helpful or takes the mark back; every list and the goods page show the new count at once. */
export function useAgreeReview(goodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, agree }: { reviewId: number; agree: boolean }) =>
      callApi(agree ? GOODS_API.agreeGoodsReview : GOODS_API.unagreeGoodsReview, { reviewId }),
    onSuccess: (data) => {
      const update = (r: TGoodsReview) => (r.id === data.reviewId ? { ...r, agreed: data.agreed, agreeCount: data.agreeCount } : r);
      queryClient.setQueriesData<InfiniteData<TQueryGoodsReviewsResponse, number>>({ queryKey: goodsKeys.reviews(goodsId) }, (pages) =>
        pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, list: page.list.map(update) })) } : pages,
      );
      queryClient.setQueriesData<TQueryGoodsDetailResponse>({ queryKey: goodsKeys.detail(goodsId) }, (detail) =>
        detail ? { ...detail, reviews: { ...detail.reviews, latest: detail.reviews.latest.map(update) } } : detail,
      );
    },
  });
}
