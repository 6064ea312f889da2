import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { builtOnce, type Db, type Tx } from '../../platform/database.ts';
import { ledgerAccount, ledgerBalance, ledgerEntry, pointsLot, type LedgerAsset } from './wallet.tables.ts';

/**
 * The ledger (wallet.tables.ts): every balance a shopper holds is an account of it, and every movement a posting
 * of entries that sum to zero, in the caller's transaction:
 * - one entry per account and cause (`causeType`, `causeId`): posting a cause again changes nothing and answers
 *   `posted: false`, so a retried payment, refund or expiry never posts twice;
 * - a shopper account's cached balance changes by one conditional update (`balance + amount >= 0`), so no
 *   posting takes it below zero, whatever runs at the same time; the posting is refused as a whole (LedgerShort)
 *   and the caller's transaction rolls back;
 * - points are kept as lots with an expiry: a credit of points opens a lot, a debit takes from the lots that
 *   expire soonest, and an expiry removes what is left of its own lot.
 */

/**
 * An account of the ledger: a shopper's money or points, a shopper's frozen money (held back by withdrawals under
 * review), a shopper's stored value at a shop, or one of the platform's.
 */
export type LedgerAccountRef =
  | { shopper: number; asset: 'money' | 'points' }
  | { shopper: number; asset: 'money'; frozen: true }
  | { shopper: number; shop: number }
  | { platform: string; asset: LedgerAsset };

export function keyOf(ref: LedgerAccountRef): string {
  if ('platform' in ref) return `platform:${ref.asset}:${ref.platform}`;
  if ('shop' in ref) return `shopper:${ref.shopper}:shop:${ref.shop}`;
  if ('frozen' in ref) return `shopper:${ref.shopper}:money:frozen`;
  return `shopper:${ref.shopper}:${ref.asset}`;
}

function describe(ref: LedgerAccountRef) {
  if ('platform' in ref) return { key: keyOf(ref), kind: 'platform' as const, asset: ref.asset, owner: null, shop: null };
  if ('shop' in ref) return { key: keyOf(ref), kind: 'shopper' as const, asset: 'shop_value' as const, owner: ref.shopper, shop: ref.shop };
  return { key: keyOf(ref), kind: 'shopper' as const, asset: ref.asset, owner: ref.shopper, shop: null };
}

export interface LedgerMove {
  account: LedgerAccountRef;
  /** Minor units (money, stored value) or points; credits positive, debits negative, never zero. */
  amount: number;
  /** A credit of a shopper's points: when the lot it opens expires. */
  expiresAt?: Date;
  /** A debit of a shopper's points that empties this lot rather than the soonest-expiring ones (an expiry). */
  lotId?: number;
}

export interface Posting {
  cause: { type: string; id: string | number };
  moves: readonly LedgerMove[];
  memo?: string;
}

/** A posting that would take a shopper account below zero: nothing of it is written. */
export class LedgerShort extends Error {
  constructor(readonly accountKey: string) {
    super(`the ledger account ${accountKey} does not hold enough`);
  }
}

export interface PostResult {
  /** False when the cause had been posted before; nothing changed then. */
  posted: boolean;
  /** The shopper accounts' balances after the posting, by account key. */
  balances: Map<string, number>;
}

