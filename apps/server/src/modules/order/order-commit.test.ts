import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { checkoutRedo } from '@mall/contract/order/checkout-redo';
import { commitOrder } from '@mall/contract/order/commit-order';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { cartLine } from '../cart/cart.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { cancelOverdueOrders, cancelUnpaidOrder } from './order-cancel.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { addAddress, giveCoupon } from '../../testing/order-test-data.ts';
import { checkout, checkoutNumber as numberTable, saleOrder, saleOrderEvent, saleOrderGoods } from './order.tables.ts';

const t = await createTestApp();

interface Shopper {
  userId: number;
  token: string;
}

async function shopper(): Promise<Shopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const add = async (user: Shopper, sku: TestSku, quantity: number) => {
  const res = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.cartId;
};
async function ok<T>(res: { body: { code: number; message: string; data: T | null } }): Promise<T> {
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}
const buyNow = async (user: Shopper, sku: TestSku, quantity: number) =>
  ok(await t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token }));
const numberFor = async (user: Shopper, c: TCheckout) => (await ok(await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token }))).checkoutNumber;
/** `n` new shoppers, each with a buy-now checkout of one piece of `sku` and its commit number, ready to commit. */
const buyersReady = (n: number, sku: TestSku) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const user = await shopper();
      const c = await buyNow(user, sku, 1);
      return { user, c, number: await numberFor(user, c) };
    }),
  );
const commit = (user: Shopper, c: TCheckout, number: string, payAmount = c.payAmount) =>
  t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount }, { token: user.token });
const stockOf = async (skuId: number) => (await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId)))[0]!.stock;
const couponStatus = async (id: number) => (await t.db.select({ status: userCoupon.status }).from(userCoupon).where(eq(userCoupon.id, id)))[0]!.status;
const ordersOf = (userId: number) => t.db.select().from(saleOrder).where(eq(saleOrder.accountId, userId)).orderBy(asc(saleOrder.id));

