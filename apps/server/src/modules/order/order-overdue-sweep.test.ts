import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress, giveCoupon } from '../../testing/order-test-data.ts';
import { deleteStaleCheckouts } from './order-cancel.ts';
import { checkout, checkoutNumber as checkoutNumberRow, saleOrder } from './order.tables.ts';

// Orders here may stay unpaid for no time at all, and the overdue sweep runs every second (every two in the app).
const t = await createTestApp({ orderPayMinutes: 0, orderSweepSeconds: 1 });

describe('the overdue sweep', () => {
  it('cancels an order at its pay deadline by itself, giving back stock and coupon', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 4 });
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const coupon = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 100 });
    const c = (await t.call(checkoutOneGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 3 }, { token: user.token })).body.data!;
    const { checkoutNumber: number } = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!;
    const done = (await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token })).body;
    expect(done.code, done.message).toBe(1000);
    const orderId = done.data!.orderIds[0]!;

    const status = async () => (await t.db.select({ status: saleOrder.status }).from(saleOrder).where(eq(saleOrder.id, orderId)))[0]!.status;
    await expect.poll(status, { timeout: 15_000, interval: 200 }).toBe('terminated');
    const [sku] = await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, a.id));
    expect(sku!.stock).toBe(4);
    const [uc] = await t.db.select({ status: userCoupon.status }).from(userCoupon).where(eq(userCoupon.id, coupon));
    expect(uc!.status).toBe('unused');
  });
});

describe('the stale-checkout cleanup', () => {
  it('deletes checkouts that expired more than a day ago, with their numbers, and keeps the others', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 4 });
    const user = await createTestUser(t.db);
    const open = async () => (await t.call(checkoutOneGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 1 }, { token: user.token })).body.data!.checkoutId;
    const [stale, recent, live] = [await open(), await open(), await open()];
    await t.call(checkoutNumber, { checkoutId: stale }, { token: user.token });
    await t.db.update(checkout).set({ expiresAt: sql`now() - interval '25 hours'` }).where(eq(checkout.id, stale));
    await t.db.update(checkout).set({ expiresAt: sql`now() - interval '23 hours'` }).where(eq(checkout.id, recent));

    expect(await deleteStaleCheckouts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ id: checkout.id }).from(checkout).where(inArray(checkout.id, [stale, recent, live]));
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual([recent, live].sort((x, y) => x - y));
    expect(await t.db.select().from(checkoutNumberRow).where(eq(checkoutNumberRow.checkoutId, stale))).toEqual([]);
  });
});
