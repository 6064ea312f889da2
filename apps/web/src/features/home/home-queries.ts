import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GoodsNewsKind } from '@mall/contract/catalogue/goods-news';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { HOME_API } from './home-api.ts';

/** Sections of pages show their own error and retry; a toast on top would say it twice. */
const quiet = { autoShowError: false } as const;

/**
 * The home page's queries (its sections, then recommended shops and goods), the activity page's and goods news'.
 * Catalogue texts come in the T-lang language, so every key ends with it (see shared/query/query-roots.ts). The first three bodies are
 * the ones the server answers ahead for a visitor's first screen (`#mall-answers`: apps/server
 * modules/catalogue/first-calls.ts); callApiForQuery takes those answers, so the bodies must stay the same.
 */
export const homeQueries = {
  topnav: (lang: Lang) =>
    queryOptions({
      queryKey: ['home', 'topnav', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryHomeTopnav, {}, { ...quiet, lang, signal }),
    }),
  banners: (lang: Lang, position: 'home' | 'category' | 'activity') =>
    queryOptions({
      queryKey: ['home', 'banners', position, lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryBanner, { position }, { ...quiet, lang, signal }),
    }),
  shortcuts: (lang: Lang) =>
    queryOptions({
      queryKey: ['home', 'shortcuts', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryHomeShortcut, { position: 'home' }, { ...quiet, lang, signal }),
    }),
  deals: (lang: Lang) =>
    queryOptions({
      queryKey: ['home', 'deals', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryLightningDeals, { limit: 10 }, { ...quiet, lang, signal }),
    }),
  groups: (lang: Lang) =>
    queryOptions({
      queryKey: ['home', 'groups', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryHomeGroup, {}, { ...quiet, lang, signal }),
    }),
  /** Shops the platform recommends (the home page's block below the first screen). */
  recommendShops: (lang: Lang) =>
    queryOptions({
      queryKey: ['home', 'recommend-shops', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryRecommendShops, { pageSize: 4 }, { ...quiet, lang, signal }),
    }),
  /** Recommended goods without end (the home page's feed, and the cart's). */
  recommendGoods: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: ['home', 'recommend-goods', lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(HOME_API.queryRecommendGoods, { pageNum: pageParam, pageSize: 20 }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),

  /** The activity page: its banners, the lightning deals live and upcoming, the latest goods news, in one call. */
  activityPort: (lang: Lang) =>
    queryOptions({
      queryKey: ['activity', 'port', lang],
      queryFn: ({ signal }) => callApiForQuery(HOME_API.queryActivityPort, { pageSize: 5, dealLimit: 20 }, { ...quiet, lang, signal }),
    }),
  /** Goods news, newest first, of one kind or all, a page at a time: `activity/port`'s news section (no other call has them). */
  goodsNews: (lang: Lang, kind: GoodsNewsKind | undefined) =>
    infiniteQueryOptions({
      queryKey: ['activity', 'news', kind ?? 'all', lang],
      queryFn: async ({ pageParam, signal }) => {
        const port = await callApiForQuery(
          HOME_API.queryActivityPort,
          { sections: ['news'], pageNum: pageParam, pageSize: 20, ...(kind ? { newsKind: kind } : {}) },
          { ...quiet, lang, signal },
        );
        return port.news!;
      },
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
};
