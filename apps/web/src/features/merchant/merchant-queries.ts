import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_API } from './merchant-api.ts';

/** Key prefixes of the merchant application's queries (under `user`: dropped at login and logout). */
export const merchantKeys = {
  application: [...QUERY_ROOTS.user, 'merchant-application'] as const,
  /** The console's answers about a shop (dashboard, orders, staff). */
  console: [...QUERY_ROOTS.user, 'merchant-console'] as const,
};

export const merchantQueries = {
  /** Whether the shopper applied to sell, and where it stands (the me tab's entry). */
  has: (lang: Lang) =>
    queryOptions({
      queryKey: [...merchantKeys.application, 'has', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.has, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
      staleTime: 0,
    }),
  /** The shopper's application with its documents (signed links that last ten minutes, so never kept long). */
  details: (lang: Lang) =>
    queryOptions({
      queryKey: [...merchantKeys.application, 'details', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.details, {}, { lang, signal, autoShowError: false }),
      staleTime: 0,
      gcTime: 5 * 60_000,
    }),
  /** The shops the shopper works for (an approved applicant's new shop). */
  useAccount: (lang: Lang) =>
    queryOptions({
      queryKey: [...merchantKeys.application, 'use-account', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.useAccount, {}, { lang, signal }),
      staleTime: 0,
    }),
  /** A shop's figures today, yesterday and over 7 or 30 days. */
  dashboard: (lang: Lang, shopId: number, days: 7 | 30) =>
    queryOptions({
      queryKey: [...merchantKeys.console, 'dashboard', shopId, days, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.dashboard, { shopId, days }, { lang, signal, autoShowError: false }),
      staleTime: 30_000,
    }),
  /** A shop's orders of one status (or all), optionally searched, a keyset page at a time. */
  shopOrders: (lang: Lang, shopId: number, status: OrderStatus | undefined, search: string) =>
    infiniteQueryOptions({
      queryKey: [...merchantKeys.console, 'orders', shopId, status ?? 'all', search, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          MERCHANT_API.shopOrders,
          { shopId, pageSize: 20, ...(status ? { status } : {}), ...(search ? { search } : {}), ...(pageParam ? { after: pageParam } : {}) },
          { lang, signal, autoShowError: false },
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    }),
  /** One order of the shop (its packing list). */
  shopOrder: (lang: Lang, shopId: number, orderId: number) =>
    queryOptions({
      queryKey: [...merchantKeys.console, 'order', shopId, orderId, lang],
      queryFn: async ({ signal }) => (await callApiForQuery(MERCHANT_API.shopOrders, { shopId, orderId, pageSize: 1 }, { lang, signal, autoShowError: false })).list[0] ?? null,
    }),
  /** The shop's bank transfers waiting for review. */
  reviewing: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantKeys.console, 'reviewing', shopId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.reviewing, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
  shippingCompanies: (lang: Lang) =>
    queryOptions({
      queryKey: ['logistics', 'shipping-companies', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.shippingCompanies, {}, { lang, signal }),
      staleTime: 10 * 60_000,
    }),
  /** The shop's owner and staff. */
  staff: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantKeys.console, 'staff', shopId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_API.staff, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
};
