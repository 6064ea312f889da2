import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { commitOrder } from '@mall/contract/order/commit-order';
import { deleteOrder } from '@mall/contract/order/delete-order';
import { ORDER_STATUSES } from '@mall/contract/order/order-fields';
import { queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { queryOrders } from '@mall/contract/order/query-orders';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress, giveCoupon } from '../../testing/order-test-data.ts';
import { cancelOverdueOrders } from './order-cancel.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from './order.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const stockOf = async (skuId: number) => (await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId)))[0]!.stock;
const couponStatus = async (id: number) => (await t.db.select({ status: userCoupon.status }).from(userCoupon).where(eq(userCoupon.id, id)))[0]!.status;
const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const eventCount = async (id: number) => (await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id))).length;
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null];

describe('saleorder/cancel', () => {
  it('cancels an unpaid order: terminated, stock and coupon back, recorded as the shopper\'s', async () => {
    const user = await shopper();
    const coupon = await giveCoupon(t.db, user.userId, { shopId: b.shopId, amountOff: 300 });
    const stock = await stockOf(b.id);
    const c = (await t.call(checkoutOneGoods, { goodsId: b.goodsId, skuId: b.id, quantity: 3 }, { token: user.token })).body.data!;
    const number = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!.checkoutNumber;
    const done = await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token });
    const id = done.body.data!.orderIds[0]!;
    expect(await stockOf(b.id)).toBe(stock - 3);
    expect(await couponStatus(coupon)).toBe('used');

    const res = await t.call(cancelOrder, { orderId: id, reason: 'changed my mind' }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ orderId: id, status: 'terminated', terminateReason: 'shopper_cancel: changed my mind' });
    expect(res.body.data!.terminatedAt).not.toBeNull();
    expect(res.body.data!.events.at(-1)).toMatchObject({ fromStatus: 'paying', toStatus: 'terminated', actor: 'shopper' });
    expect(await stockOf(b.id)).toBe(stock);
    expect(await couponStatus(coupon)).toBe('unused');
  });

  it('refuses to cancel a shipped or finished order (4211), changing nothing', async () => {
    const user = await shopper();
    // A paid order not yet shipped can be cancelled with a refund (payment/payment-refund.test.ts).
    for (const status of ORDER_STATUSES.filter((s) => s !== 'paying' && s !== 'shipping')) {
      const id = await placeOrder(t, user, a, 2);
      await putOrderIn(t, id, status);
      const stock = await stockOf(a.id);
      const before = await orderRow(id);
      const events = await eventCount(id);
      const res = await t.call(cancelOrder, { orderId: id }, { token: user.token });
      expect(res.body.code, status).toBe(4211);
      expect(res.body.data).toEqual({ from: status, to: 'terminated' });
      expect(await orderRow(id)).toEqual(before);
      expect(await eventCount(id)).toBe(events);
      expect(await stockOf(a.id)).toBe(stock);
    }
  });

  it('cancels once when five cancels of one order arrive at once, and answers each the same success', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 4);
    const stock = await stockOf(a.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(cancelOrder, { orderId: id }, { token: user.token })));
    expect(answers.map((r) => r.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    for (const r of answers) expect(r.body.data).toEqual(answers[0]!.body.data);
    expect(await stockOf(a.id)).toBe(stock + 4);
    const events = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
    expect(events.filter((e) => e.toStatus === 'terminated')).toHaveLength(1);
  });

  it('answers a cancel retried after a lost answer as the first one did, but refuses one the clock cancelled', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const first = await t.call(cancelOrder, { orderId: id, reason: 'changed my mind' }, { token: user.token });
    expect(first.body.code).toBe(1000);
    const stock = await stockOf(a.id);
    const retried = await t.call(cancelOrder, { orderId: id, reason: 'changed my mind' }, { token: user.token });
    expect(retried.body).toEqual(first.body);
    expect(await stockOf(a.id)).toBe(stock);
    const events = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
    expect(events.filter((e) => e.toStatus === 'terminated')).toHaveLength(1);

    const timedOut = await placeOrder(t, user, a, 1);
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, timedOut));
    await cancelOverdueOrders(t.db);
    const late = await t.call(cancelOrder, { orderId: timedOut }, { token: user.token });
    expect(late.body).toMatchObject({ code: 4211, data: { from: 'terminated', to: 'terminated' } });
  });

  it('refuses bad inputs (1001), another shopper\'s or an unknown order (1004) and visitors (1002), changing nothing', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    for (const orderId of BAD_IDS) expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1001);
    for (const reason of ['x'.repeat(201), 'two\nlines', 5]) expect((await t.call(cancelOrder, { orderId: id, reason }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(cancelOrder, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(cancelOrder, { orderId: id, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(cancelOrder, { orderId: id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(cancelOrder, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(cancelOrder, { orderId: id })).body.code).toBe(1002);
    expect((await orderRow(id)).status).toBe('paying');
  });
});

describe('saleorder/del', () => {
  it('hides completed and terminated orders from the lists and keeps them; refuses others (4212)', async () => {
    const user = await shopper();
    const byStatus = new Map<string, number>();
    for (const status of ORDER_STATUSES) {
      const id = await placeOrder(t, user, a, 1);
      await putOrderIn(t, id, status);
      byStatus.set(status, id);
    }
    for (const status of ['paying', 'shipping', 'receiving'] as const) {
      const id = byStatus.get(status)!;
      const res = await t.call(deleteOrder, { orderId: id }, { token: user.token });
      expect(res.body.code, status).toBe(4212);
      expect(res.body.data).toEqual({ status });
      expect((await orderRow(id)).hiddenAt).toBeNull();
    }
    for (const status of ['completed', 'terminated'] as const) {
      const id = byStatus.get(status)!;
      expect((await t.call(deleteOrder, { orderId: id }, { token: user.token })).body).toMatchObject({ code: 1000, data: { orderId: id } });
      expect((await orderRow(id)).hiddenAt).toBeInstanceOf(Date);
      // Gone for the shopper: a second delete and the detail answer 1004.
      expect((await t.call(deleteOrder, { orderId: id }, { token: user.token })).body.code).toBe(1004);
      expect((await t.call(queryOrderDetail, { orderId: id }, { token: user.token })).body.code).toBe(1004);
    }
    const list = (await t.call(queryOrders, {}, { token: user.token })).body.data!;
    expect(list.list.map((o) => o.status).sort()).toEqual(['paying', 'receiving', 'shipping']);
  });

  it('refuses bad inputs (1001), another shopper\'s or an unknown order (1004) and visitors (1002)', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'completed');
    for (const orderId of BAD_IDS) expect((await t.call(deleteOrder, { orderId }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(deleteOrder, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(deleteOrder, { orderId: id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(deleteOrder, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(deleteOrder, { orderId: id })).body.code).toBe(1002);
    expect((await orderRow(id)).hiddenAt).toBeNull();
  });
});
