import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, orderNoRange, runChunks } from './scale-chunks.ts';

/**
 * Score points of the generated orders, for the scale benchmarks, by the loyalty rules (loyalty-rules.ts): every
 * completed order earns one point per whole unit it cost, as its `points_earning` row and a ledger transfer (cause
 * `order_points`, the order: the shopper's points account credited, the platform's issued points debited) that opens
 * a points lot expiring at the end of the 12th month after the month it was received. Lots whose time has passed have
 * expired as the expiry sweep would have done it: a transfer back (cause `points_expiry`, the lot, to the platform's
 * expired points) and nothing left in the lot, so a mall started on the data has nothing to expire.
 *
 * A shopper account's cached balance grows by the chunk's entries in the same statement, and each entry's
 * `balance_after` is that balance plus the account's entries before it in time within the chunk (across chunks, in
 * the order they were written: an expiry written with an older chunk may fall after a younger chunk's earning).
 * Two writers, each with the shoppers of one parity of account id, so no two chunks at once touch the same balance.
 */

const LOCK = 72_013;
const ISSUED = 'platform:points:issued';
const EXPIRED = 'platform:points:expired';

/** Completed orders $1..$2 without their points, of the shoppers whose account id has the parity in parameter `part`. */
const completedWithoutPoints = (part: string) => `select id, account_id, order_no, pay_amount, received_at from sale_order
  where ${orderNoRange} and status = 'completed' and account_id % 2 = ${part} and not exists (select 1 from points_earning e where e.order_id = sale_order.id)`;

/** The chunk's shoppers get a points account (and its balance row) if they have none yet. */
const ACCOUNTS_SQL = `
with made as (
  insert into ledger_account (key, kind, asset, owner_account_id)
  select distinct 'shopper:' || account_id || ':points', 'shopper', 'points', account_id from (${completedWithoutPoints('$3')}) o
  order by 1
  on conflict (key) do nothing
  returning id
)
insert into ledger_balance (account_id) select id from made on conflict do nothing`;

/** The identity sequences of ledger_entry and points_lot, as quoted literals of their names. */
interface Sequences {
  entry: string;
  lot: string;
}

/*
 * The chunk's points in one statement. Every row written is computed from one materialized row set (`run`: an order's
 * earning, and its expiry when due), its ids drawn from the tables' own sequences beforehand, so no part of the
 * statement joins the rows another part inserted: PostgreSQL cannot estimate those and chose nested loops over them.
 * The sequences are named in the text, resolved once when it is parsed: `pg_get_serial_sequence`, called three times
 * for each earning, took a quarter of a chunk's time.
 */
const pointsSql = (seq: Sequences) => `
with earn as materialized (
  select o.id as order_id, o.account_id, o.order_no, o.pay_amount, o.received_at, floor(o.pay_amount / 100)::int as points,
    (date_trunc('month', o.received_at at time zone 'UTC') + interval '13 months' - interval '1 second') at time zone 'UTC' as expires_at,
    a.id as ledger_id, b.balance
  from (${completedWithoutPoints('$5')}) o
  join ledger_account a on a.key = 'shopper:' || o.account_id || ':points' join ledger_balance b on b.account_id = a.id
), earnings as (
  insert into points_earning (order_id, account_id, order_no, pay_amount, points, expires_at, created_at)
  select order_id, account_id, order_no, pay_amount, points, expires_at, received_at from earn
  returning 1
), lotted as materialized (
  select earn.*, nextval(${seq.entry}::regclass) as entry_id, nextval(${seq.lot}::regclass) as lot_id,
    expires_at <= now() as expired
  from earn where points > 0
), run as materialized (
  select l.*, m.step, m.amount, m.at, nextval('ledger_transfer_seq') as transfer_id,
    l.balance + sum(m.amount) over (partition by l.ledger_id order by m.at, m.step, l.order_id) as after
  from lotted l, lateral (values (1, l.points, l.received_at), (2, -l.points, l.expires_at)) m(step, amount, at)
  where m.step = 1 or l.expired
), earned as (
  insert into ledger_entry (id, account_id, amount, transfer_id, cause_type, cause_id, balance_after, memo, created_at)
  overriding system value
  select v.id, v.account_id, v.amount, r.transfer_id, 'order_points', r.order_id::text, v.after, 'points earned by a completed order', r.at
  from run r, lateral (values (r.entry_id, r.ledger_id, r.amount, r.after), (nextval(${seq.entry}::regclass), $3::int, -r.amount, null)) v(id, account_id, amount, after)
  where r.step = 1
  returning 1
), lots as (
  insert into points_lot (id, account_id, entry_id, amount, remaining, expires_at, created_at)
  overriding system value
  select lot_id, ledger_id, entry_id, points, case when expired then 0 else points end, expires_at, received_at from run where step = 1
  returning 1
), expiries as (
  insert into ledger_entry (account_id, amount, transfer_id, cause_type, cause_id, balance_after, memo, created_at)
  select v.account_id, v.amount, r.transfer_id, 'points_expiry', r.lot_id::text, v.after, 'points expired', r.at
  from run r, lateral (values (r.ledger_id, r.amount, r.after), ($4::int, -r.amount, null)) v(account_id, amount, after)
  where r.step = 2
  returning 1
), balances as (
  update ledger_balance b set balance = b.balance + d.delta, updated_at = now()
  from (select ledger_id, sum(amount) as delta from run group by ledger_id) d
  where b.account_id = d.ledger_id
  returning 1
)
select (select count(*) from earnings)::int + (select count(*) from earned)::int + (select count(*) from lots)::int + (select count(*) from expiries)::int as written,
  (select count(*) from balances)::int as balances`;

