import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { checkoutRedo } from '@mall/contract/order/checkout-redo';
import { commitOrder } from '@mall/contract/order/commit-order';
import { queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { CODE } from '@mall/contract/platform/code-numbers';
import { queryScoreFlow } from '@mall/contract/loyalty/query-score-flow';
import { createTestApp } from '../../testing/test-app.ts';
import { execute, settleEvents, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import type { TestShopper } from '../../testing/order-test-orders.ts';
import { requestRefund } from '../payment/payment.api.ts';
import { balanceOf, entrySum, post } from '../wallet/wallet.api.ts';
import { ledgerAccount, ledgerEntry, pointsLot } from '../wallet/wallet.tables.ts';
import { pointsFor } from './checkout-price.ts';
import { cancelUnpaidOrder } from './order-cancel.ts';
import { REDEEMED_POINTS } from './order-points.ts';
import { saleOrder, saleOrderGoods } from './order.tables.ts';

const t = await createTestApp();
const [[a, a2], [b]] = await shippingGoods(t.db, 2, 0, { stock: 1000, price: 1000 });
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });
const inAYear = () => new Date(Date.now() + 365 * 86_400_000);
let grants = 0;

async function givePoints(user: TestShopper, n: number) {
  await t.db.transaction((tx) =>
    post(tx, {
      cause: { type: 'test_points', id: `${user.userId}:${++grants}` },
      moves: [
        { account: points(user.userId), amount: n, expiresAt: inAYear() },
        { account: { platform: 'issued', asset: 'points' }, amount: -n },
      ],
    }),
  );
}

async function ok<T>(res: { body: { code: number; message: string; data: T | null } }): Promise<T> {
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}

/** A buy-now checkout of `quantity` pieces, with points chosen as given. */
async function checkoutWith(user: TestShopper, sku: TestSku, quantity: number, usePoints?: boolean | number): Promise<TCheckout> {
  const c = await ok(await t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token }));
  if (usePoints === undefined) return c;
  return ok(await t.call(checkoutRedo, { checkoutId: c.checkoutId, usePoints }, { token: user.token }));
}

async function commit(user: TestShopper, c: TCheckout) {
  const number = (await ok(await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token }))).checkoutNumber;
  return t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token });
}

const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const lotsRemaining = async (user: TestShopper) => {
  const [row] = await t.db.execute<{ sum: number }>(sql`
    select coalesce(sum(l.remaining), 0)::int as sum from ${pointsLot} l join ${ledgerAccount} a on a.id = l.account_id where a.key = ${`shopper:${user.userId}:points`}`).then((r) => r.rows);
  return row!.sum;
};
async function entriesOf(user: TestShopper, causeType: string) {
  return t.db
    .select({ amount: ledgerEntry.amount, causeId: ledgerEntry.causeId })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(and(eq(ledgerAccount.key, `shopper:${user.userId}:points`), eq(ledgerEntry.causeType, causeType)));
}

describe('score points as a discount: the rule', () => {
  it('uses whole denominations, at most half the goods after coupons, at most the balance and the count chosen', () => {
    expect(pointsFor(true, 10_000, 3_000)).toEqual({ use: true, available: 10_000, usable: 1_500, used: 1_500, amount: 1_500 });
    // 50% of 3,099 is 1,549.5: whole denominations of 100 points only.
    expect(pointsFor(true, 10_000, 3_099).used).toBe(1_500);
    expect(pointsFor(true, 10_000, 3_200).used).toBe(1_600);
    expect(pointsFor(true, 1_299, 10_000)).toMatchObject({ usable: 1_200, used: 1_200 });
    expect(pointsFor(true, 99, 10_000)).toMatchObject({ usable: 0, used: 0, amount: 0 });
    expect(pointsFor(false, 5_000, 10_000)).toMatchObject({ use: false, usable: 5_000, used: 0, amount: 0 });
    expect(pointsFor(undefined, 5_000, 10_000)).toMatchObject({ use: false, used: 0 });
    expect(pointsFor(750, 5_000, 10_000)).toMatchObject({ use: true, used: 700, amount: 700 });
    expect(pointsFor(true, 5_000, 0)).toMatchObject({ usable: 0, used: 0 });
  });
});

