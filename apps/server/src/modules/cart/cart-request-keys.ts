import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cartRequest } from './cart.tables.ts';

/**
 * Request keys of the cart's adding calls (add, reorder): a retry after a lost answer must not add twice. The
 * writer holds the shopper's cart lock (lockCart) while it looks the key up, does its work and records the
 * answer, so a retry racing the first attempt waits for it and then finds its answer.
 */

/** The answer recorded for this key, or undefined on a first attempt; a key used for another request is DUPLICATE_REQUEST. */
export async function replayedAnswer<T>(tx: Tx, accountId: number, requestKey: string, fingerprint: string): Promise<T | undefined> {
  const [row] = await tx
    .select({ fingerprint: cartRequest.fingerprint, answer: cartRequest.answer })
    .from(cartRequest)
    .where(and(eq(cartRequest.accountId, accountId), eq(cartRequest.requestKey, requestKey)));
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) throw new AppError('DUPLICATE_REQUEST');
  return row.answer as T;
}

/** Records the answer of a first attempt, in the write's own transaction. */
export async function recordAnswer(tx: Tx, accountId: number, requestKey: string, fingerprint: string, answer: unknown): Promise<void> {
  await tx.insert(cartRequest).values({ accountId, requestKey, fingerprint, answer });
}

/** Deletes keys older than a day (retries come within minutes); the hourly sweep. */
export async function deleteOldCartRequests(db: Db): Promise<number> {
  const result = await db.delete(cartRequest).where(lte(cartRequest.createdAt, sql`now() - interval '1 day'`));
  return result.rowCount ?? 0;
}
