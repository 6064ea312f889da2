import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewRating, TGoodsReview } from '@mall/contract/catalogue/goods-fields';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import type { TQueryGoodsReviewsResponse } from '@mall/contract/catalogue/query-goods-reviews';
import { GOODS_API } from '../catalogue/goods-api.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { goodsKey } from './goods-detail-api.ts';

/** The filters of the reviews page: all, a rating class, or those with pictures. */
export type ReviewFilter = 'all' | ReviewRating | 'pictures';
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'good', 'medium', 'bad', 'pictures'];
export const REVIEW_PAGE_SIZE = 10;

export function isReviewFilter(value: string | undefined): value is ReviewFilter {
  return value !== undefined && (REVIEW_FILTERS as readonly string[]).includes(value);
}

/** How many reviews each filter shows, and the good rate. */
export function useReviewStatistics(goodsId: number | undefined) {
  return useQuery({
    queryKey: [...goodsKey(goodsId ?? 0), 'review-statistics'],
    queryFn: ({ signal }) => callApi(GOODS_API.queryGoodsReviewStatistics, { goodsId: goodsId! }, { signal, autoShowError: false }),
    enabled: goodsId !== undefined,
  });
}

const reviewsKey = (goodsId: number) => [...goodsKey(goodsId), 'reviews'] as const;

/** Reviews of a goods under one filter, newest first, a page at a time; with the caller's helpful marks. */
export function useReviewPages(goodsId: number | undefined, filter: ReviewFilter) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...reviewsKey(goodsId ?? 0), filter, token ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        GOODS_API.queryGoodsReviews,
        {
          goodsId: goodsId!,
          pageNum: pageParam,
          pageSize: REVIEW_PAGE_SIZE,
          ...(filter === 'pictures' ? { withPictures: true } : filter === 'all' ? {} : { rating: filter }),
        },
        { signal, autoShowError: false, quietNotLoggedIn: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: goodsId !== undefined,
  });
}

/** Marks a review helpful or takes the mark back; every list and the goods page show the new count at once. */
export function useAgreeReview(goodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, agree }: { reviewId: number; agree: boolean }) =>
      callApi(agree ? GOODS_API.agreeGoodsReview : GOODS_API.unagreeGoodsReview, { reviewId }),
    onSuccess: (data) => {
      const update = (r: TGoodsReview) => (r.id === data.reviewId ? { ...r, agreed: data.agreed, agreeCount: data.agreeCount } : r);
      queryClient.setQueriesData<InfiniteData<TQueryGoodsReviewsResponse, number>>({ queryKey: reviewsKey(goodsId) }, (pages) =>
        pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, list: page.list.map(update) })) } : pages,
      );
      queryClient.setQueriesData<TQueryGoodsDetailResponse>({ queryKey: [...goodsKey(goodsId), 'detail'] }, (detail) =>
        detail ? { ...detail, reviews: { ...detail.reviews, latest: detail.reviews.latest.map(update) } } : detail,
      );
    },
  });
}
