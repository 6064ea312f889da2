import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@mall/contract/payment/payment-fields';
import type { TSubmitPaymentVoucherRequest } from '@mall/contract/payment/submit-payment-voucher';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { PAYMENT_API } from './payment-api.ts';
import { payTargetParam, paymentNoParam, type PayTarget } from './payment-paths.ts';
import { STATUS_POLL_MS, paymentKeys, paymentQueries } from './payment-queries.ts';

/** Everything the payment page shows for some orders; undefined target (a broken link) asks nothing. */
export function usePaymentContext(target: PayTarget | undefined) {
  const { token } = useSession();
  return useQuery({ ...paymentQueries.context(useQueryLang(), target ?? { orderId: 0 }), enabled: token !== undefined && target !== undefined });
}

/** One of the shopper's payments in full. */
export function usePaymentDetail(paymentNo: string | undefined) {
  const { token } = useSession();
  return useQuery({ ...paymentQueries.detail(useQueryLang(), paymentNo ?? ''), enabled: token !== undefined && paymentNo !== undefined });
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
    ...paymentQueries.status(useQueryLang(), paymentNo ?? '', pollMs),
    enabled: watching && token !== undefined && paymentNo !== undefined,
  });
  const seen = status.data?.status;
  useEffect(() => {
    if (seen !== undefined && shown !== undefined && seen !== shown) refreshAfterPayment(queryClient);
  }, [seen, shown, queryClient]);
  return seen;
}

/** A payment settled or was cancelled: whatever shows it, lists its orders or counts them is stale. */
export function refreshAfterPayment(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.contexts });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.details });
  void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
  void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
}

/** The transfer's voucher for an offline payment; the detail is replaced by the answer (now reviewing). */
export function useSubmitVoucher() {
  const lang = useQueryLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSubmitPaymentVoucherRequest) => callApi(PAYMENT_API.voucher, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(paymentQueries.detail(lang, detail.paymentNo).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
    },
  });
}
