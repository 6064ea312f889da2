import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentNoRequest } from './payment-fields.ts';
import { ZRechargeOrder } from './take-recharge-order.ts';

export const path = 'userrechargeorder/payment/detail/query';

export const ZQueryRechargeDetailResponse = ZRechargeOrder.extend({
  /** The caller's wallet balance now (minor units). */
  balance: z.number().int(),
});
export type TQueryRechargeDetailResponse = z.infer<typeof ZQueryRechargeDetailResponse>;

export const queryRechargeDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's recharges, with the wallet balance now",
  request: ZPaymentNoRequest,
  response: ZQueryRechargeDetailResponse,
});
