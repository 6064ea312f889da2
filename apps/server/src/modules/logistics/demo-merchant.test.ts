import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { shipDueDemoOrders } from './demo-merchant.ts';
import { shipment, shippingCompany } from './logistics.tables.ts';
import { fitsTrackingPattern } from './tracking-numbers.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';

const t = await createTestApp({ logisticsSimStepSeconds: 3600 });
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });

/** An order of a shop, paid `secondsAgo` seconds ago. */
async function paidOrder(sku = a, secondsAgo = 60): Promise<number> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  const id = await placeOrder(t, user, sku, 1);
  await putOrderIn(t, id, 'shipping');
  await t.db.update(saleOrder).set({ paidAt: sql`now() - make_interval(secs => ${secondsAgo}::int)` }).where(eq(saleOrder.id, id));
  return id;
}
const row = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;

describe('the demo merchant', () => {
  it('ships the seeded shops\' orders paid at least the delay ago, as the shop\'s merchant, with a valid number of a company of the shop\'s nation', async () => {
    const due = await paidOrder(a, 60);
    const fresh = await paidOrder(a, 1);
    const payer = await createTestUser(t.db);
    await addAddress(t.db, payer.userId);
    const waitingToPay = await placeOrder(t, payer, a, 1);
    expect(await shipDueDemoOrders(t, 20)).toBeGreaterThanOrEqual(1);
    expect((await row(due)).status).toBe('receiving');
    expect((await row(fresh)).status).toBe('shipping');
    expect((await row(waitingToPay)).status).toBe('paying');

    const [parcel] = await t.db.select().from(shipment).where(eq(shipment.orderId, due));
    const [company] = await t.db.select().from(shippingCompany).where(eq(shippingCompany.code, parcel!.companyCode));
    expect(fitsTrackingPattern(company!.trackingPattern, parcel!.trackingNo)).toBe(true);
    const [nationCode] = (await t.db.execute<{ code: string }>(sql`select n.code from shop s join nation n on n.id = s.nation_id where s.id = ${a.shopId}`)).rows.map((r) => r.code);
    if (nationCode === 'CN') expect(['SF', 'ZTO', 'YTO', 'JD', 'EMS']).toContain(parcel!.companyCode);
    if (nationCode === 'JP') expect(['YAMATO', 'SAGAWA', 'JPPOST']).toContain(parcel!.companyCode);
    const owner = await merchantOfShop(t, a.shopId);
    expect(parcel!.shippedBy).toBe(owner.accountId);
    const moves = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, due));
    expect(moves.at(-1)).toMatchObject({ fromStatus: 'shipping', toStatus: 'receiving', actor: 'merchant', actorId: owner.accountId });

    // Running again (or on another instance at once) ships nothing twice.
    const again = await Promise.all([shipDueDemoOrders(t, 20), shipDueDemoOrders(t, 20)]);
    expect(again).toEqual([0, 0]);
    expect(await t.db.select().from(shipment).where(eq(shipment.orderId, due))).toHaveLength(1);
  });

  it('leaves shops that are not seeded demo shops alone', async () => {
    await t.db.update(shop).set({ code: 'a-real-merchants-shop' }).where(eq(shop.id, b.shopId));
    const id = await paidOrder(b, 3600);
    await shipDueDemoOrders(t, 20);
    expect((await row(id)).status).toBe('shipping');
  });

  it('runs by itself every few seconds when DEMO_AUTO_SHIP_SECONDS is set, and is off by default under tests and always outside the demo (SEED=false or DEMO=false)', async () => {
    const demo = await createTestApp({ demoAutoShipSeconds: 1, logisticsSimStepSeconds: 3600 });
    const [[sku]] = await shippingGoods(demo.db, 1, 3, { stock: 50 });
    const user = await createTestUser(demo.db);
    await addAddress(demo.db, user.userId);
    const id = await placeOrder(demo, user, sku, 1);
    await putOrderIn(demo, id, 'shipping');
    await expect
      .poll(async () => (await demo.db.select({ status: saleOrder.status }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.status, { timeout: 15_000, interval: 500 })
      .toBe('receiving');

    expect(loadConfig().demoAutoShipSeconds).toBe(0);
    const env = { ...process.env };
    try {
      process.env.DEMO_AUTO_SHIP_SECONDS = '20';
      process.env.SEED = 'false';
      expect(loadConfig().demoAutoShipSeconds).toBe(0);
      process.env.SEED = 'true';
      process.env.DEMO = 'false';
      expect(loadConfig().demoAutoShipSeconds).toBe(0);
      // npm start runs production builds and is still the demo.
      delete process.env.DEMO;
      process.env.NODE_ENV = 'production';
      expect(loadConfig().demoAutoShipSeconds).toBe(20);
    } finally {
      process.env = env;
    }
  }, 30_000);
});
