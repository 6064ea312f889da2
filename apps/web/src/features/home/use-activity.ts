import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GoodsNewsKind } from '@mall/contract/catalogue/goods-news';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { homeQueries } from './home-queries.ts';

/** The activity page's banners, deals and latest news (one `activity/port` call). */
export function useActivityPort() {
  return useQuery(homeQueries.activityPort(useQueryLang()));
}

/** Goods news of one kind (or all), newest first, a page at a time. */
export function useGoodsNewsPages(kind: GoodsNewsKind | undefined) {
  return useInfiniteQuery(homeQueries.goodsNews(useQueryLang(), kind));
}