/** The platform's points ledger account by key, made when missing (the returns take points back through it too). */
export async function platformAccount(db: Db, key: string): Promise<number> {
  const { rows } = await db.$client.query<{ id: number }>(
    `with made as (insert into ledger_account (key, kind, asset) values ($1, 'platform', 'points') on conflict (key) do nothing returning id)
     select id from made union all select id from ledger_account where key = $1`,
    [key],
  );
  return rows[0]!.id;
}

/** Points for every completed generated order that has none yet; answers the rows written (earnings, entries, lots). */
export async function topUpPoints(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const issued = await platformAccount(db, ISSUED);
  const expired = await platformAccount(db, EXPIRED);
  const last = await highestGenerated(db, 'orders');
  const { rows: [seq] } = await db.$client.query<Sequences>(
    `select quote_literal(pg_get_serial_sequence('ledger_entry', 'id')) as entry, quote_literal(pg_get_serial_sequence('points_lot', 'id')) as lot`,
  );
  const sql = pointsSql(seq!);
  // A writer per parity of shopper ($5): no two chunks running at once touch the same balance. Nothing here reads
  // ledger entries by their cause, and each order's entries are written once (the chunk skips orders with an earning).
  const chunks = { lockId: LOCK, last, parts: 2 as const, what: 'points', indexesOf: ['ledger_entry', 'points_lot'], uniqueIndexesToDrop: ['ledger_entry_cause_key'] };
  const written = await runChunks(db, chunks, async (client, from, to, part) => {
    await client.query(ACCOUNTS_SQL, [from, to, part]);
    const result = await client.query<{ written: number }>(sql, [from, to, issued, expired, part]);
    return result.rows[0]!.written;
  }, say);
  await db.$client.query('vacuum (analyze) ledger_account, ledger_balance, ledger_entry, points_lot, points_earning');
  return written;
}

/** What is wrong with the generated points: balances, lots and transfers that do not add up. */
export async function checkScalePoints(db: Db): Promise<string[]> {
  // Sums are grouped once and joined (hash joins), not asked per row: ledger_entry has no index by cause alone.
  const shopperPoints = `ledger_balance b join ledger_account a on a.id = b.account_id join account s on s.id = a.owner_account_id
    where a.asset = 'points' and s.number ~ '^SP[0-9]{8}$'`;
  return countProblems(db, [
    ['completed generated orders without their points earning', `select count(*)::int as n from sale_order o where o.order_no ~ '^G[0-9]{9}$' and o.status = 'completed'
      and not exists (select 1 from points_earning e where e.order_id = o.id)`],
    ['generated shoppers\' points accounts whose balance is not the sum of their entries', `select count(*)::int as n from (select b.account_id, b.balance from ${shopperPoints}) b
      left join (select account_id, sum(amount) as total from ledger_entry group by account_id) e on e.account_id = b.account_id
      where b.balance <> coalesce(e.total, 0)`],
    ['generated shoppers\' points accounts whose lots hold other than their balance', `select count(*)::int as n from (select b.account_id, b.balance from ${shopperPoints}) b
      left join (select account_id, sum(remaining) as total from points_lot where remaining > 0 group by account_id) l on l.account_id = b.account_id
      where b.balance <> coalesce(l.total, 0)`],
    ['points causes whose entries do not sum to zero', `select count(*)::int as n from (select 1 from ledger_entry where cause_type in ('order_points', 'points_expiry')
      group by cause_type, cause_id having sum(amount) <> 0) c`],
    ['points earnings that differ from their ledger credit', `select count(*)::int as n from points_earning p join sale_order o on o.id = p.order_id
      left join (select e.cause_id, sum(e.amount) as total from ledger_entry e join ledger_account a on a.id = e.account_id
        where e.cause_type = 'order_points' and a.kind = 'shopper' group by e.cause_id) x on x.cause_id = p.order_id::text
      where o.order_no ~ '^G[0-9]{9}$' and p.points <> coalesce(x.total, 0)`],
  ]);
}
