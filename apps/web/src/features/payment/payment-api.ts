import { path as cancelPath, type cancelPayment } from '@mall/contract/payment/cancel-payment';
import { path as createPath, type createPayment } from '@mall/contract/payment/create-payment';
import { path as executePath, type executePayment } from '@mall/contract/payment/execute-payment';
import { path as contextPath, type queryPaymentContext } from '@mall/contract/payment/query-payment-context';
import { path as detailPath, type queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { path as statusPath, type queryPaymentStatus } from '@mall/contract/payment/query-payment-status';
import { path as voucherPath, type submitPaymentVoucher } from '@mall/contract/payment/submit-payment-voucher';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

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
