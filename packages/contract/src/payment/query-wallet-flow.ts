import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

export const path = 'user/wallet/query/flow';

/**
 * Why the wallet moved: a payment, a refund, a recharge, the opening (register gift), a withdrawal applied (its
 * amount frozen), a withdrawal rejected or not paid (unfrozen), or another cause of the ledger.
 */
export const WALLET_CAUSES = ['payment', 'refund', 'recharge', 'wallet_opening', 'withdraw', 'withdraw_release', 'other'] as const;

export const ZWalletEntry = z.object({
  id: z.number().int(),
  /** Minor units, signed: credits positive. */
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  cause: z.enum(WALLET_CAUSES),
  /** The order numbers a payment or refund was for; the payment number of a recharge. */
  refs: z.array(z.string()),
  createdAt: z.string().describe('ISO 8601'),
});
export type TWalletEntry = z.infer<typeof ZWalletEntry>;

export const ZQueryWalletFlowResponse = keysetPageOf(ZWalletEntry).extend({
  balance: z.number().int(),
  /** Held for withdrawals under way (the shopper's frozen account of the ledger). */
  frozen: z.number().int(),
});
export type TQueryWalletFlowResponse = z.infer<typeof ZQueryWalletFlowResponse>;

export const queryWalletFlow = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's wallet: balance, frozen amount and its entries newest first with their causes (keyset pages)",
  request: z.strictObject({ ...ZKeysetRequest.shape }),
  response: ZQueryWalletFlowResponse,
});
