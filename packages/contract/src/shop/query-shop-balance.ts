import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPlusShopRequest } from './shop-plus-fields.ts';

export const path = 'user/shop/balance';

export const ZQueryShopBalanceResponse = z.object({
  shopId: z.number().int(),
  member: z.boolean(),
  /** The caller's stored value at the shop (minor units): the sum of its ledger entries. */
  balance: z.number().int(),
});
export type TQueryShopBalanceResponse = z.infer<typeof ZQueryShopBalanceResponse>;

export const queryShopBalance = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's stored value at a shop",
  request: ZPlusShopRequest,
  response: ZQueryShopBalanceResponse,
});
