import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpOrders, topUpShoppers } from './scale-orders.ts';
import { checkScaleShipments, topUpShipments } from './scale-shipments.ts';

const t = await createTestApp();

it('gives every shipped generated order one parcel whose events end in its status, once', async () => {
  await topUpShoppers(t.db, 200);
  await topUpOrders(t.db, 1_200);
  const written = await topUpShipments(t.db);
  expect(written).toBeGreaterThan(1_000);
  expect(await topUpShipments(t.db)).toBe(0);
  expect(await checkScaleShipments(t.db)).toEqual([]);

  const { rows } = await t.db.$client.query<{ status: string; n: number }>(
    `select s.status, count(*)::int as n from shipment s join sale_order o on o.id = s.order_id where o.order_no ~ '^G[0-9]{9}$' group by s.status order by s.status`,
  );
  expect(rows.map((r) => r.status)).toContain('Delivered');
  const shipped = await t.db.$client.query<{ n: number }>(`select count(*)::int as n from sale_order where order_no ~ '^G[0-9]{9}$' and shipped_at is not null`);
  expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(shipped.rows[0]!.n);

  // More orders: only their parcels are added, and the check can fail.
  await topUpOrders(t.db, 1_300);
  expect(await topUpShipments(t.db)).toBeGreaterThan(0);
  expect(await checkScaleShipments(t.db)).toEqual([]);
  await t.db.$client.query(`delete from shipment where order_id = (select id from sale_order where order_no = (
    select min(order_no) from sale_order where order_no ~ '^G[0-9]{9}$' and shipped_at is not null))`);
  expect(await checkScaleShipments(t.db)).toEqual(['1 shipped generated orders without exactly one parcel']);

  // A parcel whose status is not its last event's is found, each once.
  const { rows: two } = await t.db.$client.query<{ id: number }>(`select s.id from shipment s join sale_order o on o.id = s.order_id
    where o.order_no ~ '^G[0-9]{9}$' and s.status <> 'Delivered' order by s.id limit 2`);
  expect(two).toHaveLength(2);
  await t.db.$client.query(`update shipment set status = 'NotFound' where id = any($1::int[])`, [two.map((r) => r.id)]);
  expect(await checkScaleShipments(t.db)).toEqual([
    '1 shipped generated orders without exactly one parcel',
    "2 parcels whose status is not their last event's",
  ]);
});
