import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { TSearchGoodsResponse } from '@mall/contract/catalogue/search-goods';
import { callApi } from '../../shared/transport/call-api.ts';
import { goodsPaging } from './goods-feed.tsx';
import { SEARCH_API } from './search-api.ts';
import type { SearchState } from './search-state.ts';

const PAGE_SIZE = 20;
const SHOP_PAGE_SIZE = 10;
/** Trending terms and filters change slowly; they are not asked again while the shopper moves around. */
const FILTERS_STALE_MS = 5 * 60_000;

/** The goods of a search, a page at a time. */
export function useSearchGoodsPages(state: SearchState) {
  const { keyword, sort, categoryId, priceMin, priceMax, brands, attrValueIds } = state;
  const body = {
    keyword,
    sort,
    brands,
    attrValueIds,
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
  };
  return useInfiniteQuery<TSearchGoodsResponse, Error, InfiniteData<TSearchGoodsResponse, number>, QueryKey, number>({
    queryKey: ['search', 'goods', body],
    queryFn: ({ pageParam, signal }) =>
      callApi(SEARCH_API.searchGoods, { ...body, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: goodsPaging.initialPageParam,
    getNextPageParam: goodsPaging.getNextPageParam,
  });
}

/** The shops of a search, a page at a time. */
export function useSearchShopPages(keyword: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['search', 'shops', keyword],
    queryFn: ({ pageParam, signal }) =>
      callApi(SEARCH_API.searchGoodsShop, { keyword, pageNum: pageParam, pageSize: SHOP_PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** The filters of a keyword (and category), with the trending terms; the trending terms alone for no keyword. */
export function useSearchFilters(keyword: string, categoryId?: number, enabled = true) {
  const body = { keyword, ...(categoryId !== undefined ? { categoryId } : {}) };
  return useQuery({
    queryKey: ['search', 'filters', body],
    queryFn: ({ signal }) => callApi(SEARCH_API.getSearchFilters, body, { signal, autoShowError: false }),
    staleTime: FILTERS_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}
