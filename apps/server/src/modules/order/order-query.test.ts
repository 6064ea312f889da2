import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryUserCenter } from '@mall/contract/account/query-user-center';
import type { Endpoint } from '@mall/contract/platform/api';
import { queryCompletedOrders } from '@mall/contract/order/query-completed-orders';
import { queryOrderAddress } from '@mall/contract/order/query-order-address';
import { queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { queryOrderGoods } from '@mall/contract/order/query-order-goods';
import { queryOrderOrderDetail } from '@mall/contract/order/query-order-order-detail';
import { queryOrders } from '@mall/contract/order/query-orders';
import { queryPayingOrders } from '@mall/contract/order/query-paying-orders';
import { queryReceivingOrders } from '@mall/contract/order/query-receiving-orders';
import { queryShippingOrders } from '@mall/contract/order/query-shipping-orders';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder } from './order.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null, true];
const ID_CALLS: Endpoint[] = [queryOrderDetail, queryOrderOrderDetail, queryOrderGoods, queryOrderAddress];
const LIST_CALLS: Endpoint[] = [queryOrders, queryPayingOrders, queryShippingOrders, queryReceivingOrders, queryCompletedOrders];

describe('order lists', () => {
  it('lists the caller\'s visible orders newest first, by group, paged, each with its shop and lines', async () => {
    const user = await shopper();
    // Seven orders: 2 paying, 2 shipping, 1 receiving, 1 completed, 1 terminated; one more hidden completed order.
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await placeOrder(t, user, i % 2 === 0 ? a : b, i + 1));
    const [p1, p2, s1, s2, r1, c1, x1, h1] = ids as [number, number, number, number, number, number, number, number];
    for (const id of [s1, s2]) await putOrderIn(t, id, 'shipping');
    await putOrderIn(t, r1, 'receiving');
    for (const id of [c1, h1]) await putOrderIn(t, id, 'completed');
    await putOrderIn(t, x1, 'terminated');
    await t.db.update(saleOrder).set({ hiddenAt: new Date() }).where(eq(saleOrder.id, h1));
    // Another shopper's orders never show.
    await placeOrder(t, await shopper(), a, 1);

    const list = async (endpoint: Endpoint, body: object = {}) => {
      const res = await t.call(endpoint, body, { token: user.token, lang: 'en' });
      expect(res.body.code, res.body.message).toBe(1000);
      return res.body.data as { list: { orderId: number; status: string; goods: { quantity: number; title: string; unitPrice: number }[]; shopName: string; shopLogo: string; payAmount: number; payDeadline: string }[]; total: number; hasMore: boolean };
    };
    const all = await list(queryOrders);
    expect(all.total).toBe(7);
    expect(all.list.map((o) => o.orderId)).toEqual([x1, c1, r1, s2, s1, p2, p1]);
    const first = all.list.find((o) => o.orderId === p1)!;
    expect(first).toMatchObject({ status: 'paying', payAmount: 1000 + 800 });
    expect(first.shopName).not.toBe('');
    expect(first.goods).toEqual([expect.objectContaining({ quantity: 1, unitPrice: 1000 })]);
    expect(all.list.find((o) => o.orderId === x1)!.goods[0]!.quantity).toBe(7);
    expect(typeof first.goods[0]!.title).toBe('string');
    expect(Date.parse(first.payDeadline)).toBeGreaterThan(Date.now());

    expect((await list(queryOrders, { group: 'paying' })).list.map((o) => o.orderId)).toEqual([p2, p1]);
    expect((await list(queryOrders, { group: 'terminated' })).list.map((o) => o.orderId)).toEqual([x1]);
    expect((await list(queryPayingOrders)).list.map((o) => o.orderId)).toEqual([p2, p1]);
    expect((await list(queryShippingOrders)).list.map((o) => o.orderId)).toEqual([s2, s1]);
    expect((await list(queryReceivingOrders)).list.map((o) => o.orderId)).toEqual([r1]);
    expect((await list(queryCompletedOrders)).list.map((o) => o.orderId)).toEqual([c1]);

    const page1 = await list(queryOrders, { pageNum: 1, pageSize: 3 });
    const page3 = await list(queryOrders, { pageNum: 3, pageSize: 3 });
    const page4 = await list(queryOrders, { pageNum: 4, pageSize: 3 });
    expect(page1).toMatchObject({ total: 7, hasMore: true });
    expect(page1.list.map((o) => o.orderId)).toEqual([x1, c1, r1]);
    expect(page3).toMatchObject({ total: 7, hasMore: false });
    expect(page3.list.map((o) => o.orderId)).toEqual([p1]);
    expect(page4.list).toEqual([]);

    // The me tab counts the visible orders of each group (the hidden completed one is not counted).
    const center = await t.call(queryUserCenter, {}, { token: user.token });
    expect(center.body.data!.orderCounts).toEqual({ paying: 2, shipping: 2, receiving: 1, completed: 1, return: 0 });
  });

  it('refuses bad paging and groups, and visitors', async () => {
    const user = await shopper();
    for (const endpoint of LIST_CALLS) {
      for (const body of [{ pageNum: 0 }, { pageNum: -1 }, { pageNum: 1.5 }, { pageNum: 1e9 }, { pageSize: 0 }, { pageSize: 51 }, { pageSize: '5' }, { extra: 1 }]) {
        expect((await t.call(endpoint, body, { token: user.token })).body.code, `${endpoint.path} ${JSON.stringify(body)}`).toBe(1001);
      }
      expect((await t.call(endpoint, {})).body.code).toBe(1002);
      expect((await t.call(endpoint, {}, { token: 'stale-token-that-is-not-a-session' })).body.code).toBe(1002);
      expect((await t.call(endpoint, {}, { token: user.token })).body.data).toMatchObject({ list: [], total: 0, hasMore: false });
    }
    for (const group of ['return', 'all', 1, '']) expect((await t.call(queryOrders, { group }, { token: user.token })).body.code).toBe(1001);
  });
});

