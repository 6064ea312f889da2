import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { account } from '../account/account.tables.ts';
import { wallet, walletEntry } from './wallet.tables.ts';

/**
 * The wallet ledger. A balance changes only here, and every change writes its entry in the same transaction:
 * a debit is one conditional update (`balance >= amount`), so concurrent payments never take a wallet below
 * zero, and the entries of a wallet always sum to its balance.
 */

/**
 * Creates the shopper's wallet if it does not exist yet, opening it with the account's register gift plus
 * `demoAmount` (WALLET_DEMO_AMOUNT, 0 outside the demo) as one 'opening' entry. Insert-on-conflict-do-nothing, so
 * two first uses at once open it once.
 */
export async function ensureWallet(q: Db | Tx, accountId: number, demoAmount: number): Promise<void> {
  // One statement, so the wallet and its opening entry appear together even outside a transaction.
  await q.execute(
    sql`with opened as (
          insert into ${wallet} (account_id, balance)
          select a.id, a.register_gift_amount + ${demoAmount}::int from ${account} a where a.id = ${accountId}::int
          on conflict (account_id) do nothing
          returning account_id, balance)
        insert into ${walletEntry} (account_id, amount, kind, balance_after, note)
        select account_id, balance, 'opening', balance, 'register gift and opening balance' from opened where balance > 0`,
  );
}

/** The shopper's wallet balance in minor units (opening the wallet on first use). */
export async function walletBalance(db: Db | Tx, accountId: number, demoAmount: number): Promise<number> {
  const [row] = await db.select({ balance: wallet.balance }).from(wallet).where(eq(wallet.accountId, accountId));
  if (row) return row.balance;
  await ensureWallet(db, accountId, demoAmount);
  const [opened] = await db.select({ balance: wallet.balance }).from(wallet).where(eq(wallet.accountId, accountId));
  return opened?.balance ?? 0;
}

/**
 * Takes `amount` from the wallet for a payment, in the caller's transaction: one conditional update and its
 * ledger entry. A balance that does not cover it is refused with WALLET_BALANCE_SHORT and nothing changes
 * (the caller's transaction rolls back). The wallet must exist (ensureWallet).
 */
export async function debitWallet(tx: Tx, accountId: number, amount: number, paymentId: number): Promise<number> {
  if (amount <= 0) throw new Error(`a wallet debit must be positive, got ${amount}`);
  const [row] = await tx
    .update(wallet)
    .set({ balance: sql`${wallet.balance} - ${amount}::int`, updatedAt: sql`now()` })
    .where(and(eq(wallet.accountId, accountId), gte(wallet.balance, amount)))
    .returning({ balance: wallet.balance });
  if (!row) throw new AppError('WALLET_BALANCE_SHORT');
  await tx.insert(walletEntry).values({ accountId, amount: -amount, kind: 'payment', paymentId, balanceAfter: row.balance });
  return row.balance;
}

/** Gives `amount` back to the wallet for a refund (`refundId`, once: a unique index), in the caller's transaction, with its ledger entry. */
export async function creditWallet(tx: Tx, accountId: number, amount: number, refundId: number): Promise<number> {
  if (amount <= 0) throw new Error(`a wallet credit must be positive, got ${amount}`);
  // A wallet refund follows a wallet payment, so the wallet is there; opened without a demo amount otherwise.
  await ensureWallet(tx, accountId, 0);
  const [row] = await tx
    .update(wallet)
    .set({ balance: sql`${wallet.balance} + ${amount}::int`, updatedAt: sql`now()` })
    .where(eq(wallet.accountId, accountId))
    .returning({ balance: wallet.balance });
  await tx.insert(walletEntry).values({ accountId, amount, kind: 'refund', refundId, balanceAfter: row!.balance });
  return row!.balance;
}
