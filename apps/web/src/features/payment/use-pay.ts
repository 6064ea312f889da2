import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import type { TExecutePaymentRequest } from '@mall/contract/payment/execute-payment';
import type { PayChannel } from '@mall/contract/payment/payment-fields';
import { isApiError } from '../../shared/transport/api-error.ts';
import { callApi, paymentCancelledError } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { attemptKeys, sessionKeyStore } from './attempt-keys.ts';
import { payOnce } from './pay-attempt.ts';
import { PAYMENT_API } from './payment-api.ts';
import { cancelPaymentPath, offlinePaymentPath, paymentDetailPath, scanPaymentPath, type PayTarget } from './payment-paths.ts';
import { refreshAfterPayment } from './use-payments.ts';
import { scanPackageStore } from './scan-link.ts';

const keyStore = sessionKeyStore();
const keys = attemptKeys(keyStore);
/** The packages of scan payments started in this tab, for the owner's QR code (scan-link.ts). */
export const scanPackages = scanPackageStore(keyStore);

/**
 * The payment page's "Pay" (pay-attempt.ts does the calls) and where each outcome leads: the result, the QR code,
 * the bank transfer, or staying (a refusal the transport showed; wxpay and alipay answer "channel not
 * configured"). `openPaymentNo` names a payment made but not confirmed: leaving then asks whether to give it up.
 */
export function usePay(target: PayTarget | undefined) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [openPaymentNo, setOpenPaymentNo] = useState<string>();
  // A ref as well as the state: two taps in the same frame both see busy === false.
  const inFlight = useRef(false);

  const pay = async (orderIds: readonly number[], payChannel: PayChannel): Promise<void> => {
    if (inFlight.current || orderIds.length === 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await payOnce(
        { keys, create: (request) => callApi(PAYMENT_API.create, request), execute: (request) => callApi(PAYMENT_API.execute, request) },
        orderIds,
        payChannel,
      );
      switch (outcome.kind) {
        case 'notCreated':
          return;
        case 'settled':
          setOpenPaymentNo(undefined);
          refreshAfterPayment(queryClient);
          void navigate(paymentDetailPath(outcome.paymentNo, target), { replace: true });
          return;
        case 'unconfirmed':
          setOpenPaymentNo(outcome.open ? outcome.paymentNo : undefined);
          if (!outcome.open) refreshAfterPayment(queryClient);
          return;
        case 'scan':
          scanPackages.save(outcome.paymentNo, outcome.pack);
          void navigate(scanPaymentPath(outcome.paymentNo, target));
          return;
        case 'offline':
          void navigate(offlinePaymentPath(outcome.paymentNo, target));
          return;
        case 'native':
          setOpenPaymentNo(outcome.paymentNo);
          showToast(t('pay.nativeUnavailable'));
          return;
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { pay, busy, openPaymentNo };
}

/**
 * Confirms a scan payment from the package its QR code carries (another phone, logged in or not: the signature is the
 * proof). The page shows the refusal itself.
 */
export function confirmScanPayment(paymentNo: string, pack: Omit<TExecutePaymentRequest, 'paymentNo'>) {
  return callApi(PAYMENT_API.execute, { paymentNo, ...pack }, { autoShowError: false, quietNotLoggedIn: true });
}

/**
 * Giving up an open payment, after the shopper confirms "Give up paying?": `payment/cancel`, the -800 toast of
 * spec 8, then the cancelled page. A payment that settled meanwhile (4307) goes to its result instead.
 */
export function useGiveUpPayment(target: PayTarget | undefined) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const giveUp = async (paymentNo: string): Promise<boolean> => {
    const ok = await confirmDialog({ title: t('giveUp.title'), content: t('giveUp.content'), confirmText: t('giveUp.confirm'), cancelText: t('giveUp.keep') });
    if (!ok) return false;
    setBusy(true);
    try {
      const cancelled = await callApi(PAYMENT_API.cancel, { paymentNo }, { autoShowError: false });
      // That attempt is over: paying these orders again makes a new payment.
      keys.forget(
        cancelled.orders.map((o) => o.orderId),
        cancelled.payChannel,
      );
    } catch (error) {
      refreshAfterPayment(queryClient);
      if (isApiError(error) && error.code === CODE.PAYMENT_ALREADY_PAID) void navigate(paymentDetailPath(paymentNo, target), { replace: true });
      else if (isApiError(error)) showToast(error.message);
      return false;
    } finally {
      setBusy(false);
    }
    scanPackages.forget(paymentNo);
    refreshAfterPayment(queryClient);
    paymentCancelledError();
    void navigate(cancelPaymentPath(paymentNo, target), { replace: true });
    return true;
  };

  return { giveUp, busy };
}
