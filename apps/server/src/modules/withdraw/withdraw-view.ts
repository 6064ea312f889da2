import type { TWithdrawOrder } from '@mall/contract/wallet/withdraw-fields';
import type { withdrawOrder } from './withdraw.tables.ts';

export type WithdrawRow = typeof withdrawOrder.$inferSelect;

/** A withdrawal as the shopper sees it. */
export function withdrawView(row: WithdrawRow): TWithdrawOrder {
  return {
    withdrawId: row.id,
    state: row.state,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    receiveAccount: row.receiveAccount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The shopper's money and frozen money accounts of the ledger. */
export const moneyOf = (accountId: number) => ({ shopper: accountId, asset: 'money' as const });
export const frozenOf = (accountId: number) => ({ shopper: accountId, asset: 'money' as const, frozen: true as const });
