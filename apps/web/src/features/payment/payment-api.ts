import { path as cancelPath, type cancelPayment } from '@mall/contract/payment/cancel-payment';
import { path as createPath, type createPayment } from '@mall/contract/payment/create-payment';
import { path as executePath, type executePayment } from '@mall/contract/payment/execute-payment';
import { path as contextPath, type queryPaymentContext } from '@mall/contract/payment/query-payment-context';
import { path as detailPath, type queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { path as statusPath, type queryPaymentStatus } from '@mall/contract/payment/query-payment-status';
import { path as voucherPath, type submitPaymentVoucher } from '@mall/contract/payment/submit-payment-voucher';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import type { PayTarget } from './payment-paths.ts';

/** The shopper's payment calls (contract: packages/contract/src/payment). */
export const PAYMENT_API = {
  context: endpointRef<typeof queryPaymentContext>(contextPath),
  create: endpointRef<typeof createPayment>(createPath),
  execute: endpointRef<typeof executePayment>(executePath),
  cancel: endpointRef<typeof cancelPayment>(cancelPath),
  detail: endpointRef<typeof queryPaymentDetail>(detailPath),
  status: endpointRef<typeof queryPaymentStatus>(statusPath),
  voucher: endpointRef<typeof submitPaymentVoucher>(voucherPath),
} as const;

/** Queries about the logged-in shopper start with 'user' (dropped together at login and logout). */
export const PAYMENTS_KEY = ['user', 'payments'] as const;
/** The orders' own queries (features/order): a settled or cancelled payment changes them. */
export const ORDERS_KEY = ['user', 'orders'] as const;
/** The me tab's counts per order group (features/account). */
export const USER_CENTER_KEY = ['user', 'center'] as const;

/** Channel names and shop names come in the caller's language, so the language is part of the keys. */
export const paymentContextKey = (target: PayTarget, lang: string) => [...PAYMENTS_KEY, 'context', target, lang] as const;
export const paymentDetailKey = (paymentNo: string, lang: string) => [...PAYMENTS_KEY, 'detail', paymentNo, lang] as const;
export const paymentStatusKey = (paymentNo: string) => [...PAYMENTS_KEY, 'status', paymentNo] as const;
