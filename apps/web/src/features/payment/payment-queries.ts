import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import type { PaymentStatus } from '@mall/contract/payment/payment-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { PAYMENT_API } from './payment-api.ts';
import type { PayTarget } from './payment-paths.ts';

/** How often a waiting page asks whether its payment settled (a QR code waiting for its scan). */
export const STATUS_POLL_MS = 2000;

/** Statuses after which a payment no longer changes by itself. */
export function isFinalStatus(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'cancelled' || status === 'failed';
}

/** Key prefixes of the payment queries, for invalidation. */
export const paymentKeys = {
  /** Every payment query (under `user`: dropped at login and logout). */
  payments: [...QUERY_ROOTS.user, 'payments'] as const,
  /** What every payment page shows for some orders, in every language. */
  contexts: [...QUERY_ROOTS.user, 'payments', 'context'] as const,
  /** Every payment's detail, in every language. */
  details: [...QUERY_ROOTS.user, 'payments', 'detail'] as const,
};

/** The shopper's payments, under 'user' (dropped at login and logout); channel and shop names follow the language. */
export const paymentQueries = {
  /** Everything the payment page shows for some orders. Balances and open payments change elsewhere: always asked again. */
  context: (lang: Lang, target: PayTarget) =>
    queryOptions({
      queryKey: [...paymentKeys.contexts, target, lang],
      queryFn: ({ signal }) => callApiForQuery(PAYMENT_API.context, target, { lang, signal, autoShowError: false }),
      retry: false,
      staleTime: 0,
    }),
  /** One of the shopper's payments in full. */
  detail: (lang: Lang, paymentNo: string) =>
    queryOptions({
      queryKey: [...paymentKeys.details, paymentNo, lang],
      queryFn: ({ signal }) => callApiForQuery(PAYMENT_API.detail, { paymentNo }, { lang, signal, autoShowError: false }),
      retry: false,
    }),
  /** A payment's cheap status, polled every `pollMs` until it is final; a failed poll is simply asked again next tick. */
  status: (lang: Lang, paymentNo: string, pollMs: number) =>
    queryOptions({
      queryKey: [...paymentKeys.payments, 'status', paymentNo, lang],
      queryFn: ({ signal }) => callApiForQuery(PAYMENT_API.status, { paymentNo }, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
      refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.status) ? false : pollMs),
      retry: false,
      staleTime: 0,
    }),
};