/** The ids of the accounts, created (with a zero balance for a shopper's) on first use. */
async function accountIds(tx: Tx, refs: readonly LedgerAccountRef[]): Promise<Map<string, { id: number; kind: string }>> {
  const wanted = [...new Map(refs.map((r) => [keyOf(r), describe(r)])).values()];
  const rows = await tx.execute<{ id: number; key: string; kind: string }>(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as v(key text, kind text, asset text, owner int, shop int)),
    ins as (
      insert into ${ledgerAccount} (key, kind, asset, owner_account_id, shop_id)
      select key, kind, asset, owner, shop from v order by key
      on conflict (key) do nothing
      returning id, key, kind
    ), bal as (
      insert into ${ledgerBalance} (account_id) select id from ins where kind = 'shopper' on conflict do nothing
    )
    select id, key, kind from ins union all select a.id, a.key, a.kind from ${ledgerAccount} a join v on v.key = a.key`);
  const found = new Map(rows.rows.map((r) => [r.key, { id: r.id, kind: r.kind }]));
  // An account another transaction created at the same moment is not in this statement's snapshot: read it again.
  const missing = wanted.filter((w) => !found.has(w.key)).map((w) => w.key);
  if (missing.length > 0) {
    const again = await tx.select({ id: ledgerAccount.id, key: ledgerAccount.key, kind: ledgerAccount.kind }).from(ledgerAccount).where(inArray(ledgerAccount.key, missing));
    for (const r of again) found.set(r.key, { id: r.id, kind: r.kind });
  }
  return found;
}

/** Posts a transfer in the caller's transaction; see the file comment. */
export async function post(tx: Tx, posting: Posting): Promise<PostResult> {
  const { moves } = posting;
  if (moves.length < 2) throw new Error('a posting moves between at least two accounts');
  for (const m of moves) if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`a ledger amount must be a whole number other than 0, got ${m.amount}`);
  if (moves.reduce((sum, m) => sum + m.amount, 0) !== 0) throw new Error('a posting must sum to zero');
  if (new Set(moves.map((m) => keyOf(m.account))).size !== moves.length) throw new Error('a posting moves each account once');
  const causeId = String(posting.cause.id);
  const ids = await accountIds(tx, moves.map((m) => m.account));
  const idOf = (m: LedgerMove) => ids.get(keyOf(m.account))!;

  const [seen] = await tx
    .select({ id: ledgerEntry.id })
    .from(ledgerEntry)
    .where(and(eq(ledgerEntry.accountId, idOf(moves[0]!).id), eq(ledgerEntry.causeType, posting.cause.type), eq(ledgerEntry.causeId, causeId)));
  if (seen) return { posted: false, balances: new Map() };

  // Shopper balances: one conditional update for all of them, rows in id order (the order every posting takes).
  const shopperMoves = moves.filter((m) => idOf(m).kind === 'shopper');
  const byAccount = new Map<number, number>();
  for (const m of shopperMoves) byAccount.set(idOf(m).id, (byAccount.get(idOf(m).id) ?? 0) + m.amount);
  const accountIdsSorted = [...byAccount.keys()].sort((a, b) => a - b);
  const balances = new Map<number, number>();
  if (accountIdsSorted.length > 0) {
    const updated = await tx.execute<{ account_id: number; balance: number }>(sql`
      with v as (select * from unnest(${`{${accountIdsSorted.join(',')}}`}::int[], ${`{${accountIdsSorted.map((id) => byAccount.get(id)).join(',')}}`}::bigint[]) as v(id, amount)),
      locked as (select b.account_id from ${ledgerBalance} b join v on v.id = b.account_id order by b.account_id for no key update)
      update ${ledgerBalance} b set balance = b.balance + v.amount, updated_at = now()
      from v, locked where b.account_id = v.id and locked.account_id = b.account_id and b.balance + v.amount >= 0
      returning b.account_id, b.balance`);
    for (const r of updated.rows) balances.set(r.account_id, r.balance);
    if (balances.size !== accountIdsSorted.length) {
      const short = moves.find((m) => idOf(m).kind === 'shopper' && !balances.has(idOf(m).id));
      throw new LedgerShort(short ? keyOf(short.account) : 'unknown');
    }
  }

  const rows = moves.map((m) => ({ account_id: idOf(m).id, amount: m.amount, balance_after: balances.get(idOf(m).id) ?? null }));
  const entries = await tx.execute<{ id: number; account_id: number; amount: number }>(sql`
    with t as (select nextval('ledger_transfer_seq') as id)
    insert into ${ledgerEntry} (account_id, amount, transfer_id, cause_type, cause_id, balance_after, memo)
    select v.account_id, v.amount, t.id, ${posting.cause.type}, ${causeId}, v.balance_after, ${posting.memo ?? ''}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(account_id int, amount bigint, balance_after bigint), t
    returning id, account_id, amount`);

  // Points: a credit opens a lot; a debit empties lots, soonest expiring first (or the one named).
  for (const [i, m] of moves.entries()) {
    if ('platform' in m.account || !('asset' in m.account) || m.account.asset !== 'points') continue;
    const accountId = idOf(m).id;
    if (m.amount > 0) {
      if (!m.expiresAt) throw new Error('points credited to a shopper need an expiry');
      const entry = entries.rows.find((e) => e.account_id === accountId && Number(e.amount) === m.amount) ?? entries.rows[i]!;
      await tx.insert(pointsLot).values({ accountId, entryId: entry.id, amount: m.amount, remaining: m.amount, expiresAt: m.expiresAt });
    } else {
      await takeFromLots(tx, accountId, -m.amount, m.lotId);
    }
  }
  const byKey = new Map<string, number>();
  for (const m of shopperMoves) byKey.set(keyOf(m.account), balances.get(idOf(m).id)!);
  return { posted: true, balances: byKey };
}

/** Takes `points` from an account's lots: the named one, else the soonest-expiring first (locked in that order). */
async function takeFromLots(tx: Tx, accountId: number, points: number, lotId: number | undefined): Promise<void> {
  const lots = await tx
    .select({ id: pointsLot.id, remaining: pointsLot.remaining })
    .from(pointsLot)
    .where(and(eq(pointsLot.accountId, accountId), gt(pointsLot.remaining, 0), lotId === undefined ? undefined : eq(pointsLot.id, lotId)))
    .orderBy(asc(pointsLot.expiresAt), asc(pointsLot.id))
    .for('update');
  let left = points;
  const takes: { id: number; take: number }[] = [];
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    takes.push({ id: lot.id, take });
    left -= take;
  }
  // The balance covered it, so the lots do too; if not, the books disagree and nothing may be written.
  if (left > 0) throw new Error(`the points lots of ledger account ${accountId} hold less than its balance`);
  if (takes.length === 0) return;
  await tx.execute(sql`
    update ${pointsLot} l set remaining = l.remaining - v.take
    from unnest(${`{${takes.map((t) => t.id).join(',')}}`}::int[], ${`{${takes.map((t) => t.take).join(',')}}`}::int[]) as v(id, take)
    where l.id = v.id`);
}

const balanceByKey = builtOnce((q) =>
  q
    .select({ balance: ledgerBalance.balance })
    .from(ledgerBalance)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerBalance.accountId))
    .where(eq(ledgerAccount.key, sql.placeholder('key')))
    .prepare('ledger_balance_of'),
);

/** A shopper account's balance (0 for one never used); a named statement built once (every checkout reads points). */
export async function balanceOf(q: Db | Tx, ref: LedgerAccountRef): Promise<number> {
  const [row] = await balanceByKey(q).execute({ key: keyOf(ref) });
  return row?.balance ?? 0;
}

/** The sum of an account's entries (what its balance must equal); for the platform's accounts the only balance there is. */
export async function entrySum(q: Db | Tx, ref: LedgerAccountRef): Promise<number> {
  const [row] = await q
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntry.amount}), 0)::bigint` })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(eq(ledgerAccount.key, keyOf(ref)));
  return Number(row?.sum ?? 0);
}

