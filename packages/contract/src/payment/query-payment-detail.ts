import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentDetail, ZPaymentNoRequest } from './payment-fields.ts';

export const path = 'saleorder/payment/detail/query';

export const queryPaymentDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's payments: channel, amount, status, its orders, the bank account and voucher of an offline transfer, refunds",
  request: ZPaymentNoRequest,
  response: ZPaymentDetail,
});