describe('score points at checkout', () => {
  it('the preview answers held, usable, used and the discount; the commit spends them once with the order', async () => {
    const user = await shopper(t);
    await givePoints(user, 5_000);
    const plain = await checkoutWith(user, a, 3);
    expect(plain.points).toEqual({ use: false, available: 5_000, usable: 1_500, used: 0, amount: 0 });
    const c = await checkoutWith(user, a, 3, true);
    expect(c.points).toEqual({ use: true, available: 5_000, usable: 1_500, used: 1_500, amount: 1_500 });
    expect(c.pointsAmount).toBe(1_500);
    expect(c.payAmount).toBe(plain.payAmount - 1_500);
    expect(c.shops[0]!.pointsAmount).toBe(1_500);

    const done = await ok(await commit(user, c));
    expect(done.payAmount).toBe(c.payAmount);
    const order = await orderRow(done.orderIds[0]!);
    expect(order).toMatchObject({ pointsUsed: 1_500, pointsAmount: 1_500, payAmount: c.payAmount });
    expect(order.payAmount).toBe(order.goodsAmount - order.shopCouponAmount - order.platformCouponAmount - order.pointsAmount + order.deliveryFee);
    // The lines carry the points in their discount share (what a refund of one line gives back).
    const lines = await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, order.id));
    expect(lines.reduce((s, l) => s + l.discountAmount, 0)).toBe(1_500);
    expect(await balanceOf(t.db, points(user.userId))).toBe(3_500);
    expect(await lotsRemaining(user)).toBe(3_500);
    expect(await entriesOf(user, 'order_points_spend')).toEqual([{ amount: -1_500, causeId: order.checkoutNumber }]);
    const detail = await ok(await t.call(queryOrderDetail, { orderId: order.id }, { token: user.token }));
    expect(detail).toMatchObject({ pointsUsed: 1_500, pointsAmount: 1_500, payAmount: c.payAmount });

    // Choosing none again gives the full price; a count uses at most that many.
    expect((await ok(await t.call(checkoutRedo, { checkoutId: plain.checkoutId, usePoints: 250 }, { token: user.token }))).points.used).toBe(200);
    expect((await ok(await t.call(checkoutRedo, { checkoutId: plain.checkoutId, usePoints: false }, { token: user.token }))).payAmount).toBe(plain.payAmount);
  });

  it('shares the points among the orders of a multi-shop commit in proportion, adding up exactly', async () => {
    const user = await shopper(t);
    await givePoints(user, 10_000);
    const cartIds: number[] = [];
    for (const [sku, quantity] of [[a2!, 3], [b!, 2]] as const) {
      cartIds.push((await ok(await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token }))).cartId);
    }
    const opened = await ok(await t.call(checkoutCart, { cartIds }, { token: user.token }));
    const c = await ok(await t.call(checkoutRedo, { checkoutId: opened.checkoutId, usePoints: true }, { token: user.token }));
    expect(c.points.used).toBe(2_500);
    expect(c.shops.map((s) => s.pointsAmount).sort()).toEqual([1_000, 1_500]);
    const done = await ok(await commit(user, c));
    const orders = await Promise.all(done.orderIds.map(orderRow));
    expect(orders.reduce((s, o) => s + o.pointsUsed, 0)).toBe(2_500);
    expect(await entriesOf(user, 'order_points_spend')).toHaveLength(1);
    expect(await balanceOf(t.db, points(user.userId))).toBe(7_500);
  });

  it('refuses with 4922, writing nothing, when the points were spent elsewhere after the preview', async () => {
    const user = await shopper(t);
    await givePoints(user, 1_000);
    const c = await checkoutWith(user, a, 3, true);
    expect(c.points.used).toBe(1_000);
    await t.db.transaction((tx) =>
      post(tx, { cause: { type: 'test_spend', id: user.userId }, moves: [{ account: points(user.userId), amount: -300 }, { account: REDEEMED_POINTS, amount: 300 }] }),
    );
    const res = await commit(user, c);
    expect(res.body.code).toBe(CODE.CHECKOUT_POINTS_SHORT);
    expect((res.body.data as unknown as TCheckout).points.used).toBe(700);
    expect(await t.db.select().from(saleOrder).where(eq(saleOrder.accountId, user.userId))).toHaveLength(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(700);
  });

  it('two commits at once spending the same points: exactly one goes through', async () => {
    const user = await shopper(t);
    await givePoints(user, 1_000);
    const [c1, c2, c3] = [await checkoutWith(user, a, 3, true), await checkoutWith(user, a, 3, true), await checkoutWith(user, b, 3, true)];
    const results = await Promise.all([commit(user, c1), commit(user, c2), commit(user, c3)]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([1000, CODE.CHECKOUT_POINTS_SHORT, CODE.CHECKOUT_POINTS_SHORT]);
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    expect(await entrySum(t.db, points(user.userId))).toBe(0);
    expect(await t.db.select().from(saleOrder).where(eq(saleOrder.accountId, user.userId))).toHaveLength(1);
  });

  it('a cancelled unpaid order gives its points back once', async () => {
    const user = await shopper(t);
    await givePoints(user, 800);
    const done = await ok(await commit(user, await checkoutWith(user, a, 2, true)));
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    const cancel = () => cancelUnpaidOrder(t.db, done.orderIds[0]!, { actor: 'shopper', actorId: user.userId, reason: 'shopper_cancel' });
    const outcomes = await Promise.all([cancel(), cancel()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await cancel()).toBe(false);
    expect(await balanceOf(t.db, points(user.userId))).toBe(800);
    expect(await lotsRemaining(user)).toBe(800);
    expect(await entriesOf(user, 'order_points_return')).toEqual([{ amount: 800, causeId: String(done.orderIds[0]) }]);
    const flow = await ok(await t.call(queryScoreFlow, {}, { token: user.token, lang: 'en' }));
    expect(flow.list.slice(0, 2).map((e) => [e.kind, e.points, e.title])).toEqual([
      ['returned', 800, 'Given back: an order cancelled or refunded'],
      ['used', -800, 'Used at checkout'],
    ]);
  });

  it('refunds of a paid order give back the used points in proportion, all of them once everything is refunded', async () => {
    const user = await shopper(t);
    await givePoints(user, 1_000);
    const c = await checkoutWith(user, a, 4, true);
    expect(c.points.used).toBe(1_000);
    const done = await ok(await commit(user, c));
    const orderId = done.orderIds[0]!;
    const p = await signedPayment(t, user, [orderId]);
    await ok(await execute(t, p));
    await settleEvents(t);
    const [line] = await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId));
    const order = await orderRow(orderId);
    const refund = (lines: { orderLineId: number; quantity: number }[] | undefined, key: string) =>
      t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'test', requestKey: key, by: { actor: 'platform', actorId: null }, ...(lines ? { lines } : {}) }));
    const first = await refund([{ orderLineId: line!.id, quantity: 1 }], 'r1');
    await settleEvents(t);
    const back1 = Math.floor((1_000 * first!.amount) / order.payAmount);
    expect(back1).toBeGreaterThan(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(back1);
    await refund(undefined, 'r2');
    await settleEvents(t);
    await settleEvents(t);
    expect(await balanceOf(t.db, points(user.userId))).toBe(1_000);
    expect(await lotsRemaining(user)).toBe(1_000);
    const returned = await entriesOf(user, 'order_points_return');
    expect(returned.map((e) => e.amount)).toEqual([back1, 1_000 - back1]);
  });
});
