import { useInfiniteQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { homeQueries } from './home-queries.ts';

/** The platform's recommended goods without end (the home page's feed and the cart's: one cache entry). */
export function useRecommendedGoodsPages() {
  return useInfiniteQuery(homeQueries.recommendGoods(useQueryLang()));
}
