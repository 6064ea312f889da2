import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { reorderCartGoods } from '@mall/contract/cart/reorder-cart-goods';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { commitOrder } from '@mall/contract/order/commit-order';
import { deleteOrder } from '@mall/contract/order/delete-order';
import { queryOrderId } from '@mall/contract/order/query-order-id';
import { queryOrders } from '@mall/contract/order/query-orders';
import { queryPayingDetail } from '@mall/contract/order/query-paying-detail';
import { queryShopUserOrders } from '@mall/contract/order/query-shop-user-orders';
import { reorderOrder } from '@mall/contract/order/reorder-order';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { cartLine } from '../cart/cart.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder } from './order.tables.ts';

const t = await createTestApp();
const [[a, a2], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null, true];

/** Commits the goods of two shops from the cart together: two orders sharing one commit number. */
async function commitTwoShops(user: TestShopper) {
  const cartIds: number[] = [];
  for (const [sku, quantity] of [[a, 2], [b, 3]] as const) {
    const added = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token });
    expect(added.body.code, added.body.message).toBe(1000);
    cartIds.push(added.body.data!.cartId);
  }
  const c = (await t.call(checkoutCart, { cartIds }, { token: user.token })).body.data!;
  const number = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!.checkoutNumber;
  const done = await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token });
  expect(done.body.code, done.body.message).toBe(1000);
  return done.body.data!;
}

describe('saleorder/order/paying/detail', () => {
  it('answers the commit\'s unpaid orders, the total due and the earliest deadline; paid and cancelled ones drop out', async () => {
    const user = await shopper();
    const commit = await commitTwoShops(user);
    const [first, second] = commit.orderIds as [number, number];
    const res = await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber }, { token: user.token, lang: 'zh' });
    expect(res.body.code, res.body.message).toBe(1000);
    const data = res.body.data!;
    expect(data.checkoutNumber).toBe(commit.checkoutNumber);
    expect(data.orders.map((o) => o.orderId)).toEqual([first, second]);
    expect(data.orders.map((o) => o.orderNo)).toEqual(commit.orderNos);
    expect(data.payAmount).toBe(commit.payAmount);
    expect(data.payAmount).toBe(data.orders[0]!.payAmount + data.orders[1]!.payAmount);
    expect(data.orders.every((o) => o.shopName.length > 0)).toBe(true);
    expect(data.payDeadline).toBe(commit.payDeadline);

    // One order paid: only the other is left to pay, with its own deadline.
    await putOrderIn(t, first, 'shipping');
    await t.db.update(saleOrder).set({ payDeadline: sql`pay_deadline + interval '5 minutes'` }).where(eq(saleOrder.id, second));
    const later = (await orderRow(second)).payDeadline.toISOString();
    const left = (await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber }, { token: user.token })).body.data!;
    expect(left.orders.map((o) => o.orderId)).toEqual([second]);
    expect(left.payAmount).toBe(data.orders[1]!.payAmount);
    expect(left.payDeadline).toBe(later);

    // An overdue order cannot be paid any more even before the sweep cancels it; then nothing is left.
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, second));
    const none = await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber }, { token: user.token });
    expect(none.body).toMatchObject({ code: 1000, data: { checkoutNumber: commit.checkoutNumber, orders: [], payAmount: 0, payDeadline: null } });
  });

  it('refuses bad numbers (1001), another shopper\'s, an unknown or an uncommitted number (1004) and visitors (1002)', async () => {
    const user = await shopper();
    const other = await shopper();
    const commit = await commitTwoShops(user);
    for (const n of ['', 'short', 'x'.repeat(41), 'not-a-number-0123456789', 5, null, ['a'.repeat(32)]]) {
      expect((await t.call(queryPayingDetail, { checkoutNumber: n }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(queryPayingDetail, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryPayingDetail, { checkoutNumber: 'f'.repeat(32) }, { token: user.token })).body.code).toBe(1004);
    // A number of a checkout that was never committed has no orders yet.
    const added = (await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 1 }, { token: other.token })).body.data!;
    const c = (await t.call(checkoutCart, { cartIds: [added.cartId] }, { token: other.token })).body.data!;
    const fresh = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: other.token })).body.data!.checkoutNumber;
    expect((await t.call(queryPayingDetail, { checkoutNumber: fresh }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryPayingDetail, { checkoutNumber: commit.checkoutNumber })).body.code).toBe(1002);
  });
});

