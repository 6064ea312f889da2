import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentDetail, ZPaymentNoRequest } from './payment-fields.ts';

export const path = 'saleorder/payment/cancel';

export const cancelPayment = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Cancels one of the caller's payments that has not settled (its orders stay unpaid and can be paid again); a paid one is refused (4307)",
  request: ZPaymentNoRequest,
  response: ZPaymentDetail,
});
