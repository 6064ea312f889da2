import { z } from 'zod';
import { defineEndpoint, SHOP_RIGHTS, ZEmptyRequest } from '../platform/api.ts';

export const path = 'merchant/query/useaccount';

export const ZQueryUseAccountRequest = ZEmptyRequest;
export type TQueryUseAccountRequest = z.input<typeof ZQueryUseAccountRequest>;
/** The account a merchant signs in to the console with (this same account), and the shops it works for. */
export const ZQueryUseAccountResponse = z.object({
  /** The account's masked phone, or its email. */
  account: z.string(),
  isMerchant: z.boolean(),
  /** The shops the account works for, with what it may do in each (the owner may do everything). */
  shops: z.array(
    z.object({
      shopId: z.number().int(),
      name: z.string(),
      logo: z.string(),
      role: z.enum(['owner', 'staff']),
      rights: z.array(z.enum(SHOP_RIGHTS)),
      /** Set while the platform suspends the shop: when and why (the console's banner); the goods right is withheld meanwhile. */
      suspension: z.object({ at: z.string().describe('ISO 8601'), reason: z.string() }).nullable().optional(),
    }),
  ),
});
export type TQueryUseAccountResponse = z.infer<typeof ZQueryUseAccountResponse>;
export type TConsoleShop = TQueryUseAccountResponse['shops'][number];

export const queryUseAccount = defineEndpoint({
  path,
  access: 'user',
  summary: 'The account the caller signs in to the merchant console with, whether it sells, and the shops it works for',
  request: ZQueryUseAccountRequest,
  response: ZQueryUseAccountResponse,
});
