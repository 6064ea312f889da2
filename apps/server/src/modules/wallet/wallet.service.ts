import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOf, LedgerShort, post } from './ledger.ts';

/**
 * The wallet: a shopper's money account of the ledger (ledger.ts). It opens on first use with the register gift
 * and, in the demo, WALLET_DEMO_AMOUNT, given by the platform's promotions account; payments take from it and
 * refunds give back, the counter-entries on the platform's clearing account.
 */

const money = (accountId: number) => ({ shopper: accountId, asset: 'money' as const });
const CLEARING = { platform: 'clearing', asset: 'money' as const };
const PROMOTIONS = { platform: 'promotions', asset: 'money' as const };

/**
 * Opens the shopper's wallet if it was never opened, with `openingAmount` (the register gift, and in the demo
 * WALLET_DEMO_AMOUNT; the caller knows both), as one posting (cause `wallet_opening`, the account), so two first uses
 * at once open it once.
 */
export async function ensureWallet(q: Db | Tx, accountId: number, openingAmount: number): Promise<void> {
  const open = async (tx: Tx) => {
    if (openingAmount <= 0) return;
    await post(tx, {
      cause: { type: 'wallet_opening', id: accountId },
      memo: 'register gift and opening balance',
      moves: [
        { account: money(accountId), amount: openingAmount },
        { account: PROMOTIONS, amount: -openingAmount },
      ],
    });
  };
  // On a transaction this is a savepoint. A unique violation means another first use opened it at the same moment:
  // it is open, and only the savepoint rolls back.
  await q.transaction(open).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
  });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** The shopper's wallet balance in minor units (opening the wallet on first use with `openingAmount`). */
export async function walletBalance(db: Db, accountId: number, openingAmount: number): Promise<number> {
  await ensureWallet(db, accountId, openingAmount);
  return balanceOf(db, money(accountId));
}

/**
 * Takes `amount` from the wallet for a payment (`paymentId`, once), in the caller's transaction. A balance that
 * does not cover it is refused with WALLET_BALANCE_SHORT and nothing changes (the caller's transaction rolls back).
 */
export async function debitWallet(tx: Tx, accountId: number, amount: number, paymentId: number): Promise<number> {
  if (amount <= 0) throw new Error(`a wallet debit must be positive, got ${amount}`);
  try {
    const result = await post(tx, {
      cause: { type: 'payment', id: paymentId },
      moves: [
        { account: money(accountId), amount: -amount },
        { account: CLEARING, amount },
      ],
    });
    return result.posted ? result.balances.values().next().value! : balanceOf(tx, money(accountId));
  } catch (err) {
    if (err instanceof LedgerShort) throw new AppError('WALLET_BALANCE_SHORT');
    throw err;
  }
}

/** Gives `amount` back to the wallet for a refund (`refundId`, once), in the caller's transaction. */
export async function creditWallet(tx: Tx, accountId: number, amount: number, refundId: number): Promise<number> {
  if (amount <= 0) throw new Error(`a wallet credit must be positive, got ${amount}`);
  const result = await post(tx, {
    cause: { type: 'refund', id: refundId },
    moves: [
      { account: money(accountId), amount },
      { account: CLEARING, amount: -amount },
    ],
  });
  return result.posted ? result.balances.values().next().value! : balanceOf(tx, money(accountId));
}
