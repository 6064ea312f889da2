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
  // The check can fail: an order whose amounts no longer match its line and its payment is found.
  await t.db.$client.query(`update sale_order set goods_amount = goods_amount + 1, pay_amount = pay_amount + 1 where order_no = 'G000000007'`);
  expect(await checkScaleOrders(t.db)).toContain('1 orders whose lines do not add up to their goods amount');
});