describe('one order', () => {
  it('answers the detail with lines, address snapshot, amounts, timestamps and history; goods and address alone', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 2);
    await putOrderIn(t, id, 'receiving');
    for (const endpoint of [queryOrderDetail, queryOrderOrderDetail]) {
      const res = await t.call(endpoint, { orderId: id }, { token: user.token, lang: 'zh' });
      expect(res.body.code, res.body.message).toBe(1000);
      const d = res.body.data!;
      expect(d).toMatchObject({ orderId: id, status: 'receiving', quantity: 2, goodsAmount: 2000, deliveryFee: 1000, payAmount: 3000, remark: '', terminatedAt: null, receivedAt: null });
      expect(d.paidAt).not.toBeNull();
      expect(d.shippedAt).not.toBeNull();
      expect(d.address).toMatchObject({ receiverName: 'Li Lei', detail: 'Keyuan Road 1' });
      expect(d.goods).toEqual([expect.objectContaining({ goodsId: a.goodsId, skuId: a.id, quantity: 2, unitPrice: 1000, amount: 2000 })]);
      expect(d.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, 'paying'],
        ['paying', 'shipping'],
        ['shipping', 'receiving'],
      ]);
      expect(d.events[0]!.actor).toBe('shopper');
    }
    const goods = await t.call(queryOrderGoods, { orderId: id }, { token: user.token });
    expect(goods.body.data).toEqual([expect.objectContaining({ skuId: a.id, quantity: 2 })]);
    const address = await t.call(queryOrderAddress, { orderId: id }, { token: user.token });
    expect(address.body.data).toMatchObject({ receiverName: 'Li Lei', mobile: '13812345678', postcode: '518057' });
  });

  it('answers 1004 for another shopper\'s, an unknown or a deleted order, 1001 for a bad id, 1002 for visitors', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const hidden = await placeOrder(t, user, a, 1);
    await putOrderIn(t, hidden, 'terminated');
    await t.db.update(saleOrder).set({ hiddenAt: new Date() }).where(eq(saleOrder.id, hidden));
    for (const endpoint of ID_CALLS) {
      expect((await t.call(endpoint, { orderId: id }, { token: user.token })).body.code).toBe(1000);
      expect((await t.call(endpoint, { orderId: id }, { token: other.token })).body.code).toBe(1004);
      expect((await t.call(endpoint, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
      expect((await t.call(endpoint, { orderId: hidden }, { token: user.token })).body.code).toBe(1004);
      for (const orderId of BAD_IDS) expect((await t.call(endpoint, { orderId }, { token: user.token })).body.code, `${endpoint.path} ${String(orderId)}`).toBe(1001);
      expect((await t.call(endpoint, {}, { token: user.token })).body.code).toBe(1001);
      expect((await t.call(endpoint, { orderId: id, extra: 1 }, { token: user.token })).body.code).toBe(1001);
      expect((await t.call(endpoint, { orderId: id })).body.code).toBe(1002);
    }
  });
});
