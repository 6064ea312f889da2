import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryLogisticsCostsRequest } from '@mall/contract/shop/query-logistics-costs';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { GOODS_API } from './goods-api.ts';
import type { ReviewFilter } from './review-filters.ts';

const REVIEW_PAGE_SIZE = 10;

/** Where a delivery cost is asked for: one of the shopper's addresses, or an area picked by hand. */
export type DeliveryWhere = { addressId: number } | { area: NonNullable<TQueryLogisticsCostsRequest['area']> };

/** Key prefixes of the goods page's queries, for invalidation and cache updates. */
export const goodsKeys = {
  /** Everything about one goods. */
  goods: (goodsId: number) => [...QUERY_ROOTS.goods, goodsId] as const,
  /** The goods' page itself, in every language and for every caller. */
  detail: (goodsId: number) => [...QUERY_ROOTS.goods, goodsId, 'detail'] as const,
  /** The goods' review lists, under every filter. */
  reviews: (goodsId: number) => [...QUERY_ROOTS.goods, goodsId, 'reviews'] as const,
};

export const goodsQueries = {
  /**
   * One goods for its page, with the caller's wishlist and follow state (so the token is part of the key). Its body
   * is the one the server answers ahead for a visitor's first goods page (`#mall-answers`, taken by callApiForQuery).
   */
  detail: (lang: Lang, goodsId: number, token: string | undefined) =>
    queryOptions({
      queryKey: [...goodsKeys.detail(goodsId), token ?? '', lang],
      queryFn: ({ signal }) => callApiForQuery(GOODS_API.queryGoodsDetail, { goodsId }, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
    }),
  /** How many reviews each filter shows, and the good rate. */
  reviewStatistics: (lang: Lang, goodsId: number) =>
    queryOptions({
      queryKey: [...goodsKeys.goods(goodsId), 'review-statistics', lang],
      queryFn: ({ signal }) => callApiForQuery(GOODS_API.queryGoodsReviewStatistics, { goodsId }, { lang, signal, autoShowError: false }),
    }),
  /** Reviews of a goods under one filter, newest first, a page at a time; with the caller's helpful marks. */
  reviews: (lang: Lang, goodsId: number, filter: ReviewFilter, token: string | undefined) =>
    infiniteQueryOptions({
      queryKey: [...goodsKeys.reviews(goodsId), filter, token ?? '', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          GOODS_API.queryGoodsReviews,
          {
            goodsId,
            pageNum: pageParam,
            pageSize: REVIEW_PAGE_SIZE,
            ...(filter === 'pictures' ? { withPictures: true } : filter === 'all' ? {} : { rating: filter }),
          },
          { lang, signal, autoShowError: false, quietNotLoggedIn: true },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The delivery cost of a quantity of a goods (one SKU, or its default) to an address or area. */
  deliveryCost: (lang: Lang, goodsId: number, skuId: number | undefined, quantity: number, where: DeliveryWhere, token: string | undefined) =>
    queryOptions({
      queryKey: [...goodsKeys.goods(goodsId), 'delivery-cost', skuId ?? 0, quantity, where, token ?? '', lang],
      queryFn: ({ signal }) =>
        callApiForQuery(
          GOODS_API.queryLogisticsCosts,
          { goodsId, quantity, ...(skuId !== undefined ? { skuId } : {}), ...where },
          { lang, signal, autoShowError: false, quietNotLoggedIn: true },
        ),
      // Changing the quantity keeps the last cost on screen until the new one arrives, instead of a flicker.
      placeholderData: keepPreviousData,
    }),
};