describe('saleorder/orderid', () => {
  it('answers the id of the caller\'s order by its number; another shopper\'s, unknown or deleted ones are 1004', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const { orderNo } = await orderRow(id);
    expect((await t.call(queryOrderId, { orderNo }, { token: user.token })).body).toMatchObject({ code: 1000, data: { orderId: id } });
    expect((await t.call(queryOrderId, { orderNo }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryOrderId, { orderNo: '1'.repeat(19) }, { token: user.token })).body.code).toBe(1004);
    await putOrderIn(t, id, 'completed');
    expect((await t.call(deleteOrder, { orderId: id }, { token: user.token })).body.code).toBe(1000);
    expect((await t.call(queryOrderId, { orderNo }, { token: user.token })).body.code).toBe(1004);
  });

  it('refuses bad numbers (1001) and visitors (1002)', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const { orderNo } = await orderRow(id);
    for (const n of ['', '123', '1'.repeat(20), `${orderNo.slice(0, 18)}x`, ' '.repeat(19), Number(orderNo), null, [orderNo]]) {
      expect((await t.call(queryOrderId, { orderNo: n }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(queryOrderId, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryOrderId, { orderNo, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryOrderId, { orderNo })).body.code).toBe(1002);
  });
});

describe('saleorder/reorder', () => {
  it('puts the order\'s goods back in the cart, answering as cart/goods/reorder does', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a2, 3);
    const res = await t.call(reorderOrder, { orderId: id }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ skipped: [], count: 1, added: [{ goodsId: a2.goodsId, skuId: a2.id, ordered: 3, added: 3, quantity: 3, capped: false }] });
    const lines = await t.db.select().from(cartLine).where(eq(cartLine.accountId, user.userId));
    expect(lines.map((l) => [l.skuId, l.quantity])).toEqual([[a2.id, 3]]);
    // The cart's own call adds the same again: the two are one service.
    const cart = await t.call(reorderCartGoods, { orderId: id }, { token: user.token });
    expect(cart.body.data!.added[0]).toMatchObject({ added: 3, quantity: 6 });
  });

  it('refuses bad inputs (1001), another shopper\'s or an unknown order (1004) and visitors (1002), changing no cart', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    for (const orderId of BAD_IDS) expect((await t.call(reorderOrder, { orderId }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(reorderOrder, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(reorderOrder, { orderId: id, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(reorderOrder, { orderId: id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(reorderOrder, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(reorderOrder, { orderId: id })).body.code).toBe(1002);
    for (const u of [user, other]) expect(await t.db.select().from(cartLine).where(eq(cartLine.accountId, u.userId))).toEqual([]);
  });
});

describe('saleorder/shop/user/query', () => {
  it('pages the caller\'s visible orders with one shop, newest first, in the shape of the other lists', async () => {
    const user = await shopper();
    const other = await shopper();
    const withA: number[] = [];
    for (let i = 0; i < 5; i += 1) withA.push(await placeOrder(t, user, i % 2 === 0 ? a : a2, i + 1));
    const withB = await placeOrder(t, user, b, 1);
    await placeOrder(t, other, a, 1);
    // A deleted order is gone from this list too.
    await putOrderIn(t, withA[0]!, 'completed');
    await t.call(deleteOrder, { orderId: withA[0]! }, { token: user.token });
    const visible = withA.slice(1).reverse();

    const p1 = await t.call(queryShopUserOrders, { shopId: a.shopId, pageNum: 1, pageSize: 3 }, { token: user.token });
    expect(p1.body.code, p1.body.message).toBe(1000);
    expect(p1.body.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 3, hasMore: true });
    expect(p1.body.data!.list.map((o) => o.orderId)).toEqual(visible.slice(0, 3));
    const p2 = (await t.call(queryShopUserOrders, { shopId: a.shopId, pageNum: 2, pageSize: 3 }, { token: user.token })).body.data!;
    expect(p2).toMatchObject({ total: 4, hasMore: false });
    expect(p2.list.map((o) => o.orderId)).toEqual(visible.slice(3));
    const past = (await t.call(queryShopUserOrders, { shopId: a.shopId, pageNum: 9, pageSize: 3 }, { token: user.token })).body.data!;
    expect(past).toMatchObject({ list: [], total: 4, hasMore: false });

    // Each item is what the all-orders list shows for it.
    const all = (await t.call(queryOrders, { pageSize: 50 }, { token: user.token })).body.data!.list;
    for (const item of [...p1.body.data!.list, ...p2.list]) expect(item).toEqual(all.find((o) => o.orderId === item.orderId));
    expect(p1.body.data!.list[0]!.goods).toHaveLength(1);

    const onlyB = (await t.call(queryShopUserOrders, { shopId: b.shopId }, { token: user.token })).body.data!;
    expect(onlyB).toMatchObject({ total: 1, pageNum: 1, pageSize: 20, hasMore: false });
    expect(onlyB.list.map((o) => o.orderId)).toEqual([withB]);
    expect((await t.call(queryShopUserOrders, { shopId: 2_147_483_647 }, { token: user.token })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad inputs (1001) and visitors (1002)', async () => {
    const user = await shopper();
    for (const shopId of BAD_IDS) expect((await t.call(queryShopUserOrders, { shopId }, { token: user.token })).body.code).toBe(1001);
    for (const page of [{ pageNum: 0 }, { pageNum: -1 }, { pageNum: 1.5 }, { pageNum: 10_001 }, { pageSize: 0 }, { pageSize: 51 }, { pageSize: '5' }]) {
      expect((await t.call(queryShopUserOrders, { shopId: a.shopId, ...page }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(queryShopUserOrders, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryShopUserOrders, { shopId: a.shopId, extra: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryShopUserOrders, { shopId: a.shopId })).body.code).toBe(1002);
  });
});
