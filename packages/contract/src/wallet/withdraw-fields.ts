import { z } from 'zod';
import { ZRequestKey } from '../platform/request-key.ts';

/** The most one withdrawal may take from the wallet: 50 000.00 in minor units (also bounded by the balance). */
export const WITHDRAW_MAX_AMOUNT = 5_000_000;

/**
 * A withdrawal moves applied → paying → paid, or applied → rejected (the platform refused it), or paying → failed
 * (the payout provider refused it). Applying freezes the amount; rejected and failed give it back.
 */
export const WITHDRAW_STATES = ['applied', 'paying', 'paid', 'rejected', 'failed'] as const;
export const ZWithdrawState = z.enum(WITHDRAW_STATES);
export type TWithdrawState = z.infer<typeof ZWithdrawState>;

export const ZWithdrawRequestKey = ZRequestKey;

/** The rules of withdrawing (platform setting `wallet.withdraw`, with defaults): all amounts in minor units. */
export const ZWithdrawRules = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** The fee is `feeFixed + floor(amount × feePerMille / 1000)`, taken from the amount: the net is paid out. */
  feeFixed: z.number().int(),
  feePerMille: z.number().int(),
});
export type TWithdrawRules = z.infer<typeof ZWithdrawRules>;

/** The fee of a withdrawal of `amount` under `rules` (taken from the amount). */
export function withdrawFee(amount: number, rules: Pick<TWithdrawRules, 'feeFixed' | 'feePerMille'>): number {
  return rules.feeFixed + Math.floor((amount * rules.feePerMille) / 1000);
}

export const ZWithdrawOrder = z.object({
  withdrawId: z.number().int(),
  state: ZWithdrawState,
  /** Minor units taken from the wallet. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** What is paid out: amount − fee. */
  netAmount: z.number().int(),
  /** The receive account it is paid to (as it was when applying). */
  receiveAccount: z.string(),
  /** Why it was rejected or why the payout failed ('' otherwise). */
  reason: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  decidedAt: z.string().nullable().describe('ISO 8601: when it was paid, rejected or failed'),
});
export type TWithdrawOrder = z.infer<typeof ZWithdrawOrder>;
