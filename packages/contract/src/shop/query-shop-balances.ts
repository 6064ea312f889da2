import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'user/shop/balance/query/multishop';

export const ZShopBalanceRow = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: z.string().nullable(),
  balance: z.number().int(),
  joinedAt: z.string().nullable().describe('ISO 8601'),
});

export const ZQueryShopBalancesResponse = z.object({ list: z.array(ZShopBalanceRow) });
export type TQueryShopBalancesResponse = z.infer<typeof ZQueryShopBalancesResponse>;

export const queryShopBalances = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's memberships and stored value at every shop where they are a member or hold a balance",
  request: z.strictObject({}),
  response: ZQueryShopBalancesResponse,
});
