import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { GROUPBUY_API } from './groupbuy-api.ts';

const PAGE_SIZE = 10;

export const groupbuyKeys = {
  public: ['groupbuy'] as const,
  mine: [...QUERY_ROOTS.user, 'groupbuy'] as const,
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-groupbuy', shopId] as const,
};

export const groupbuyQueries = {
  categories: (lang: Lang) =>
    queryOptions({
      queryKey: [...groupbuyKeys.public, 'categories', lang],
      queryFn: ({ signal }) => callApiForQuery(GROUPBUY_API.categories, {}, { lang, signal, autoShowError: false }),
    }),
  landing: (lang: Lang) =>
    queryOptions({
      queryKey: [...groupbuyKeys.public, 'landing', lang],
      queryFn: ({ signal }) => callApiForQuery(GROUPBUY_API.landing, { perCategory: 4 }, { lang, signal, autoShowError: false }),
    }),
  category: (lang: Lang, categoryId: number) =>
    infiniteQueryOptions({
      queryKey: [...groupbuyKeys.public, 'category', categoryId, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(GROUPBUY_API.categoryGoods, { categoryId, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  listing: (lang: Lang, id: number) =>
    queryOptions({
      queryKey: [...groupbuyKeys.public, 'listing', id, lang],
      queryFn: ({ signal }) => callApiForQuery(GROUPBUY_API.goods, { id }, { lang, signal, autoShowError: false }),
    }),
  /** The group buy of one of the shopper's orders; null when the order is not one. */
  order: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...groupbuyKeys.mine, 'order', orderId, lang],
      queryFn: ({ signal }) =>
        callApiForQuery(GROUPBUY_API.order, { orderId }, { lang, signal, autoShowError: false }).catch((err: unknown) => {
          if ((err as { code?: number }).code === 1004) return null;
          throw err;
        }),
      // The code comes with the payment, handled a moment after it: look again until it is there.
      refetchInterval: (q) => (q.state.data && q.state.data.code === null && !q.state.data.cancelled ? 2000 : false),
    }),
  merchantListings: (lang: Lang, shopId: number) =>
    infiniteQueryOptions({
      queryKey: [...groupbuyKeys.shop(shopId), 'listings', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(GROUPBUY_API.merchantListings, { shopId, pageSize: 20, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  pickupPoints: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...groupbuyKeys.shop(shopId), 'points', lang],
      queryFn: ({ signal }) => callApiForQuery(GROUPBUY_API.pickupPoints, { shopId }, { lang, signal, autoShowError: false }),
    }),
};
