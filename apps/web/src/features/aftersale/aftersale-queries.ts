import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { AFTERSALE_API } from './aftersale-api.ts';

/** After-sales answers hang under the orders' root: a request changes its order's view, and an order's change its requests'. */
export const aftersaleKeys = {
  all: [...QUERY_ROOTS.orders, 'returns'] as const,
};

export const aftersaleQueries = {
  /** The shopper's requests, newest first, by keyset (the order list's return tab). */
  list: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...aftersaleKeys.all, 'list', lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(AFTERSALE_API.list, { pageSize: 10, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** One order as after-sales sees it: kinds allowed, units left per line, requests made. */
  byOrder: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...aftersaleKeys.all, 'order', orderId, lang],
      queryFn: ({ signal }) => callApiForQuery(AFTERSALE_API.byOrder, { orderId }, { lang, signal, autoShowError: false }),
      retry: false,
    }),
  detail: (lang: Lang, returnId: number) =>
    queryOptions({
      queryKey: [...aftersaleKeys.all, 'detail', returnId, lang],
      queryFn: ({ signal }) => callApiForQuery(AFTERSALE_API.detail, { returnId }, { lang, signal, autoShowError: false }),
      retry: false,
    }),
  reasons: (lang: Lang) =>
    queryOptions({
      queryKey: ['aftersale', 'reasons', lang],
      queryFn: ({ signal }) => callApiForQuery(AFTERSALE_API.dictionary, {}, { lang, signal, params: { code: 'return_reason' } }),
      staleTime: 60 * 60_000,
    }),
  companies: (lang: Lang) =>
    queryOptions({
      queryKey: ['aftersale', 'companies', lang],
      queryFn: ({ signal }) => callApiForQuery(AFTERSALE_API.companies, {}, { lang, signal }),
      staleTime: 60 * 60_000,
    }),
  /** A goods' SKUs, for an exchange's choice. */
  goods: (lang: Lang, goodsId: number) =>
    queryOptions({
      queryKey: ['aftersale', 'goods', goodsId, lang],
      queryFn: ({ signal }) => callApiForQuery(AFTERSALE_API.goods, { goodsId }, { lang, signal, autoShowError: false }),
    }),
};
