import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@mall/contract/order/order-fields';
import { AppError } from '../../platform/errors.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { canMoveOrder, moveOrder, moveOrders, ORDER_TRANSITIONS, tryMoveOrder } from './order-state.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from './order.tables.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 500 });
const user = await createTestUser(t.db);
await addAddress(t.db, user.userId);

const STAMP: Partial<Record<OrderStatus, 'paidAt' | 'shippedAt' | 'receivedAt' | 'terminatedAt'>> = {
  shipping: 'paidAt',
  receiving: 'shippedAt',
  completed: 'receivedAt',
  terminated: 'terminatedAt',
};
const rowOf = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const eventsOf = (id: number) => t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id)).orderBy(saleOrderEvent.id);
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 1000;
};

describe('the order state machine', () => {
  it('allows exactly the seven moves of the table', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(['completed>terminated', 'paying>shipping', 'paying>terminated', 'receiving>completed', 'receiving>terminated', 'shipping>receiving', 'shipping>terminated']);
    expect(ORDER_TRANSITIONS).toHaveLength(7);
  });

  it('makes every legal move with its timestamp and an event of who and when', async () => {
    for (const { from, to } of ORDER_TRANSITIONS) {
      const id = await placeOrder(t, user, sku);
      await putOrderIn(t, id, from);
      const before = await eventsOf(id);
      const moved = await t.db.transaction((tx) => moveOrder(tx, id, { from, to, actor: 'merchant', actorId: 7, note: 'why' }));
      expect(moved).toMatchObject({ id, accountId: user.userId });
      const row = await rowOf(id);
      expect(row.status).toBe(to);
      expect(row[STAMP[to]!]).toBeInstanceOf(Date);
      if (to === 'terminated') expect(row.terminateReason).toBe('why');
      const events = await eventsOf(id);
      expect(events).toHaveLength(before.length + 1);
      expect(events.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actor: 'merchant', actorId: 7, note: 'why' });
    }
  });

  it('refuses every illegal move (4211), from every status, changing nothing', async () => {
    for (const status of ORDER_STATUSES) {
      const id = await placeOrder(t, user, sku);
      await putOrderIn(t, id, status);
      const before = await rowOf(id);
      const events = (await eventsOf(id)).length;
      for (const to of ORDER_STATUSES) {
        if (canMoveOrder(status, to)) continue;
        // Asked as the table forbids (from its real status) …
        expect(await codeOf(t.db.transaction((tx) => moveOrder(tx, id, { from: status, to, actor: 'shopper', actorId: user.userId })))).toBe(4211);
        // … and as a move the table allows but from a status the order is not in.
        for (const t2 of ORDER_TRANSITIONS.filter((m) => m.to === to && m.from !== status)) {
          expect(await codeOf(t.db.transaction((tx) => moveOrder(tx, id, { from: t2.from, to, actor: 'shopper', actorId: user.userId })))).toBe(4211);
          expect(await t.db.transaction((tx) => tryMoveOrder(tx, id, { from: t2.from, to, actor: 'shopper', actorId: user.userId }))).toBeNull();
        }
      }
      expect(await rowOf(id)).toEqual(before);
      expect(await eventsOf(id)).toHaveLength(events);
    }
  });

  it('answers 1004 for an unknown order or another shopper\'s, and moves one of two racing moves', async () => {
    const id = await placeOrder(t, user, sku);
    const other = await createTestUser(t.db);
    const pay = () => t.db.transaction((tx) => moveOrder(tx, id, { from: 'paying', to: 'shipping', actor: 'system', actorId: null, accountId: user.userId }));
    expect(await codeOf(t.db.transaction((tx) => moveOrder(tx, 2_000_000_000, { from: 'paying', to: 'shipping', actor: 'system', actorId: null })))).toBe(1004);
    expect(await codeOf(t.db.transaction((tx) => moveOrder(tx, id, { from: 'paying', to: 'shipping', actor: 'system', actorId: null, accountId: other.userId })))).toBe(1004);
    const codes = await Promise.all([codeOf(pay()), codeOf(pay()), codeOf(pay())]);
    expect(codes.sort()).toEqual([1000, 4211, 4211]);
    expect((await eventsOf(id)).filter((e) => e.toStatus === 'shipping')).toHaveLength(1);
  });
});

describe('moving several orders at once', () => {
  it('moves them all with one event each, or none when one is not in the status', async () => {
    const ids = [await placeOrder(t, user, sku), await placeOrder(t, user, sku), await placeOrder(t, user, sku)];
    const moved = await t.db.transaction((tx) => moveOrders(tx, ids.slice(0, 2), { from: 'paying', to: 'shipping', actor: 'shopper', actorId: user.userId, note: 'P1' }));
    expect(moved.map((o) => o.id).sort()).toEqual(ids.slice(0, 2).sort());
    for (const id of ids.slice(0, 2)) {
      expect((await rowOf(id)).status).toBe('shipping');
      expect((await eventsOf(id)).at(-1)).toMatchObject({ fromStatus: 'paying', toStatus: 'shipping', note: 'P1' });
    }
    // The first is shipping now: moving it with the third from paying is refused and the third stays.
    const code = await codeOf(t.db.transaction((tx) => moveOrders(tx, [ids[0]!, ids[2]!], { from: 'paying', to: 'shipping', actor: 'system', actorId: null })));
    expect(code).toBe(4211);
    expect((await rowOf(ids[2]!)).status).toBe('paying');
    expect(await eventsOf(ids[2]!)).toHaveLength(1);
  });
});
