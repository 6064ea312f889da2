import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentDetail, ZPaymentNo } from './payment-fields.ts';

export const path = 'saleorder/payment/offline/voucher';

/** The transfer's proof: pictures uploaded with `resource/cos/upload` (their URLs), and a note. */
export const ZSubmitPaymentVoucherRequest = z.strictObject({
  paymentNo: ZPaymentNo,
  images: z.array(z.string().trim().min(1).max(500)).min(1).max(6),
  note: z.string().trim().max(200).default(''),
});
export type TSubmitPaymentVoucherRequest = z.input<typeof ZSubmitPaymentVoucherRequest>;

export const submitPaymentVoucher = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Sends the voucher of an offline transfer for one of the caller's pending offline payments: it waits for the shop's merchant (reviewing), and its orders wait with it",
  request: ZSubmitPaymentVoucherRequest,
  response: ZPaymentDetail,
});
