import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@mall/contract/payment/payment-fields';
import type { TSubmitPaymentVoucherRequest } from '@mall/contract/payment/submit-payment-voucher';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ORDERS_KEY, PAYMENT_API, PAYMENTS_KEY, USER_CENTER_KEY, paymentContextKey, paymentDetailKey, paymentStatusKey } from './payment-api.ts';
import { payTargetParam, paymentNoParam, type PayTarget } from './payment-paths.ts';

/** How often a waiting page asks whether its payment settled (a QR code waiting for its scan, spec of the brief). */
export const STATUS_POLL_MS = 2000;

/** Statuses after which a payment no longer changes by itself. */
export function isFinalStatus(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'cancelled' || status === 'failed';
}

/** Everything the payment page shows for some orders; undefined target (a broken link) asks nothing. */
export function usePaymentContext(target: PayTarget | undefined) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: paymentContextKey(target ?? { orderId: 0 }, i18n.language),
    queryFn: ({ signal }) => callApi(PAYMENT_API.context, target ?? { orderId: 0 }, { signal, autoShowError: false }),
    enabled: token !== undefined && target !== undefined,
    retry: false,
    // Balances and open payments change elsewhere (another tab paid): always ask again on coming back.
    staleTime: 0,
  });
}

/** One of the shopper's payments in full. */
export function usePaymentDetail(paymentNo: string | undefined) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: paymentDetailKey(paymentNo ?? '', i18n.language),
    queryFn: ({ signal }) => callApi(PAYMENT_API.detail, { paymentNo: paymentNo ?? '' }, { signal, autoShowError: false }),
    enabled: token !== undefined && paymentNo !== undefined,
    retry: false,
  });
}

/**
 * The payment a page is about, from its query: `?paymentNo=` (undefined when malformed), the orders it pays for
 * the way back (`?checkoutNumber=` / `?orderId=`), and the payment's detail.
 */
export function usePagePayment(query: Readonly<Record<string, string | undefined>>) {
  const paymentNo = paymentNoParam(query.paymentNo);
  const target = payTargetParam(query);
  const detail = usePaymentDetail(paymentNo);
  return { paymentNo, target, detail, payment: detail.data };
}

/**
 * Follows a payment that may still move (a QR code waiting for its scan, a voucher waiting for the merchant): its
 * cheap status every `pollMs` while `watching`; when it differs from what the page shows (`shown`), the detail,
 * the orders and the me tab's counts are fetched again. Resolves to the latest status seen.
 */
export function useWatchPayment(paymentNo: string | undefined, shown: PaymentStatus | undefined, watching: boolean, pollMs = STATUS_POLL_MS) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: paymentStatusKey(paymentNo ?? ''),
    queryFn: ({ signal }) => callApi(PAYMENT_API.status, { paymentNo: paymentNo ?? '' }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: watching && token !== undefined && paymentNo !== undefined,
    refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.status) ? false : pollMs),
    // A poll that failed (no network for a moment) is simply asked again on the next tick.
    retry: false,
    staleTime: 0,
  });
  const seen = status.data?.status;
  useEffect(() => {
    if (seen !== undefined && shown !== undefined && seen !== shown) refreshAfterPayment(queryClient);
  }, [seen, shown, queryClient]);
  return seen;
}

/** A payment settled or was cancelled: whatever shows it, lists its orders or counts them is stale. */
export function refreshAfterPayment(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'context'] });
  void queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'detail'] });
  void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  void queryClient.invalidateQueries({ queryKey: USER_CENTER_KEY });
}

/** The transfer's voucher for an offline payment; the detail is replaced by the answer (now reviewing). */
export function useSubmitVoucher() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSubmitPaymentVoucherRequest) => callApi(PAYMENT_API.voucher, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(paymentDetailKey(detail.paymentNo, i18n.language), detail);
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
