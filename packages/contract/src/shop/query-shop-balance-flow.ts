import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'user/shop/balance/query/flow';

export const ZQueryShopBalanceFlowRequest = z.strictObject({
  shopId: ZShopId,
  /** The `next` of the previous page; absent for the first. */
  after: z.string().max(20).optional(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type TQueryShopBalanceFlowRequest = z.input<typeof ZQueryShopBalanceFlowRequest>;

/** Why the stored value moved: a top-up, the shop's bonus on it, a payment, a refund. */
export const SHOP_BALANCE_CAUSES = ['shop_recharge', 'shop_recharge_bonus', 'payment', 'refund', 'other'] as const;

export const ZShopBalanceEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  cause: z.enum(SHOP_BALANCE_CAUSES),
  /** The number the cause refers to: the top-up's payment number, or the payment's for a payment or refund. */
  ref: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TShopBalanceEntry = z.infer<typeof ZShopBalanceEntry>;

export const ZQueryShopBalanceFlowResponse = z.object({
  balance: z.number().int(),
  list: z.array(ZShopBalanceEntry),
  next: z.string().nullable(),
});
export type TQueryShopBalanceFlowResponse = z.infer<typeof ZQueryShopBalanceFlowResponse>;

export const queryShopBalanceFlow = defineEndpoint({
  path,
  access: 'user',
  summary: "The entries of the caller's stored value at a shop, newest first, in keyset pages, each with its cause",
  request: ZQueryShopBalanceFlowRequest,
  response: ZQueryShopBalanceFlowResponse,
});
