import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { CART_API } from './cart-api.ts';

/**
 * The cart's queries, all under QUERY_ROOTS.cart: under 'user', so logging in or out drops them, and one invalidation
 * after a change refreshes the lines, the badge and the delivery fees together.
 */
export const cartQueries = {
  /** The logged-in shopper's cart (titles and specs are translated by the server). */
  lines: (lang: Lang) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.cart, 'lines', lang],
      queryFn: ({ signal }) => callApiForQuery(CART_API.query, {}, { lang, signal, autoShowError: false }),
    }),
  /** What delivering the picked lines to the shopper's default address costs, per shop (the bottom bar's hint). */
  deliveryFee: (lang: Lang) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.cart, 'delivery-fee', lang],
      queryFn: ({ signal }) => callApiForQuery(CART_API.deliveryFee, {}, { lang, signal, autoShowError: false }),
    }),
  /**
   * How many lines the cart holds (the cart tab's badge, the goods page's cart icon). Asked in the background:
   * failures show nothing, an expired login only clears the session.
   */
  count: (lang: Lang) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.cart, 'count', lang],
      queryFn: ({ signal }) => callApiForQuery(CART_API.count, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
      staleTime: 10_000,
      retry: false,
    }),
};
