import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpInvoices } from './scale-invoices.ts';
import { checkScaleOrders, topUpOrders, topUpShoppers } from './scale-orders.ts';
import { checkScalePoints, topUpPoints } from './scale-points.ts';
import { checkScaleReturns, topUpReturns } from './scale-returns.ts';

const t = await createTestApp();

it('returns and refunds a share of completed generated orders as the after-sales flow leaves them, once', async () => {
  await topUpShoppers(t.db, 300);
  await topUpOrders(t.db, 3_000);
  await topUpPoints(t.db);
  await topUpInvoices(t.db);
  const { rows: [completed] } = await t.db.$client.query<{ n: number }>(`select count(*)::int as n from sale_order where order_no ~ '^G[0-9]{9}$' and status = 'completed'`);

  const said: string[] = [];
  const started = Date.now();
  const written = await topUpReturns(t.db, (msg) => said.push(msg));
  const seconds = (Date.now() - started) / 1000;
  console.log(`returns: ${written} rows in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} rows/s); ${said.at(-1)}`);

  const { rows: [books] } = await t.db.$client.query<{ returns: number; refunded: number; terminated: number; notes: number; invoiced: number; open_lots: number; expired_lots: number; expiries_left: number }>(
    `select (select count(*) from return_order)::int as returns,
       (select count(*) from return_order where status = 'refunded' and kind = 'return')::int as refunded,
       (select count(*) from return_order r join sale_order o on o.id = r.order_id where o.status = 'terminated' and o.terminate_reason = 'refunded')::int as terminated,
       (select count(*) from invoice where kind = 'credit_note')::int as notes,
       (select count(*) from return_order r where exists (select 1 from invoice i where i.order_id = r.order_id and i.kind = 'invoice'))::int as invoiced,
       (select count(*) from return_order r join points_earning pe on pe.order_id = r.order_id where pe.points > 0 and pe.expires_at > now())::int as open_lots,
       (select count(*) from return_order r join points_earning pe on pe.order_id = r.order_id where pe.points > 0 and pe.expires_at <= now())::int as expired_lots,
       (select count(*) from return_order r join points_earning pe on pe.order_id = r.order_id join ledger_entry e on e.cause_type = 'points_expiry' and e.created_at = pe.expires_at
          join points_lot l on l.id::text = e.cause_id join ledger_entry x on x.id = l.entry_id and x.cause_type = 'order_points' and x.cause_id = r.order_id::text)::int as expiries_left`,
  );
  // About 3% of completed orders, each finished: refunded, its order closed, and its invoice (if any) credited.
  expect(books!.returns).toBeGreaterThan(completed!.n * 0.015);
  expect(books!.returns).toBeLessThan(completed!.n * 0.045);
  expect(books!.refunded).toBe(books!.returns);
  expect(books!.terminated).toBe(books!.returns);
  expect(books!.notes).toBe(books!.invoiced);
  expect(books!.notes).toBeGreaterThan(0);
  // Two years of orders: some returned orders' lots were still open, others had expired since (their expiry undone).
  expect(books!.open_lots).toBeGreaterThan(0);
  expect(books!.expired_lots).toBeGreaterThan(0);
  expect(books!.expiries_left).toBe(0);
  // About 21 rows per return (request, line, 6 moves, parcel and 5 events, refund, line, 2 moves, sandbox, order event, take-back, entries).
  expect(written).toBeGreaterThan(books!.returns * 20);

  // Nothing is in the future, and every timeline runs in order.
  const { rows: [times] } = await t.db.$client.query<{ future: number; disorder: number }>(
    `select (select count(*) from return_order_event where created_at > now())::int + (select count(*) from payment_refund where settled_at > now())::int
         + (select count(*) from shipment_event where occurred_at > now())::int as future,
       (select count(*) from return_order r join sale_order o on o.id = r.order_id join payment_refund f on f.id = r.refund_id join shipment s on s.id = r.return_shipment_id
         where not (o.received_at < r.created_at and r.created_at < s.created_at and s.delivered_at < f.created_at and f.created_at < f.settled_at and f.settled_at = o.terminated_at))::int as disorder`,
  );
  expect(times).toEqual({ future: 0, disorder: 0 });

  expect(await topUpReturns(t.db)).toBe(0);
  expect(await checkScaleReturns(t.db)).toEqual([]);
  expect(await checkScalePoints(t.db)).toEqual([]);
  expect(await checkScaleOrders(t.db)).toEqual([]);

  // The check can fail: a refund raised past what the order paid is found.
  await t.db.$client.query(`update payment_refund set amount = amount + 1 where id = (
    select r.refund_id from return_order r where not exists (select 1 from invoice i where i.order_id = r.order_id) order by r.id limit 1)`);
  expect(await checkScaleReturns(t.db)).toEqual([
    '1 refunded returns without their settled refund of what they asked',
    '1 generated orders with returns refunded more than was paid for them',
  ]);
});
