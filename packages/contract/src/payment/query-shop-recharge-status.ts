import { defineEndpoint } from '../platform/api.ts';
import { ZPaymentNoRequest } from './payment-fields.ts';
import { ZQueryRechargeStatusResponse } from './query-recharge-status.ts';

export const path = 'usershoprechargeorder/payment/status/query';

export const queryShopRechargeStatus = defineEndpoint({
  path,
  access: 'user',
  summary: "The status of one of the caller's shop top-ups, cheap enough to poll",
  request: ZPaymentNoRequest,
  response: ZQueryRechargeStatusResponse,
});
