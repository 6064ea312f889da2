import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { CHECKOUT_API } from './checkout-api.ts';
import type { CheckoutSource } from './checkout-source.ts';
import { ORDER_API } from './order-api.ts';
import type { OrderTab } from './order-paths.ts';

const PAGE_SIZE = 10;

/** Key prefixes of the checkout's queries, for invalidation and removal. */
export const orderKeys = {
  /** Every checkout (under `user`: dropped at login and logout). */
  checkouts: [...QUERY_ROOTS.user, 'checkout'] as const,
  /** Everything about one checkout (its detail and its coupons), in every language. */
  checkout: (checkoutId: number) => [...QUERY_ROOTS.user, 'checkout', checkoutId] as const,
  /** The shopper's coupons for one checkout, in every language. */
  checkoutCoupons: (checkoutId: number) => [...QUERY_ROOTS.user, 'checkout', checkoutId, 'coupons'] as const,
};

/**
 * The shopper's orders and checkouts, all under 'user' roots (dropped at login and logout). Titles, specs and area
 * names come in the caller's language, which ends every key.
 */
export const orderQueries = {
  /** One tab of the shopper's orders, newest first, a page at a time. */
  list: (lang: Lang, tab: Exclude<OrderTab, 'return'>) =>
    infiniteQueryOptions({
      queryKey: [...QUERY_ROOTS.orders, 'list', tab, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(ORDER_API.list, { ...(tab === 'all' ? {} : { group: tab }), pageNum: pageParam, pageSize: PAGE_SIZE }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** One of the shopper's orders in full. */
  detail: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.orders, 'detail', orderId, lang],
      queryFn: ({ signal }) => callApiForQuery(ORDER_API.detail, { orderId }, { lang, signal, autoShowError: false }),
      retry: false,
    }),
  /**
   * What sending the order to each address of the book would do. Keyed by the book's address ids too, so that an
   * address added from the popup is priced at once; fees follow the shop's templates, which can change, so each
   * opening asks again.
   */
  addressQuote: (lang: Lang, orderId: number, addressIds: readonly number[]) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.orders, 'address-quote', orderId, addressIds.join(','), lang],
      queryFn: ({ signal }) => callApiForQuery(ORDER_API.quoteAddress, { orderId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),

  /**
   * Opens the checkout a page's URL asks for (cart lines or buy-now). Opening makes a checkout on the server, so it
   * is never refetched, never retried on its own, and forgotten as soon as the page lets go of it. No abort signal:
   * leaving the page while the server opens the checkout must not make the next visit open another.
   */
  openCheckout: (lang: Lang, source: CheckoutSource) =>
    queryOptions({
      queryKey: [...orderKeys.checkouts, 'open', source, lang],
      queryFn: () => {
        if (source.kind === 'cart') return callApiForQuery(CHECKOUT_API.openCart, source.request, { lang, autoShowError: false });
        if (source.kind === 'onegoods') return callApiForQuery(CHECKOUT_API.openOneGoods, source.request, { lang, autoShowError: false });
        throw new Error('not a source that opens a checkout');
      },
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  /** A checkout already opened, priced again now. */
  checkout: (lang: Lang, checkoutId: number) =>
    queryOptions({
      queryKey: [...orderKeys.checkout(checkoutId), 'detail', lang],
      queryFn: ({ signal }) => callApiForQuery(CHECKOUT_API.detail, { checkoutId }, { lang, signal, autoShowError: false }),
      staleTime: 30_000,
      retry: 1,
    }),
  /** The shopper's coupons for a checkout, per shop and for the platform. */
  checkoutCoupons: (lang: Lang, checkoutId: number) =>
    queryOptions({
      queryKey: [...orderKeys.checkoutCoupons(checkoutId), lang],
      queryFn: ({ signal }) => callApiForQuery(CHECKOUT_API.coupons, { checkoutId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
};
