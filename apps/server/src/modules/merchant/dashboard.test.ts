import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveBrowseHistory } from '@mall/contract/catalogue/save-browse-history';
import { queryOperationalDashboard } from '@mall/contract/shop/query-operational-dashboard';
import { saveShopBrowse } from '@mall/contract/shop/save-shop-browse';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { saleOrder } from '../order/order.tables.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 3, { price: 1250, stock: 500 });
const owner = await merchantOfShop(t, sku.shopId);

async function buyer() {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}

describe('shop/query/operational/dashboard', () => {
  it('adds up the orders paid on each business day, the shoppers who paid and the visitors, and nothing else', async () => {
    const [a, b] = [await buyer(), await buyer()];
    const paidToday = [await placeOrder(t, a, sku, 2), await placeOrder(t, a, sku, 1), await placeOrder(t, b, sku, 3)];
    for (const id of paidToday) await putOrderIn(t, id, 'shipping');
    const paidYesterday = await placeOrder(t, b, sku, 1);
    await putOrderIn(t, paidYesterday, 'completed');
    await t.db.update(saleOrder).set({ paidAt: sql`now() - interval '1 day'` }).where(eq(saleOrder.id, paidYesterday));
    // Unpaid and cancelled-before-payment orders are no sales.
    await placeOrder(t, a, sku, 1);
    await putOrderIn(t, await placeOrder(t, b, sku, 1), 'terminated');

    // Visitors: two shoppers (one twice, through the shop and a goods) and a visitor known by its device.
    await t.call(saveShopBrowse, { shopId: sku.shopId }, { token: a.token });
    await t.call(saveBrowseHistory, { goodsId: sku.goodsId }, { token: a.token });
    await t.call(saveShopBrowse, { shopId: sku.shopId }, { token: b.token });
    const visitor = await t.call(saveBrowseHistory, { goodsId: sku.goodsId }, { headers: { 'T-deviceId': 'dashboard-visitor-1' } });
    expect(visitor.body.success).toBe(true);
    expect((await t.call(saveBrowseHistory, { clear: true }, { headers: { 'T-deviceId': 'dashboard-visitor-1' } })).body.code).toBe(1002);

    const res = await t.call(queryOperationalDashboard, { shopId: sku.shopId, days: 7 }, { token: owner.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const d = res.body.data!;
    const sum = async (ids: number[]) =>
      (await t.db.select({ amount: saleOrder.payAmount }).from(saleOrder).where(sql`${saleOrder.id} in ${ids}`)).reduce((s, r) => s + r.amount, 0);
    const today = await sum(paidToday);
    const yesterday = await sum([paidYesterday]);
    expect(d.today).toEqual({ sales: today, orders: 3, payingShoppers: 2, visitors: 3, conversionPermille: 667, averageOrder: Math.round(today / 3) });
    expect(d.yesterday).toMatchObject({ sales: yesterday, orders: 1, payingShoppers: 1, visitors: 0, conversionPermille: null });
    expect(d.period).toMatchObject({ sales: today + yesterday, orders: 4, payingShoppers: 2, visitors: 3 });
    expect(d.series).toHaveLength(7);
    expect(d.series.at(-1)).toMatchObject({ sales: today, orders: 3, visitors: 3 });
    expect(d.series.reduce((s, x) => s + x.sales, 0)).toBe(d.period.sales);
    expect(d.toShip).toBeGreaterThanOrEqual(3);

    const month = await t.call(queryOperationalDashboard, { shopId: sku.shopId, days: 30 }, { token: owner.token });
    expect(month.body.data!.series).toHaveLength(30);
    expect(month.body.data!.period.sales).toBeGreaterThanOrEqual(d.period.sales);
  });

  it('answers only the shop’s own staff', async () => {
    const stranger = await otherMerchant(t, sku.shopId);
    const shopper = await createTestUser(t.db);
    expect((await t.call(queryOperationalDashboard, { shopId: sku.shopId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryOperationalDashboard, { shopId: sku.shopId }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(queryOperationalDashboard, { shopId: sku.shopId })).body.code).toBe(1002);
    expect((await t.call(queryOperationalDashboard, { shopId: sku.shopId, days: 14 }, { token: owner.token })).body.code).toBe(1001);
  });
});
