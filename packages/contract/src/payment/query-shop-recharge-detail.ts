import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentNoRequest } from './payment-fields.ts';
import { ZShopRechargeOrder } from './take-shop-recharge-order.ts';

export const path = 'usershoprechargeorder/payment/detail/query';

export const ZQueryShopRechargeDetailResponse = ZShopRechargeOrder.extend({
  /** The caller's stored value at the shop now (minor units). */
  balance: z.number().int(),
});
export type TQueryShopRechargeDetailResponse = z.infer<typeof ZQueryShopRechargeDetailResponse>;

export const queryShopRechargeDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's shop top-ups, with the stored value at that shop now",
  request: ZPaymentNoRequest,
  response: ZQueryShopRechargeDetailResponse,
});
