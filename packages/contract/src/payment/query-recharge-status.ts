import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { PAYMENT_STATUSES, ZPaymentNoRequest } from './payment-fields.ts';

export const path = 'userrechargeorder/payment/status/query';

export const ZQueryRechargeStatusResponse = z.object({
  paymentNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  isPayed: z.boolean(),
});
export type TQueryRechargeStatusResponse = z.infer<typeof ZQueryRechargeStatusResponse>;

export const queryRechargeStatus = defineEndpoint({
  path,
  access: 'user',
  summary: "The status of one of the caller's recharges, cheap enough to poll",
  request: ZPaymentNoRequest,
  response: ZQueryRechargeStatusResponse,
});
