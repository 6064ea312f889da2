import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { catalogueQueries } from './catalogue-queries.ts';
import type { SearchState } from './search-state.ts';

/** The goods of a search, a page at a time. */
export function useSearchGoodsPages(state: SearchState) {
  return useInfiniteQuery(catalogueQueries.searchGoods(useQueryLang(), state));
}

/** The shops of a search, a page at a time. */
export function useSearchShopPages(keyword: string, enabled: boolean) {
  return useInfiniteQuery({ ...catalogueQueries.searchShops(useQueryLang(), keyword), enabled });
}

/** The filters of a keyword (and category), with the trending terms; the trending terms alone for no keyword. */
export function useSearchFilters(keyword: string, categoryId?: number, enabled = true) {
  return useQuery({ ...catalogueQueries.searchFilters(useQueryLang(), keyword, categoryId), enabled });
}