describe('saleorder/commit', () => {
  it('turns a cart checkout into one order per shop, exactly as priced, and answers a replay with the same orders', async () => {
    const [[a, a2], [b]] = await shippingGoods(t.db, 2, 0, { stock: 20 });
    const user = await shopper();
    const cartA = await add(user, a, 2);
    const kept = await add(user, a2, 1);
    await t.db.update(cartLine).set({ picked: false }).where(eq(cartLine.id, kept));
    await add(user, b, 3);
    const shopCoupon = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 500 });
    const platform = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 301 });
    const c = await ok(await t.call(checkoutCart, {}, { token: user.token }));
    await ok(await t.call(checkoutRedo, { checkoutId: c.checkoutId, remarks: [{ shopId: a.shopId, remark: 'gift wrap' }] }, { token: user.token }));
    const number = await numberFor(user, c);

    const done = await ok(await commit(user, c, number));
    expect(done.checkoutNumber).toBe(number);
    expect(done.orderIds).toHaveLength(2);
    expect(done.orderNos.every((n) => /^\d{19}$/.test(n))).toBe(true);
    expect(done.payAmount).toBe(c.payAmount);
    const deadline = new Date(done.payDeadline).getTime();
    expect(Math.abs(deadline - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    const orders = await ordersOf(user.userId);
    // In the checkout's shop order: B (the latest line's shop) first.
    expect(orders.map((o) => o.id).sort()).toEqual([...done.orderIds].sort());
    const byShop = (shopId: number) => orders.find((o) => o.shopId === shopId)!;
    expect(done.orderIds).toEqual([byShop(b.shopId).id, byShop(a.shopId).id]);
    // A: 2000 − 500 − its share of 301 (2000 − 500 : 3000 → 100 + 1 left over by the larger fraction) + 1000.
    const oa = byShop(a.shopId);
    const ob = byShop(b.shopId);
    expect(oa).toMatchObject({ status: 'paying', quantity: 2, goodsAmount: 2000, shopCouponAmount: 500, deliveryFee: 1000, userCouponId: shopCoupon, remark: 'gift wrap', checkoutNumber: number });
    expect(oa.platformCouponAmount + ob.platformCouponAmount).toBe(301);
    expect([oa.platformCouponAmount, ob.platformCouponAmount]).toEqual([100, 201]);
    expect(oa.payAmount).toBe(2000 - 500 - 100 + 1000);
    expect(ob).toMatchObject({ goodsAmount: 3000, shopCouponAmount: 0, deliveryFee: 1200, payAmount: 3000 - 201 + 1200, platformUserCouponId: platform, userCouponId: null });
    expect(oa.address).toMatchObject({ receiverName: 'Li Lei', detail: 'Keyuan Road 1', postcode: '518057' });

    const lines = await t.db.select().from(saleOrderGoods).where(inArray(saleOrderGoods.orderId, done.orderIds));
    const lineA = lines.find((l) => l.orderId === oa.id)!;
    const [g] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, a.goodsId));
    const [k] = await t.db.select({ specName: goodsSku.specName }).from(goodsSku).where(eq(goodsSku.id, a.id));
    expect(lineA).toMatchObject({ skuId: a.id, goodsId: a.goodsId, unitPrice: 1000, quantity: 2, amount: 2000, discountAmount: 600, title: g!.title, specName: k!.specName });
    expect(lines.find((l) => l.orderId === ob.id)!.discountAmount).toBe(201);
    const events = await t.db.select().from(saleOrderEvent).where(inArray(saleOrderEvent.orderId, done.orderIds));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.actorId])).toEqual([
      [null, 'paying', 'shopper', user.userId],
      [null, 'paying', 'shopper', user.userId],
    ]);

    // Stock taken, coupons used, the bought cart lines gone and the unpicked one kept.
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(a2.id)]).toEqual([18, 17, 20]);
    expect([await couponStatus(shopCoupon), await couponStatus(platform)]).toEqual(['used', 'used']);
    const cart = await t.db.select({ id: cartLine.id }).from(cartLine).where(eq(cartLine.accountId, user.userId));
    expect(cart.map((l) => l.id)).toEqual([kept]);
    expect(cart.map((l) => l.id)).not.toContain(cartA);
    // A replay answers the same orders and changes nothing; so does a replay with another amount.
    expect(await ok(await commit(user, c, number))).toEqual(done);
    expect(await ok(await commit(user, c, number, 1))).toEqual(done);
    expect(await ordersOf(user.userId)).toHaveLength(2);
    expect(await stockOf(a.id)).toBe(18);
    // The checkout is done: another number, a redo or a second commit under it are refused.
    expect((await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.code).toBe(4210);
    expect((await t.call(checkoutRedo, { checkoutId: c.checkoutId, remarks: [{ shopId: a.shopId, remark: 'x' }] }, { token: user.token })).body.code).toBe(4210);
    const [spare] = await t.db.insert(numberTable).values({ number: 'f'.repeat(32), checkoutId: c.checkoutId, accountId: user.userId }).returning();
    expect((await commit(user, c, spare!.number)).body.code).toBe(4210);
  });

  it('refuses a tampered total and a changed price with the new checkout, changing nothing, then commits the new total', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 2, { stock: 10, price: 1000 });
    const user = await shopper();
    const couponId = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 100 });
    const c = await buyNow(user, a, 2);
    const number = await numberFor(user, c);
    expect(c.payAmount).toBe(2000 - 100 + 1000);

    for (const payAmount of [0, 1, c.payAmount - 1, c.payAmount + 1]) {
      const res = await commit(user, c, number, payAmount);
      expect(res.body.code).toBe(4202);
      expect((res.body.data as unknown as TCheckout).payAmount).toBe(c.payAmount);
    }
    for (const payAmount of [-1, 1.5, 3e9, '2900', null]) expect((await commit(user, c, number, payAmount as number)).body.code).toBe(1001);
    expect((await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: 'not a number!', payAmount: c.payAmount }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount, price: 1 }, { token: user.token })).body.code).toBe(1001);

    await t.db.update(goodsSku).set({ price: 1200 }).where(eq(goodsSku.id, a.id));
    const changed = await commit(user, c, number);
    expect(changed.body.code).toBe(4202);
    const fresh = changed.body.data as unknown as TCheckout;
    expect(fresh.shops[0]!.lines[0]!.price).toBe(1200);
    expect(fresh.payAmount).toBe(2400 - 100 + 1000);
    // Nothing moved.
    expect(await stockOf(a.id)).toBe(10);
    expect(await couponStatus(couponId)).toBe('unused');
    expect(await ordersOf(user.userId)).toHaveLength(0);
    const [n] = await t.db.select().from(numberTable).where(eq(numberTable.number, number));
    expect(n!.committedAt).toBeNull();
    // Agreeing to the new total commits under the same number.
    const done = await ok(await commit(user, c, number, fresh.payAmount));
    expect(done.payAmount).toBe(3300);
    expect(await stockOf(a.id)).toBe(8);
  });

  it('refuses stale checkouts: stock gone, goods off the shelf, a chosen coupon used elsewhere or expired', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 3, { stock: 3 });
    const user = await shopper();
    const c = await buyNow(user, a, 3);
    const number = await numberFor(user, c);
    await t.db.update(goodsSku).set({ stock: 2 }).where(eq(goodsSku.id, a.id));
    const short = await commit(user, c, number);
    expect(short.body.code).toBe(4207);
    expect((short.body.data as unknown as TCheckout).problems).toEqual([{ kind: 'stock_short', shopId: a.shopId, skuId: a.id, limit: 2 }]);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, a.goodsId));
    const off = await commit(user, c, number);
    expect(off.body.code).toBe(4203);
    expect((off.body.data as unknown as TCheckout).problems.map((p) => p.kind)).toEqual(['unavailable']);
    expect(await stockOf(a.id)).toBe(2);

    const chosen = await giveCoupon(t.db, user.userId, { shopId: b.shopId, amountOff: 200 });
    const fallback = await giveCoupon(t.db, user.userId, { shopId: b.shopId, amountOff: 150 });
    const cb = await buyNow(user, b, 1);
    expect(cb.shops[0]!.userCouponId).toBe(chosen);
    await ok(await t.call(checkoutRedo, { checkoutId: cb.checkoutId, shopCoupons: [{ shopId: b.shopId, userCouponId: chosen }] }, { token: user.token }));
    const nb = await numberFor(user, cb);
    // The chosen coupon is used by another order meanwhile.
    await t.db.update(userCoupon).set({ status: 'used' }).where(eq(userCoupon.id, chosen));
    const gone = await commit(user, cb, nb);
    expect(gone.body.code).toBe(4205);
    const fresh = gone.body.data as unknown as TCheckout;
    expect(fresh.shops[0]).toMatchObject({ userCouponId: fallback, couponAmount: 150 });
    expect(await couponStatus(fallback)).toBe('unused');
    // The shopper saw the new coupon and total: committing them goes through.
    const done = await ok(await commit(user, cb, nb, fresh.payAmount));
    expect((await t.db.select().from(saleOrder).where(eq(saleOrder.id, done.orderIds[0]!)))[0]!.userCouponId).toBe(fallback);

    // An expired chosen coupon likewise.
    const [[d]] = await shippingGoods(t.db, 1, 5);
    const soon = await giveCoupon(t.db, user.userId, { shopId: d.shopId, amountOff: 300 });
    const cd = await buyNow(user, d, 1);
    await ok(await t.call(checkoutRedo, { checkoutId: cd.checkoutId, shopCoupons: [{ shopId: d.shopId, userCouponId: soon }] }, { token: user.token }));
    const nd = await numberFor(user, cd);
    await t.db.update(userCoupon).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCoupon.id, soon));
    const expired = await commit(user, cd, nd);
    expect(expired.body.code).toBe(4205);
    expect((expired.body.data as unknown as TCheckout).shops[0]!.userCouponId).toBeNull();
  });

  it('refuses unknown numbers, another shopper\'s, and another checkout\'s', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 6);
    const user = await shopper();
    const other = await shopper();
    const c1 = await buyNow(user, a, 1);
    const c2 = await buyNow(user, a, 1);
    const n2 = await numberFor(user, c2);
    const theirs = await buyNow(other, a, 1);
    const nTheirs = await numberFor(other, theirs);
    expect((await commit(user, c1, 'a'.repeat(32))).body.code).toBe(1004);
    expect((await commit(user, c1, n2)).body.code).toBe(1004);
    expect((await commit(user, c1, nTheirs)).body.code).toBe(1004);
    expect((await commit(user, theirs, nTheirs)).body.code).toBe(1004);
    expect(await ordersOf(user.userId)).toHaveLength(0);
    expect(await stockOf(a.id)).toBe(50);
  });
});

