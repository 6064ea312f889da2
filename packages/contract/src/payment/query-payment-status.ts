import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { PAYMENT_STATUSES, ZPaymentNoRequest } from './payment-fields.ts';

export const path = 'saleorder/payment/status/query';

export const ZQueryPaymentStatusResponse = z.object({
  paymentNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  isPayed: z.boolean(),
});
export type TQueryPaymentStatusResponse = z.infer<typeof ZQueryPaymentStatusResponse>;

export const queryPaymentStatus = defineEndpoint({
  path,
  access: 'user',
  summary: "The status of one of the caller's payments, cheap enough to poll while a QR code waits to be scanned",
  request: ZPaymentNoRequest,
  response: ZQueryPaymentStatusResponse,
});
