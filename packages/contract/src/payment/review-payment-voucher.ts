import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentDetail, ZPaymentNo } from './payment-fields.ts';

export const path = 'merchant/payment/offline/review';

/** The merchant's answer: approve (the money arrived: the payment settles) or refuse with a reason the shopper sees. */
export const ZReviewPaymentVoucherRequest = z.strictObject({
  paymentNo: ZPaymentNo,
  approve: z.boolean(),
  note: z.string().trim().max(200).default(''),
});
export type TReviewPaymentVoucherRequest = z.input<typeof ZReviewPaymentVoucherRequest>;

export const reviewPaymentVoucher = defineEndpoint({
  path,
  access: 'merchant',
  right: 'finance',
  summary:
    "A merchant approves or refuses the voucher of an offline payment of one of their shops' orders; approving settles it once",
  request: ZReviewPaymentVoucherRequest,
  response: ZPaymentDetail,
});
