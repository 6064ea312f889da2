import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MerchantReviewTab } from '@mall/contract/catalogue/review-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_REVIEWS_API } from './merchant-reviews-api.ts';

const PAGE_SIZE = 10;

/** Key prefixes of the console's review lists (under `user`: dropped at login and logout). */
export const merchantReviewKeys = {
  /** Every tab of one shop's reviews, in every language: what a reply makes stale. */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-reviews', shopId] as const,
  /** A goods and what hangs on it (its review lists show the reply). */
  goods: (goodsId: number) => [...QUERY_ROOTS.goods, goodsId] as const,
};

export const merchantReviewQueries = {
  /** One tab of a shop's reviews, newest first, a keyset page at a time. */
  list: (lang: Lang, shopId: number, tab: MerchantReviewTab) =>
    infiniteQueryOptions({
      queryKey: [...merchantReviewKeys.shop(shopId), tab, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(MERCHANT_REVIEWS_API.query, { shopId, tab, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    }),
};
