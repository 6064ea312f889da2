import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import type { TakeawayStage } from '@mall/contract/takeaway/takeaway-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { TAKEAWAY_API } from './takeaway-api.ts';

/** How often the order page asks where a takeaway order is, until it is delivered (polling, not a push). */
export const PROGRESS_POLL_MS = 3000;

type Point = { lat: number; lng: number } | undefined;

export const takeawayKeys = {
  /** Per caller (coupons say what the caller picked): dropped at login and logout. */
  root: [...QUERY_ROOTS.user, 'takeaway'] as const,
  console: (shopId: number) => [...QUERY_ROOTS.user, 'takeaway-console', shopId] as const,
};

export const takeawayQueries = {
  shop: (lang: Lang, shopId: number, at: Point) =>
    queryOptions({
      queryKey: [...takeawayKeys.root, 'shop', shopId, at?.lat ?? null, at?.lng ?? null, lang],
      queryFn: ({ signal }) => callApiForQuery(TAKEAWAY_API.shop, { shopId, ...(at ?? {}) }, { lang, signal, autoShowError: false }),
    }),
  shops: (lang: Lang, at: { lat: number; lng: number }) =>
    queryOptions({
      queryKey: [...takeawayKeys.root, 'shops', at.lat, at.lng, lang],
      queryFn: ({ signal }) => callApiForQuery(TAKEAWAY_API.shops, { ...at, limit: 30 }, { lang, signal, autoShowError: false }),
    }),
  /** Polled every few seconds until delivered: the page follows the shop's moves live. */
  progress: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...takeawayKeys.root, 'progress', orderId, lang],
      queryFn: ({ signal }) => callApiForQuery(TAKEAWAY_API.progress, { orderId }, { lang, signal, autoShowError: false }),
      refetchInterval: (q) => (q.state.data?.progress?.stage === 'delivered' ? false : PROGRESS_POLL_MS),
    }),
  settings: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...takeawayKeys.console(shopId), 'settings', lang],
      queryFn: ({ signal }) => callApiForQuery(TAKEAWAY_API.settings, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
  orders: (lang: Lang, shopId: number, stage: TakeawayStage) =>
    infiniteQueryOptions({
      queryKey: [...takeawayKeys.console(shopId), 'orders', stage, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(TAKEAWAY_API.orders, { shopId, stage, pageSize: 20, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: null as { acceptedAt: string; orderId: number } | null,
      getNextPageParam: (last) => {
        const tail = last.list.at(-1);
        return last.hasMore && tail ? { acceptedAt: tail.acceptedAt, orderId: tail.orderId } : undefined;
      },
      staleTime: 0,
    }),
};