/**
 * Removes what is left of every points lot that has expired (the database clock), each in its own transaction and
 * once (cause `points_expiry`, the lot): the points go back to the platform. Answers how many lots expired.
 */
export async function expirePoints(db: Db, batch = 200): Promise<number> {
  const due = await db
    .select({ id: pointsLot.id })
    .from(pointsLot)
    .where(and(gt(pointsLot.remaining, 0), sql`${pointsLot.expiresAt} <= now()`))
    .orderBy(asc(pointsLot.expiresAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [lot] = await tx
        .select({ remaining: pointsLot.remaining, owner: ledgerAccount.ownerAccountId })
        .from(pointsLot)
        .innerJoin(ledgerAccount, eq(ledgerAccount.id, pointsLot.accountId))
        .where(and(eq(pointsLot.id, id), gt(pointsLot.remaining, 0), sql`${pointsLot.expiresAt} <= now()`))
        .for('update', { of: pointsLot });
      if (!lot || lot.owner === null) return false;
      const result = await post(tx, {
        cause: { type: 'points_expiry', id },
        memo: 'points expired',
        moves: [
          { account: { shopper: lot.owner, asset: 'points' }, amount: -lot.remaining, lotId: id },
          { account: { platform: 'expired', asset: 'points' }, amount: lot.remaining },
        ],
      });
      return result.posted;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** The entries of a shopper account, newest first (statements). */
export async function entriesOf(q: Db | Tx, ref: LedgerAccountRef, limit = 50) {
  return q
    .select({ id: ledgerEntry.id, amount: ledgerEntry.amount, causeType: ledgerEntry.causeType, causeId: ledgerEntry.causeId, balanceAfter: ledgerEntry.balanceAfter, memo: ledgerEntry.memo, createdAt: ledgerEntry.createdAt })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(eq(ledgerAccount.key, keyOf(ref)))
    .orderBy(sql`${ledgerEntry.createdAt} desc, ${ledgerEntry.id} desc`)
    .limit(limit);
}

/** Ids of the accounts with these keys (tests and statements). */
export async function accountIdsOf(q: Db | Tx, refs: readonly LedgerAccountRef[]) {
  const rows = await q.select({ id: ledgerAccount.id, key: ledgerAccount.key }).from(ledgerAccount).where(inArray(ledgerAccount.key, refs.map(keyOf)));
  return new Map(rows.map((r) => [r.key, r.id]));
}
