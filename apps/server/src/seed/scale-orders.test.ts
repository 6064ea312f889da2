import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { checkScaleOrders, topUpOrders, topUpShoppers } from './scale-orders.ts';

const t = await createTestApp();

const snapshot = async () =>
  (
    await t.db.$client.query<{ status: string; n: number; pay: number; refunded: number }>(
      `select o.status, count(*)::int as n, sum(o.pay_amount)::int as pay,
         coalesce(sum((select sum(r.amount) from payment_refund r where r.order_id = o.id)), 0)::int as refunded
       from sale_order o where o.order_no ~ '^G[0-9]{9}$' group by o.status order by o.status`,
    )
  ).rows;

it('grows shoppers and two years of orders whose books agree, adding only what is missing', async () => {
  expect(await topUpShoppers(t.db, 300)).toBe(300);
  expect(await topUpShoppers(t.db, 300)).toBe(0);
  expect(await topUpOrders(t.db, 1_500)).toBe(1_500);
  expect(await topUpOrders(t.db, 1_500)).toBe(0);
  expect(await checkScaleOrders(t.db)).toEqual([]);

  const grown = await snapshot();
  // Old orders ended (completed or cancelled), the last days' are on their way; none waits for payment, so the
  // overdue sweep has nothing to do on this data.
  const statuses = grown.map((r) => r.status);
  expect(statuses).toEqual(expect.arrayContaining(['completed', 'terminated']));
  expect(statuses).not.toContain('paying');
  expect(grown.reduce((sum, r) => sum + r.n, 0)).toBe(1_500);
  const terminated = grown.find((r) => r.status === 'terminated')!;
  expect(terminated.refunded).toBeGreaterThan(0);
  expect(terminated.refunded).toBeLessThan(terminated.pay);

  // A larger target adds only the difference, continuing the numbering, and the books still agree.
  expect(await topUpOrders(t.db, 1_600)).toBe(100);
  expect(await checkScaleOrders(t.db)).toEqual([]);
  // Every check can fail: an order whose amounts no longer match its lines and its payment, one with no lines left,
  // one refunded more than it paid, and one whose last event is not its status.
  const { rows: picked } = await t.db.$client.query<{ id: number }>(
    `select id from sale_order where order_no ~ '^G[0-9]{9}$' and paid_at is not null and status = 'completed' order by id limit 4`,
  );
  const [changed, lineless, overRefunded, moved] = picked.map((r) => r.id);
  await t.db.$client.query(`update sale_order set goods_amount = goods_amount + 1, pay_amount = pay_amount + 1 where id = $1`, [changed]);
  await t.db.$client.query(`delete from sale_order_goods where order_id = $1`, [lineless]);
  await t.db.$client.query(
    `insert into payment_refund (payment_id, order_id, amount, channel, status, request_key, reason)
     select po.payment_id, po.order_id, po.amount + 1, p.channel, 'settled', 'probe-over', 'probe' from payment_order po join payment p on p.id = po.payment_id where po.order_id = $1`,
    [overRefunded],
  );
  await t.db.$client.query(`update sale_order set status = 'delivered' where id = $1`, [moved]);
  expect(await checkScaleOrders(t.db)).toEqual([
    '1 orders whose events do not end in their status',
    '2 orders whose lines do not add up to their goods amount',
    '1 paid orders without exactly one paid payment of their pay amount',
    '1 orders refunded more than they paid',
  ]);
});
