import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { REVIEWS_API } from './reviews-api.ts';

const PAGE_SIZE = 10;

/** Key prefixes of the shopper's reviews (under `user`: dropped at login and logout), for invalidation. */
export const reviewKeys = {
  /** Everything about the shopper's reviews: what waits, what was published, in every language. */
  all: [...QUERY_ROOTS.user, 'reviews'] as const,
  /** A goods and what hangs on it (its page, its reviews and their figures), which a new review changes. */
  goods: (goodsId: number) => [...QUERY_ROOTS.goods, goodsId] as const,
};

export const reviewQueries = {
  /** The lines of received orders waiting for a review, latest received first, a page at a time. */
  pending: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...reviewKeys.all, 'pending', lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(REVIEWS_API.pending, { pageNum: pageParam, pageSize: PAGE_SIZE }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** One line waiting for a review (the publish page's header); an empty list when it waits no more. */
  pendingLine: (lang: Lang, orderItemId: number) =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'pending-line', orderItemId, lang],
      queryFn: ({ signal }) => callApiForQuery(REVIEWS_API.pending, { orderItemId, pageSize: 1 }, { lang, signal, autoShowError: false }),
    }),
  /** The shopper's published reviews, newest first, a page at a time. */
  reviewed: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...reviewKeys.all, 'reviewed', lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(REVIEWS_API.reviewed, { pageNum: pageParam, pageSize: PAGE_SIZE }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** One of the shopper's reviews in full. */
  review: (lang: Lang, reviewId: number) =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'review', reviewId, lang],
      queryFn: ({ signal }) => callApiForQuery(REVIEWS_API.reviewed, { reviewId, pageSize: 1 }, { lang, signal, autoShowError: false }),
    }),
  /** The shopper's reviews of an order's lines (its lines' ids, in the order's order), for the order's page. */
  ofLines: (lang: Lang, orderItemIds: readonly number[]) =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'of-lines', orderItemIds.join(','), lang],
      queryFn: ({ signal }) =>
        callApiForQuery(REVIEWS_API.reviewed, { orderItemIds: [...orderItemIds], pageSize: Math.min(50, orderItemIds.length) }, { lang, signal, autoShowError: false }),
    }),
};
