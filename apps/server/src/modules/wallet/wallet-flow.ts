import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { keyOf, post } from './ledger.ts';
import { ledgerAccount, ledgerEntry } from './wallet.tables.ts';

/** Recharges and the statement of a shopper's wallet (the money account of the ledger). */

const money = (accountId: number) => ({ shopper: accountId, asset: 'money' as const });
/** Where money paid in through a provider channel comes from (the counter-entry of a recharge). */
const PROVIDER_IN = { platform: 'provider_in', asset: 'money' as const };

/**
 * Credits the wallet with a settled recharge (`rechargeId`), in the caller's transaction, once: the posting's cause
 * is the recharge, so a second call changes nothing. Answers whether this call credited it.
 */
export async function rechargeWallet(tx: Tx, accountId: number, amount: number, rechargeId: number): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a recharge must be positive, got ${amount}`);
  const result = await post(tx, {
    cause: { type: 'recharge', id: rechargeId },
    memo: 'recharge',
    moves: [
      { account: money(accountId), amount },
      { account: PROVIDER_IN, amount: -amount },
    ],
  });
  return result.posted;
}

/** One page of the wallet's entries, newest first (by entry id, keyset: entries with an id below `beforeId`). */
export async function walletEntries(q: Db | Tx, accountId: number, page: { beforeId?: number; limit: number }) {
  return q
    .select({ id: ledgerEntry.id, amount: ledgerEntry.amount, causeType: ledgerEntry.causeType, causeId: ledgerEntry.causeId, balanceAfter: ledgerEntry.balanceAfter, createdAt: ledgerEntry.createdAt })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(and(eq(ledgerAccount.key, keyOf(money(accountId))), page.beforeId === undefined ? undefined : lt(ledgerEntry.id, page.beforeId)))
    .orderBy(desc(ledgerEntry.id))
    .limit(page.limit);
}
