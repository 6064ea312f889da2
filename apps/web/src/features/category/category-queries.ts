import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ShortcutPosition } from '@mall/contract/catalogue/catalogue-kinds';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { CATEGORY_API } from './category-api.ts';
import { SHORTCUT_API } from './shortcut-api.ts';

/** Sections of pages show their own error and retry; a toast on top would say it twice. */
const quiet = { autoShowError: false } as const;
const GOODS_PAGE_SIZE = 20;

/** The goods filter of a list: price range on the lowest price (base-currency minor units) and attribute values. */
export interface GoodsSelection {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  attrValueIds: number[];
}

/** The selection as request fields: unset bounds are left out, values sorted (one cache entry per selection). */
function selectionFields(s: GoodsSelection): { priceMin?: number; priceMax?: number; attrValueIds: number[] } {
  return {
    ...(s.priceMin !== undefined ? { priceMin: s.priceMin } : {}),
    ...(s.priceMax !== undefined ? { priceMax: s.priceMax } : {}),
    attrValueIds: [...new Set(s.attrValueIds)].sort((a, b) => a - b),
  };
}

/** Which landing: a category's, a page position's category icons, or a home shortcut group's. */
export type Landing = { categoryId: number } | { position: ShortcutPosition } | { groupId: number };
const landingKey = (landing: Landing) => ('categoryId' in landing ? `c${landing.categoryId}` : 'groupId' in landing ? `g${landing.groupId}` : `p${landing.position}`);

/**
 * The category pages' and the shortcut landings' queries. Catalogue texts come in the T-lang language, so every key
 * ends with it (see shared/query/query-roots.ts).
 */
export const categoryQueries = {
  tree: (lang: Lang) =>
    queryOptions({
      queryKey: ['category', 'tree', lang],
      queryFn: ({ signal }) => callApiForQuery(CATEGORY_API.queryCategoryTree, { channel: 'mall' }, { ...quiet, lang, signal }),
      staleTime: 5 * 60_000,
    }),
  children: (lang: Lang, parentId: number) =>
    queryOptions({
      queryKey: ['category', 'children', parentId, lang],
      queryFn: ({ signal }) => callApiForQuery(CATEGORY_API.queryCategoryChild, { parentId }, { ...quiet, lang, signal }),
    }),
  /** A category with its ancestors (for titles and breadcrumbs), by the shortcut landing's head call. */
  head: (lang: Lang, categoryId: number) =>
    queryOptions({
      queryKey: ['category', 'head', categoryId, lang],
      queryFn: ({ signal }) => callApiForQuery(SHORTCUT_API.queryShortcutId, {}, { ...quiet, lang, signal, params: { categoryId } }),
    }),
  filter: (lang: Lang, categoryId: number) =>
    queryOptions({
      queryKey: ['category', 'filter', categoryId, lang],
      queryFn: ({ signal }) => callApiForQuery(CATEGORY_API.queryCategoryGoodsFilter, { categoryId }, { ...quiet, lang, signal }),
    }),
  filterBag: (lang: Lang, categoryId: number, selection: GoodsSelection) =>
    queryOptions({
      queryKey: ['category', 'filter-bag', categoryId, selectionFields(selection), lang],
      queryFn: ({ signal }) => callApiForQuery(CATEGORY_API.queryCategoryGoodsFilterBag, { categoryId, ...selectionFields(selection) }, { ...quiet, lang, signal }),
      placeholderData: keepPreviousData,
    }),
  /** A category's goods under a sort and a filter, a page at a time. */
  goods: (lang: Lang, categoryId: number, sort: GoodsSort, selection: GoodsSelection) => {
    const fields = selectionFields(selection);
    return infiniteQueryOptions({
      queryKey: ['category', 'goods', categoryId, sort, fields, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(CATEGORY_API.queryCategoryGoods, { categoryId, sort, pageNum: pageParam, pageSize: GOODS_PAGE_SIZE, ...fields }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    });
  },

  /** A home shortcut panel's head (title, subtitle, picture). */
  shortcutGroup: (lang: Lang, groupId: number) =>
    queryOptions({
      queryKey: ['shortcut', `g${groupId}`, 'head', lang],
      queryFn: ({ signal }) => callApiForQuery(SHORTCUT_API.queryGroupidShortcut, { groupId }, { ...quiet, lang, signal }),
    }),
  /** The categories of a landing (its icons and chips). */
  landingCategories: (lang: Lang, landing: Landing) =>
    queryOptions({
      queryKey: ['shortcut', landingKey(landing), 'categories', lang],
      queryFn: ({ signal }) => callApiForQuery(SHORTCUT_API.queryShortcutCategory, landing, { ...quiet, lang, signal }),
    }),
  /** The landing's featured shops, each with its best sellers there. */
  landingFeatured: (lang: Lang, landing: Landing) =>
    queryOptions({
      queryKey: ['shortcut', landingKey(landing), 'featured', lang],
      queryFn: ({ signal }) => callApiForQuery(SHORTCUT_API.queryShortcutCategoryShopsGoods, { ...landing, pageSize: 3, goodsLimit: 3 }, { ...quiet, lang, signal }),
    }),
  /** Every shop of a landing (or of one of its categories), a page at a time. */
  landingShops: (lang: Lang, landing: Landing, subCategoryId: number | undefined) =>
    infiniteQueryOptions({
      queryKey: ['shortcut', landingKey(landing), 'shops', subCategoryId ?? 0, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          SHORTCUT_API.queryShortcutCategoryShops,
          { ...landing, ...(subCategoryId ? { subCategoryId } : {}), pageNum: pageParam, pageSize: 20 },
          { ...quiet, lang, signal },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** Every goods of a landing (or of one of its categories) under a sort, a page at a time. */
  landingGoods: (lang: Lang, landing: Landing, subCategoryId: number | undefined, sort: GoodsSort) =>
    infiniteQueryOptions({
      queryKey: ['shortcut', landingKey(landing), 'goods', subCategoryId ?? 0, sort, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          SHORTCUT_API.queryShortcutCategoryGoods,
          { ...landing, ...(subCategoryId ? { subCategoryId } : {}), sort, pageNum: pageParam, pageSize: GOODS_PAGE_SIZE },
          { ...quiet, lang, signal },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
};
