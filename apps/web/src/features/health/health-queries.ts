import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { HEALTH_API } from './health-api.ts';

const PAGE_SIZE = 10;
/** A shop's own medicines are read 50 at a time (the quote form lists them all). */
const SHOP_PAGE_SIZE = 50;

export const healthKeys = {
  public: ['health'] as const,
  mine: [...QUERY_ROOTS.user, 'health-demands'] as const,
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-health', shopId] as const,
  shopFacts: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-health-facts', shopId] as const,
};

export const healthQueries = {
  medicines: (lang: Lang, filter: { drugClass?: 'otc' | 'rx'; categoryId?: number; shopId?: number }) =>
    infiniteQueryOptions({
      queryKey: [...healthKeys.public, 'medicines', filter.drugClass ?? 'all', filter.categoryId ?? 0, filter.shopId ?? 0, lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(HEALTH_API.medicines, { ...filter, pageNum: pageParam, pageSize: filter.shopId ? SHOP_PAGE_SIZE : PAGE_SIZE }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    }),
  goods: (lang: Lang, goodsId: number) =>
    queryOptions({
      queryKey: [...healthKeys.public, 'goods', goodsId, lang],
      queryFn: ({ signal }) => callApiForQuery(HEALTH_API.goods, { goodsId }, { lang, signal, autoShowError: false }),
    }),
  mine: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...healthKeys.mine, lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(HEALTH_API.myDemands, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  shop: (lang: Lang, shopId: number) =>
    infiniteQueryOptions({
      queryKey: [...healthKeys.shop(shopId), lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(HEALTH_API.merchantDemands, { shopId, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  shopFacts: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...healthKeys.shopFacts(shopId), lang],
      queryFn: ({ signal }) => callApiForQuery(HEALTH_API.shopFacts, { shopId }, { lang, signal, autoShowError: false }),
    }),
};
