import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpOrders, topUpShoppers } from './scale-orders.ts';
import { checkScalePoints, topUpPoints } from './scale-points.ts';

const t = await createTestApp();

it('earns the points of completed generated orders, expires the old lots, and keeps every balance equal to its entries', async () => {
  await topUpShoppers(t.db, 200);
  await topUpOrders(t.db, 1_200);
  const said: string[] = [];
  expect(await topUpPoints(t.db, (msg) => said.push(msg))).toBeGreaterThan(1_000);
  expect(said).toContain('dropped 5 secondary indexes of ledger_entry, points_lot for the load');
  expect(await topUpPoints(t.db)).toBe(0);
  expect(await checkScalePoints(t.db)).toEqual([]);
  // The load wrote without the entries' cause key (scale-indexes.ts), and built it back.
  const { rows: keys } = await t.db.$client.query(`select 1 from pg_indexes where indexname = 'ledger_entry_cause_key' and indexdef like 'CREATE UNIQUE INDEX%'`);
  expect(keys).toHaveLength(1);
  const { rows: dropped } = await t.db.$client.query(`select name from scale_dropped_index`);
  expect(dropped).toEqual([]);

  const { rows: [books] } = await t.db.$client.query<{ earned: number; expired: number; live: number; total: number; sum: number }>(
    `select (select count(*) from ledger_entry where cause_type = 'order_points' and amount > 0)::int as earned,
       (select count(*) from ledger_entry where cause_type = 'points_expiry' and amount < 0)::int as expired,
       (select count(*) from points_lot where remaining > 0 and expires_at > now())::int as live,
       (select count(*) from points_lot where remaining > 0 and expires_at <= now())::int as total,
       (select coalesce(sum(amount), 0) from ledger_entry where cause_type in ('order_points', 'points_expiry'))::int as sum`,
  );
  // Two years of orders: the older year's points have expired, the newer's are held; nothing is left to expire.
  expect(books!.expired).toBeGreaterThan(0);
  expect(books!.live).toBeGreaterThan(0);
  expect(books!.total).toBe(0);
  expect(books!.sum).toBe(0);
  // Points earned equal what the rules give for the pay amount.
  const { rows: [rule] } = await t.db.$client.query<{ n: number }>(
    `select count(*)::int as n from points_earning p join sale_order o on o.id = p.order_id where o.order_no ~ '^G' and p.points <> o.pay_amount / 100`,
  );
  expect(rule!.n).toBe(0);
  // One chunk here: every shopper entry's balance_after is the account's running sum in time.
  const { rows: [statement] } = await t.db.$client.query<{ n: number }>(
    `select count(*)::int as n from (
       select e.balance_after, sum(e.amount) over (partition by e.account_id order by e.created_at, e.id) as running
       from ledger_entry e join ledger_account a on a.id = e.account_id join account s on s.id = a.owner_account_id
       where s.number ~ '^SP[0-9]{8}$' and a.asset = 'points') x
     where x.balance_after <> x.running`,
  );
  expect(statement!.n).toBe(0);

  // More orders: only theirs are added; the check can fail.
  await topUpOrders(t.db, 1_300);
  expect(await topUpPoints(t.db)).toBeGreaterThan(0);
  expect(await checkScalePoints(t.db)).toEqual([]);
  await t.db.$client.query(`update ledger_balance set balance = balance + 1 where account_id = (
    select a.id from ledger_account a join account s on s.id = a.owner_account_id where s.number = 'SP00000001')`);
  expect(await checkScalePoints(t.db)).toEqual([
    "1 generated shoppers' points accounts whose balance is not the sum of their entries",
    "1 generated shoppers' points accounts whose lots hold other than their balance",
  ]);
});
