import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import { callApi } from '../../shared/transport/call-api.ts';
import { CATEGORY_API } from '../catalogue/category-api.ts';
import { SHORTCUT_API } from './shortcut-api.ts';

const quiet = { autoShowError: false } as const;
export const CATEGORY_KEY = 'category';
export const GOODS_PAGE_SIZE = 20;

/** The goods filter of a list: price range on the lowest price (base-currency minor units) and attribute values. */
export interface GoodsSelection {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  attrValueIds: number[];
}

/** The selection as request fields: unset bounds are left out, values sorted (one cache entry per selection). */
export function selectionFields(s: GoodsSelection): { priceMin?: number; priceMax?: number; attrValueIds: number[] } {
  return {
    ...(s.priceMin !== undefined ? { priceMin: s.priceMin } : {}),
    ...(s.priceMax !== undefined ? { priceMax: s.priceMax } : {}),
    attrValueIds: [...new Set(s.attrValueIds)].sort((a, b) => a - b),
  };
}

export const categoryQueries = {
  tree: (lang: string) =>
    queryOptions({
      queryKey: [CATEGORY_KEY, lang, 'tree'],
      queryFn: ({ signal }) => callApi(CATEGORY_API.queryCategoryTree, { channel: 'mall' }, { ...quiet, signal }),
      staleTime: 5 * 60_000,
    }),
  children: (lang: string, parentId: number) =>
    queryOptions({
      queryKey: [CATEGORY_KEY, lang, 'children', parentId],
      queryFn: ({ signal }) => callApi(CATEGORY_API.queryCategoryChild, { parentId }, { ...quiet, signal }),
    }),
  /** A category with its ancestors (for titles and breadcrumbs), by the shortcut landing's head call. */
  head: (lang: string, categoryId: number) =>
    queryOptions({
      queryKey: [CATEGORY_KEY, lang, 'head', categoryId],
      queryFn: ({ signal }) => callApi(SHORTCUT_API.queryShortcutId, {}, { ...quiet, signal, params: { categoryId } }),
    }),
  filter: (lang: string, categoryId: number) =>
    queryOptions({
      queryKey: [CATEGORY_KEY, lang, 'filter', categoryId],
      queryFn: ({ signal }) => callApi(CATEGORY_API.queryCategoryGoodsFilter, { categoryId }, { ...quiet, signal }),
    }),
  filterBag: (lang: string, categoryId: number, selection: GoodsSelection) =>
    queryOptions({
      queryKey: [CATEGORY_KEY, lang, 'filter-bag', categoryId, selectionFields(selection)],
      queryFn: ({ signal }) => callApi(CATEGORY_API.queryCategoryGoodsFilterBag, { categoryId, ...selectionFields(selection) }, { ...quiet, signal }),
      placeholderData: keepPreviousData,
    }),
};

/** The key and the page reader of a category's goods list, for useGoodsPages. */
export function categoryGoods(lang: string, categoryId: number, sort: GoodsSort, selection: GoodsSelection = { attrValueIds: [] }) {
  const fields = selectionFields(selection);
  return {
    queryKey: [CATEGORY_KEY, lang, 'goods', categoryId, sort, fields] as const,
    fetchPage: (pageNum: number, signal: AbortSignal) =>
      callApi(CATEGORY_API.queryCategoryGoods, { categoryId, sort, pageNum, pageSize: GOODS_PAGE_SIZE, ...fields }, { ...quiet, signal }),
  };
}
