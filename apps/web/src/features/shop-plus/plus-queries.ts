import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { PLUS_API } from './plus-api.ts';

const PAGE_SIZE = 20;

export const plusKeys = {
  /** A shop's public membership settings. */
  shop: (shopId: number) => ['shop-plus', shopId] as const,
  /** The caller's membership and stored value at a shop. */
  mine: (shopId: number) => [...QUERY_ROOTS.user, 'shop-plus', shopId] as const,
  /** The caller's stored value at every shop. */
  allMine: () => [...QUERY_ROOTS.user, 'shop-plus', 'all'] as const,
  merchant: (shopId: number) => ['merchant', 'shop-plus', shopId] as const,
};

export const plusQueries = {
  benefit: (lang: Lang, shopId: number) =>
    queryOptions({ queryKey: [...plusKeys.shop(shopId), 'benefit', lang], queryFn: ({ signal }) => callApiForQuery(PLUS_API.benefit, { shopId }, { lang, signal, autoShowError: false }) }),
  denomination: (lang: Lang, shopId: number) =>
    queryOptions({ queryKey: [...plusKeys.shop(shopId), 'denomination'], queryFn: ({ signal }) => callApiForQuery(PLUS_API.denomination, { shopId }, { lang, signal, autoShowError: false }) }),
  balance: (lang: Lang, shopId: number) =>
    queryOptions({ queryKey: [...plusKeys.mine(shopId), 'balance'], queryFn: ({ signal }) => callApiForQuery(PLUS_API.balance, { shopId }, { lang, signal, autoShowError: false }) }),
  flow: (lang: Lang, shopId: number) =>
    infiniteQueryOptions({
      queryKey: [...plusKeys.mine(shopId), 'flow', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(PLUS_API.flow, { shopId, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  balances: (lang: Lang) =>
    queryOptions({ queryKey: [...plusKeys.allMine(), lang], queryFn: ({ signal }) => callApiForQuery(PLUS_API.balances, {}, { lang, signal, autoShowError: false }) }),
  merchant: (lang: Lang, shopId: number) =>
    queryOptions({ queryKey: [...plusKeys.merchant(shopId), lang], queryFn: ({ signal }) => callApiForQuery(PLUS_API.merchant, { shopId }, { lang, signal, autoShowError: false }) }),
};