describe('saleorder/commit under concurrency', () => {
  it('sells exactly the stock: 100 buyers of 5 pieces make 5 orders and the stock ends at 0', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 7, { stock: 100 });
    const ready = await buyersReady(100, a);
    await t.db.update(goodsSku).set({ stock: 5 }).where(eq(goodsSku.id, a.id));
    const results = await Promise.all(ready.map(({ user, c, number }) => commit(user, c, number)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 1000)).toHaveLength(5);
    // Everyone else learns the stock ran out (before or after pricing, the same code).
    expect(codes.filter((code) => code !== 1000).every((code) => code === 4207)).toBe(true);
    expect(await stockOf(a.id)).toBe(0);
    const sold = await t.db.select({ n: sql<number>`count(*)::int` }).from(saleOrderGoods).where(eq(saleOrderGoods.skuId, a.id));
    expect(sold[0]!.n).toBe(5);
  });

  it('commits one number sent five times at once into one set of orders', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 8);
    const user = await shopper();
    await add(user, a, 1);
    await add(user, b, 2);
    const c = await ok(await t.call(checkoutCart, {}, { token: user.token }));
    const number = await numberFor(user, c);
    const results = await Promise.all(Array.from({ length: 5 }, () => commit(user, c, number)));
    expect(results.map((r) => r.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    const first = results[0]!.body.data!;
    for (const r of results) expect(r.body.data).toEqual(first);
    expect(await ordersOf(user.userId)).toHaveLength(2);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([49, 48]);
  });

  it('commits one checkout once when 50 of its numbers race, ten times over; the others answer 4210 or the stored orders', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 20, { stock: 1000 });
    for (let trial = 0; trial < 10; trial++) {
      const user = await shopper();
      const c = await buyNow(user, a, 2);
      const numbers = await Promise.all(Array.from({ length: 50 }, () => numberFor(user, c)));
      expect(new Set(numbers).size).toBe(50);
      const results = await Promise.all(numbers.map((n) => commit(user, c, n)));
      const codes = results.map((r) => r.body.code);
      expect(codes.every((code) => code === 1000 || code === 4210), JSON.stringify(codes)).toBe(true);
      const answered = new Set(results.filter((r) => r.body.code === 1000).map((r) => JSON.stringify(r.body.data!.orderIds)));
      expect(answered.size).toBe(1);
      expect(await ordersOf(user.userId)).toHaveLength(1);
    }
    expect(await stockOf(a.id)).toBe(1000 - 10 * 2);
  });

  it('never sells a goods once it is off the shelf, even to commits that read it on sale and then waited', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 21, { stock: 100 });
    // Five, so that the waiting commits, the holder and the merchant fit the test's pool of ten connections.
    const ready = await buyersReady(5, a);
    // Another holder of the SKU row keeps every commit waiting after it has read the goods as on sale.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.select({ id: goodsSku.id }).from(goodsSku).where(eq(goodsSku.id, a.id)).for('no key update');
      holding();
      await released;
    });
    await held;
    const commits = Promise.all(ready.map(({ user, c, number }) => commit(user, c, number)));
    await new Promise((r) => setTimeout(r, 400));
    // The merchant takes the goods off the shelf meanwhile (giving up after a moment if it has to wait).
    const unshelve = () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '300ms'`);
        await tx.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, a.goodsId));
      });
    const offWhileWaiting = await unshelve().then(
      () => true,
      () => false,
    );
    release();
    const results = await commits;
    await holder;
    const sold = results.filter((r) => r.body.code === 1000).length;
    // Either the goods left the shelf first and nothing sold, or the waiting commits held it and sold before it left.
    expect({ offWhileWaiting, sold }).toEqual(offWhileWaiting ? { offWhileWaiting, sold: 0 } : { offWhileWaiting, sold: 5 });
    if (!offWhileWaiting) await unshelve();
    expect(await stockOf(a.id)).toBe(100 - sold);
    // Off the shelf, a new commit is refused.
    const late = await shopper();
    const [[b]] = await shippingGoods(t.db, 1, 22, { stock: 5 });
    const c = await buyNow(late, b, 1);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, b.goodsId));
    expect((await commit(late, c, await numberFor(late, c))).body.code).toBe(4203);
  });

  it('lets only one of two checkouts sharing a coupon use it', async () => {
    const [[a, a2]] = await shippingGoods(t.db, 1, 10);
    const user = await shopper();
    const shared = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 300 });
    const c1 = await buyNow(user, a, 1);
    const c2 = await buyNow(user, a2, 1);
    for (const c of [c1, c2]) {
      await ok(await t.call(checkoutRedo, { checkoutId: c.checkoutId, shopCoupons: [{ shopId: a.shopId, userCouponId: shared }] }, { token: user.token }));
    }
    const [n1, n2] = [await numberFor(user, c1), await numberFor(user, c2)];
    const results = await Promise.all([commit(user, c1, n1), commit(user, c2, n2)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([1000, 4205]);
    const orders = await ordersOf(user.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.userCouponId).toBe(shared);
    expect(await couponStatus(shared)).toBe('used');
    // The refused checkout's SKU kept its stock.
    const refusedSku = results[0]!.body.code === 1000 ? a2 : a;
    expect(await stockOf(refusedSku.id)).toBe(50);
  });
});

describe('unpaid cancel', () => {
  it('gives back stock and coupons once, the shared platform coupon when the last order of its commit goes', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 11, { stock: 10 });
    const user = await shopper();
    await add(user, a, 2);
    await add(user, b, 3);
    const shopCoupon = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 100 });
    const platform = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 500 });
    const c = await ok(await t.call(checkoutCart, {}, { token: user.token }));
    const done = await ok(await commit(user, c, await numberFor(user, c)));
    const [forB, forA] = done.orderIds as [number, number];
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([8, 7]);

    // Not yet due: the job's guard leaves it.
    expect(await cancelUnpaidOrder(t.db, forA, { actor: 'system', actorId: null, reason: 'unpaid_timeout', overdueOnly: true })).toBe(false);
    expect(await cancelUnpaidOrder(t.db, forA, { actor: 'shopper', actorId: user.userId, reason: 'shopper_cancel', accountId: user.userId + 1 })).toBe(false);
    // Cancelled now: A's stock and shop coupon come back; the platform coupon stays with B's live order.
    expect(await cancelUnpaidOrder(t.db, forA, { actor: 'shopper', actorId: user.userId, reason: 'shopper_cancel' })).toBe(true);
    expect(await cancelUnpaidOrder(t.db, forA, { actor: 'shopper', actorId: user.userId, reason: 'shopper_cancel' })).toBe(false);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 7]);
    expect([await couponStatus(shopCoupon), await couponStatus(platform)]).toEqual(['unused', 'used']);
    const [orderA] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, forA));
    expect(orderA).toMatchObject({ status: 'terminated', terminateReason: 'shopper_cancel' });
    expect(orderA!.terminatedAt).not.toBeNull();

    // B passes its deadline: the sweep cancels it and the platform coupon comes back too.
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, forB));
    expect(await cancelOverdueOrders(t.db)).toBe(1);
    expect(await cancelOverdueOrders(t.db)).toBe(0);
    expect(await stockOf(b.id)).toBe(10);
    expect(await couponStatus(platform)).toBe('unused');
    const events = await t.db.select().from(saleOrderEvent).where(inArray(saleOrderEvent.orderId, [forA, forB])).orderBy(asc(saleOrderEvent.id));
    expect(events.filter((e) => e.toStatus === 'terminated').map((e) => [e.orderId, e.fromStatus, e.actor, e.note])).toEqual([
      [forA, 'paying', 'shopper', 'shopper_cancel'],
      [forB, 'paying', 'system', 'unpaid_timeout'],
    ]);
    // The released coupons work again.
    const [[d]] = await shippingGoods(t.db, 1, 13);
    const again = await buyNow(user, d, 1);
    expect(again.platformUserCouponId).toBe(platform);
  });

  it('releases the shared platform coupon exactly once when both orders of a commit are cancelled at once', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 14);
    const user = await shopper();
    await add(user, a, 1);
    await add(user, b, 1);
    const platform = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 500 });
    const c = await ok(await t.call(checkoutCart, {}, { token: user.token }));
    const done = await ok(await commit(user, c, await numberFor(user, c)));
    const cancelled = await Promise.all(
      done.orderIds.map((id) => cancelUnpaidOrder(t.db, id, { actor: 'system', actorId: null, reason: 'unpaid_timeout' })),
    );
    expect(cancelled).toEqual([true, true]);
    expect(await couponStatus(platform)).toBe('unused');
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([50, 50]);
  });
});

// The whole checkout row must never hold a price: only inputs.
describe('what a checkout stores', () => {
  it('keeps lines, address, choices and remarks only', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 16);
    const user = await shopper();
    const c = await buyNow(user, a, 1);
    const [row] = await t.db.select().from(checkout).where(eq(checkout.id, c.checkoutId));
    expect(Object.keys(row!).sort()).toEqual(['accountId', 'addressId', 'committedAt', 'couponChoices', 'createdAt', 'expiresAt', 'id', 'lines', 'remarks', 'source', 'updatedAt']);
  });
});
