import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { INVOICE_API } from './invoice-api.ts';

/** The shopper's invoices and saved titles (under `user`: dropped at login and logout). */
export const invoiceKeys = {
  all: [...QUERY_ROOTS.user, 'invoices'] as const,
  order: (orderId: number) => [...QUERY_ROOTS.user, 'invoices', 'order', orderId] as const,
  titles: [...QUERY_ROOTS.user, 'invoices', 'titles'] as const,
};

export const invoiceQueries = {
  /**
   * An order's invoice and credit notes (newest first). Not kept: an issued one carries a PDF link that works for ten
   * minutes, so the page asks again each time it opens.
   */
  ofOrder: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...invoiceKeys.order(orderId), lang],
      queryFn: ({ signal }) => callApiForQuery(INVOICE_API.query, { orderId, pageSize: 50 }, { lang, signal, autoShowError: false }),
      staleTime: 0,
      retry: false,
    }),
  /** The shopper's saved titles, most recently used first. */
  titles: (lang: Lang) =>
    queryOptions({
      queryKey: [...invoiceKeys.titles, lang],
      queryFn: ({ signal }) => callApiForQuery(INVOICE_API.templates, {}, { lang, signal, autoShowError: false }),
    }),
};
