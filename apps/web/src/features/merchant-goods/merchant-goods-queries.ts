import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GOODS_STATUSES } from '@mall/contract/catalogue/goods-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_GOODS_API } from './merchant-goods-api.ts';

const PAGE_SIZE = 20;

export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** Key prefixes of the console's goods queries (under `user`: dropped at login and logout). */
export const merchantGoodsKeys = {
  all: [...QUERY_ROOTS.user, 'merchant-goods'] as const,
  list: [...QUERY_ROOTS.user, 'merchant-goods', 'list'] as const,
  detail: [...QUERY_ROOTS.user, 'merchant-goods', 'detail'] as const,
};

export const merchantGoodsQueries = {
  /** A shop's goods, newest first, one status (or all) and a title search, a keyset page at a time. */
  list: (lang: Lang, shopId: number, status: GoodsStatus | undefined, keyword: string) =>
    infiniteQueryOptions({
      queryKey: [...merchantGoodsKeys.list, shopId, status ?? 'all', keyword, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          MERCHANT_GOODS_API.list,
          { shopId, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(keyword ? { keyword } : {}), ...(pageParam ? { after: pageParam } : {}) },
          { lang, signal, autoShowError: false },
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** One goods as the editor needs it (never kept long: another staff member may edit it). */
  detail: (lang: Lang, goodsId: number) =>
    queryOptions({
      queryKey: [...merchantGoodsKeys.detail, goodsId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_GOODS_API.detail, { goodsId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
      gcTime: 60_000,
    }),
  /** The category tree of the shop's channel. */
  categories: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantGoodsKeys.all, 'categories', shopId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_GOODS_API.categories, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 10 * 60_000,
    }),
  /** The attributes of a category (those of its family) with their values. */
  categoryAttrs: (lang: Lang, categoryId: number) =>
    queryOptions({
      queryKey: [...merchantGoodsKeys.all, 'category-attrs', categoryId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_GOODS_API.categoryAttrs, { categoryId }, { lang, signal, autoShowError: false }),
      staleTime: 10 * 60_000,
    }),
};
