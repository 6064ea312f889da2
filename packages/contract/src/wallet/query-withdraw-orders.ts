import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZWithdrawOrder, ZWithdrawRules } from './withdraw-fields.ts';

export const path = 'userwithdraworder/query';

export const ZQueryWithdrawOrdersRequest = z.strictObject({ ...ZKeysetRequest.shape });
export type TQueryWithdrawOrdersRequest = z.input<typeof ZQueryWithdrawOrdersRequest>;

export const ZQueryWithdrawOrdersResponse = keysetPageOf(ZWithdrawOrder).extend({
  /** The wallet's available balance and the amount frozen by withdrawals under way (minor units). */
  balance: z.number().int(),
  frozen: z.number().int(),
  /** The caller's receive account ('' when not set: applying needs one). */
  receiveAccount: z.string(),
  rules: ZWithdrawRules,
});
export type TQueryWithdrawOrdersResponse = z.infer<typeof ZQueryWithdrawOrdersResponse>;

export const queryWithdrawOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's withdrawals newest first (keyset pages), with the balance, frozen amount, receive account and the rules",
  request: ZQueryWithdrawOrdersRequest,
  response: ZQueryWithdrawOrdersResponse,
});
