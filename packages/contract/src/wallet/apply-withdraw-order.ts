import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { WITHDRAW_MAX_AMOUNT, ZWithdrawOrder, ZWithdrawRequestKey } from './withdraw-fields.ts';

export const path = 'userwithdraworder/apply';

export const ZApplyWithdrawOrderRequest = z.strictObject({
  /** Minor units: a whole number from the minimum (setting) to the balance, at most WITHDRAW_MAX_AMOUNT. */
  amount: z.number().int().positive().max(WITHDRAW_MAX_AMOUNT),
  requestKey: ZWithdrawRequestKey,
});
export type TApplyWithdrawOrderRequest = z.input<typeof ZApplyWithdrawOrderRequest>;

export const ZApplyWithdrawOrderResponse = ZWithdrawOrder.extend({
  /** The wallet's available balance and frozen amount after applying. */
  balance: z.number().int(),
  frozen: z.number().int(),
});
export type TApplyWithdrawOrderResponse = z.infer<typeof ZApplyWithdrawOrderResponse>;

export const applyWithdrawOrder = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Applies to withdraw from the caller's wallet to their receive account: the amount is frozen until the platform pays or rejects it. Under the minimum 4903, over the balance 4350, no receive account 4904; the same requestKey answers the same withdrawal (another amount: 4905)",
  request: ZApplyWithdrawOrderRequest,
  response: ZApplyWithdrawOrderResponse,
});
