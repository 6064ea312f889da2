import { z } from 'zod';
import { WITHDRAW_MAX_AMOUNT, type TWithdrawRules } from '@mall/contract/wallet/withdraw-fields';
import type { Settings } from '../../platform/settings.ts';

/**
 * The rules of withdrawing, from the platform setting `wallet.withdraw` (any field left out takes its default):
 * - `minAmount`: the least one withdrawal may take, default 1000 (10.00);
 * - `feeFixed` and `feePerMille`: the fee, `feeFixed + floor(amount × feePerMille / 1000)`, taken from the amount
 *   (the net is paid out), default 0 and 6 (0.6 %, rounded down in the shopper's favour).
 * The most is the available balance, and never more than WITHDRAW_MAX_AMOUNT (50 000.00) at once.
 */
export const WITHDRAW_SETTING = 'wallet.withdraw';

export const WITHDRAW_DEFAULTS = { minAmount: 1000, feeFixed: 0, feePerMille: 6 } as const;

const ZWithdrawSetting = z.object({
  minAmount: z.number().int().min(1).max(WITHDRAW_MAX_AMOUNT).optional(),
  feeFixed: z.number().int().min(0).max(WITHDRAW_MAX_AMOUNT).optional(),
  feePerMille: z.number().int().min(0).max(999).optional(),
});

export async function withdrawRules(settings: Settings): Promise<TWithdrawRules> {
  const set = (await settings.get(WITHDRAW_SETTING, ZWithdrawSetting)) ?? {};
  return {
    minAmount: set.minAmount ?? WITHDRAW_DEFAULTS.minAmount,
    maxAmount: WITHDRAW_MAX_AMOUNT,
    feeFixed: set.feeFixed ?? WITHDRAW_DEFAULTS.feeFixed,
    feePerMille: set.feePerMille ?? WITHDRAW_DEFAULTS.feePerMille,
  };
}
