import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { pointsEarning, pointsTakeBack } from '../modules/loyalty/loyalty.tables.ts';
import { ledgerAccount, ledgerBalance, ledgerEntry, pointsLot } from '../modules/wallet/wallet.tables.ts';

/**
 * Read model: a shopper's score points (the wallet's ledger account `shopper:<id>:points` and its lots) with what
 * caused each movement (loyalty: the order that earned it, the order a refund took back from).
 */

const keyOf = (accountId: number) => `shopper:${accountId}:points`;

/** The balance, and the points left in the lots that expire soonest (all lots of that same instant) with when. */
export async function readScoreBalance(db: Db, accountId: number): Promise<{ balance: number; expiring: { points: number; expiresAt: Date } | null }> {
  const [row] = await db
    .select({ id: ledgerAccount.id, balance: ledgerBalance.balance })
    .from(ledgerAccount)
    .innerJoin(ledgerBalance, eq(ledgerBalance.accountId, ledgerAccount.id))
    .where(eq(ledgerAccount.key, keyOf(accountId)));
  if (!row) return { balance: 0, expiring: null };
  const [soonest] = await db
    .select({ expiresAt: pointsLot.expiresAt })
    .from(pointsLot)
    .where(and(eq(pointsLot.accountId, row.id), gt(pointsLot.remaining, 0)))
    .orderBy(asc(pointsLot.expiresAt))
    .limit(1);
  if (!soonest) return { balance: Number(row.balance), expiring: null };
  const [sum] = await db
    .select({ points: sql<number>`coalesce(sum(${pointsLot.remaining}), 0)::int` })
    .from(pointsLot)
    .where(and(eq(pointsLot.accountId, row.id), gt(pointsLot.remaining, 0), eq(pointsLot.expiresAt, soonest.expiresAt)));
  return { balance: Number(row.balance), expiring: { points: Number(sum?.points ?? 0), expiresAt: soonest.expiresAt } };
}

export interface ScoreFlowRow {
  entryId: number;
  amount: number;
  balanceAfter: number;
  causeType: string;
  causeId: string;
  memo: string;
  at: string;
  createdAt: Date;
  orderId: number | null;
  orderNo: string | null;
  expiresAt: Date | null;
}

/** A keyset page of the entries, newest first by (created_at, id); `after` is decoded by the caller. */
export async function readScoreFlow(db: Db, accountId: number, after: { at: string; id: number } | null, pageSize: number): Promise<ScoreFlowRow[]> {
  const where: SQL[] = [eq(ledgerAccount.key, keyOf(accountId))];
  if (after) where.push(sql`(${ledgerEntry.createdAt}, ${ledgerEntry.id}) < (${after.at}::timestamptz, ${after.id})`);
  const rows = await db
    .select({
      entryId: ledgerEntry.id,
      amount: ledgerEntry.amount,
      balanceAfter: ledgerEntry.balanceAfter,
      causeType: ledgerEntry.causeType,
      causeId: ledgerEntry.causeId,
      memo: ledgerEntry.memo,
      at: sql<string>`${ledgerEntry.createdAt}::text`,
      createdAt: ledgerEntry.createdAt,
      orderId: sql<number | null>`coalesce(${pointsEarning.orderId}, ${pointsTakeBack.orderId})`,
      orderNo: sql<string | null>`coalesce(${pointsEarning.orderNo}, (select pe.order_no from ${pointsEarning} pe where pe.order_id = ${pointsTakeBack.orderId}))`,
      expiresAt: pointsLot.expiresAt,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .leftJoin(pointsEarning, sql`${ledgerEntry.causeType} = 'order_points' and ${pointsEarning.orderId}::text = ${ledgerEntry.causeId}`)
    .leftJoin(pointsTakeBack, sql`${ledgerEntry.causeType} = 'points_take_back' and ${pointsTakeBack.refundId}::text = ${ledgerEntry.causeId}`)
    .leftJoin(pointsLot, eq(pointsLot.entryId, ledgerEntry.id))
    .where(and(...where))
    .orderBy(desc(ledgerEntry.createdAt), desc(ledgerEntry.id))
    .limit(pageSize + 1);
  return rows.map((r) => ({ ...r, amount: Number(r.amount), balanceAfter: Number(r.balanceAfter ?? 0), orderId: r.orderId === null ? null : Number(r.orderId) }));
}
