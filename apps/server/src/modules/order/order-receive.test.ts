import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@mall/contract/order/order-fields';
import { receiveOrderGoods } from '@mall/contract/order/receive-order-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { receiveOverdueOrders } from './order-receive.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from './order.tables.ts';

const t = await createTestApp();
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const eventsOf = async (id: number) => t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
/** Moves an order's shipping time `days` days back, as if it had been on its way that long. */
const shippedDaysAgo = async (id: number, days: number) =>
  t.db.update(saleOrder).set({ shippedAt: sql`now() - make_interval(days => ${days}::int)` }).where(eq(saleOrder.id, id));
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null, true];

describe('saleorder/goods/receive', () => {
  it('completes a shipped order, recorded as the shopper\'s receipt', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 2);
    await putOrderIn(t, id, 'receiving');
    const res = await t.call(receiveOrderGoods, { orderId: id }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ orderId: id, status: 'completed' });
    expect(res.body.data!.receivedAt).not.toBeNull();
    expect(res.body.data!.events.at(-1)).toMatchObject({ fromStatus: 'receiving', toStatus: 'completed', actor: 'shopper' });
    // A second receipt is refused: it is completed now.
    const again = await t.call(receiveOrderGoods, { orderId: id }, { token: user.token });
    expect(again.body.code).toBe(4211);
    expect(again.body.data).toEqual({ from: 'completed', to: 'completed' });
    expect((await eventsOf(id)).filter((e) => e.toStatus === 'completed')).toHaveLength(1);
  });

  it('refuses an order in any other status (4211), changing nothing', async () => {
    const user = await shopper();
    for (const status of ORDER_STATUSES.filter((s) => s !== 'receiving')) {
      const id = await placeOrder(t, user, a, 1);
      await putOrderIn(t, id, status);
      const before = await orderRow(id);
      const events = (await eventsOf(id)).length;
      const res = await t.call(receiveOrderGoods, { orderId: id }, { token: user.token });
      expect(res.body.code, status).toBe(4211);
      expect(res.body.data).toEqual({ from: status, to: 'completed' });
      expect(await orderRow(id)).toEqual(before);
      expect((await eventsOf(id)).length).toBe(events);
    }
  });

  it('completes once when receipts arrive at once', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'receiving');
    const codes = await Promise.all(Array.from({ length: 5 }, () => t.call(receiveOrderGoods, { orderId: id }, { token: user.token }).then((r) => r.body.code)));
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(codes.filter((c) => c === 4211)).toHaveLength(4);
    expect((await eventsOf(id)).filter((e) => e.toStatus === 'completed')).toHaveLength(1);
  });

  it('refuses bad inputs (1001), another shopper\'s or an unknown order (1004) and visitors (1002), changing nothing', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'receiving');
    for (const orderId of BAD_IDS) expect((await t.call(receiveOrderGoods, { orderId }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(receiveOrderGoods, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(receiveOrderGoods, { orderId: id, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(receiveOrderGoods, { orderId: id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(receiveOrderGoods, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(receiveOrderGoods, { orderId: id })).body.code).toBe(1002);
    expect((await t.call(receiveOrderGoods, { orderId: id }, { token: 'stale-token' })).body.code).toBe(1002);
    expect((await orderRow(id)).status).toBe('receiving');
  });
});

describe('automatic receipt (the minute sweep)', () => {
  it('completes orders shipped the configured days ago, as the system, once; leaves newer and other orders alone', async () => {
    const user = await shopper();
    const [old, recent, justInside, paying] = [
      await placeOrder(t, user, a, 1),
      await placeOrder(t, user, a, 1),
      await placeOrder(t, user, a, 1),
      await placeOrder(t, user, a, 1),
    ];
    for (const id of [old, recent, justInside]) await putOrderIn(t, id, 'receiving');
    await shippedDaysAgo(old, 11);
    await shippedDaysAgo(justInside, 9);
    await t.db.update(saleOrder).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(saleOrder.id, paying));

    expect(await receiveOverdueOrders(t.db, 10)).toBe(1);
    const done = await orderRow(old);
    expect(done.status).toBe('completed');
    expect(done.receivedAt).toBeInstanceOf(Date);
    expect((await eventsOf(old)).at(-1)).toMatchObject({ fromStatus: 'receiving', toStatus: 'completed', actor: 'system', actorId: null, note: 'auto_receive' });
    for (const id of [recent, justInside]) expect((await orderRow(id)).status).toBe('receiving');
    expect((await orderRow(paying)).status).toBe('paying');

    // Idempotent: running it again, twice at once, completes nothing more and writes no second event.
    const before = await orderRow(old);
    expect(await Promise.all([receiveOverdueOrders(t.db, 10), receiveOverdueOrders(t.db, 10)])).toEqual([0, 0]);
    expect(await orderRow(old)).toEqual(before);
    expect((await eventsOf(old)).filter((e) => e.toStatus === 'completed')).toHaveLength(1);

    // The shopper can no longer receive it; a smaller setting picks up the nine-day-old order.
    expect((await t.call(receiveOrderGoods, { orderId: old }, { token: user.token })).body.code).toBe(4211);
    expect(await receiveOverdueOrders(t.db, 9)).toBe(1);
    expect((await orderRow(justInside)).status).toBe('completed');
    expect((await orderRow(recent)).status).toBe('receiving');
  });

  it('completes every overdue order across batches', async () => {
    const user = await shopper();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await placeOrder(t, user, a, 1));
    for (const id of ids) {
      await putOrderIn(t, id, 'receiving');
      await shippedDaysAgo(id, 20);
    }
    expect(await receiveOverdueOrders(t.db, 10, 2)).toBe(5);
    for (const id of ids) expect((await orderRow(id)).status).toBe('completed');
  });
});
