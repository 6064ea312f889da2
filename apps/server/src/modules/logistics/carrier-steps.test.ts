import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryOrderLogistics } from '@mall/contract/logistics/query-order-logistics';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder } from '../order/order.tables.ts';
import { advanceDueShipments, advanceShipment } from './carrier-steps.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { loadParcel } from '../../read-models/parcel.ts';
import { shipOrder } from './ship-order.service.ts';
import { planJourney } from './simulated-carrier.ts';
import { writeTrackingNo } from './tracking-numbers.ts';

// Steps an hour apart: nothing comes due by itself here, the tests run each step (the last test lets the sweep run).
const t = await createTestApp({ logisticsSimStepSeconds: 3600 });
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });

/** A shopper's order of shop A, shipped by its merchant; answers the order and shipment ids. */
async function shippedOrder(app: TestApp = t, sku = a): Promise<{ orderId: number; shipmentId: number; token: string }> {
  const user = await createTestUser(app.db);
  await addAddress(app.db, user.userId);
  const orderId = await placeOrder(app, user, sku, 1);
  await putOrderIn(app, orderId, 'shipping');
  const merchant = await merchantOfShop(app, sku.shopId);
  const parcel = await shipOrder(app, { accountId: merchant.accountId, shopId: sku.shopId }, { orderId, companyCode: 'SF', trackingNo: writeTrackingNo('^SF\\d{13}$') }, 'en');
  return { orderId, shipmentId: parcel.shipmentId, token: user.token };
}
const eventsOf = async (shipmentId: number, app: TestApp = t) =>
  app.db.select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, shipmentId)).orderBy(asc(shipmentEvent.id));
const statusOf = async (shipmentId: number) => (await t.db.select().from(shipment).where(eq(shipment.id, shipmentId)))[0]!;

describe('the simulated carrier\'s steps', () => {
  it('append the planned journey one event a step, moving the status, until Delivered; the order stays receiving', async () => {
    const { orderId, shipmentId } = await shippedOrder();
    const plan = planJourney((await loadParcel(t.db, shipmentId))!);
    for (let step = 1; step < plan.length; step += 1) {
      expect(await advanceShipment(t, { shipmentId, step })).toBe(true);
      expect((await statusOf(shipmentId)).status).toBe(plan[step]!.status);
    }
    const events = await eventsOf(shipmentId);
    expect(events.map((e) => e.status)).toEqual(plan.map((e) => e.status));
    expect(events.map((e) => e.description)).toEqual(plan.map((e) => e.description));
    const done = await statusOf(shipmentId);
    expect(done.status).toBe('Delivered');
    expect(done.deliveredAt).not.toBeNull();
    // Delivered does not complete the order: the shopper confirms (or the receipt job does, after the days).
    expect((await t.db.select().from(saleOrder).where(eq(saleOrder.id, orderId)))[0]!.status).toBe('receiving');
    // Past the end nothing is added.
    expect(await advanceShipment(t, { shipmentId, step: plan.length })).toBe(false);
    expect(await eventsOf(shipmentId)).toHaveLength(plan.length);
    // Each tracking event was published once, for whoever tells the shopper: shipped (step 1) to delivered.
    const published = await t.db.execute<{ payload: { orderId: number; shopId: number; status: string; step: number } }>(
      sql`select payload from domain_event where type = 'shipment.moved' and subject = ${String(shipmentId)} order by id`,
    );
    expect(published.rows.map((r) => r.payload)).toEqual(plan.map((e, i) => ({ shipmentId, kind: 'order', returnId: null, orderId, shopId: a.shopId, status: e.status, step: i + 1 })));
  });

  it('are idempotent: a retried or duplicated step, at once or later, adds its event once; a step out of turn adds nothing', async () => {
    const { shipmentId } = await shippedOrder();
    const results = await Promise.all(Array.from({ length: 6 }, () => advanceShipment(t, { shipmentId, step: 1 })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await eventsOf(shipmentId)).toHaveLength(2);
    expect(await advanceShipment(t, { shipmentId, step: 1 })).toBe(false);
    // Step 3 before step 2 has happened: nothing.
    expect(await advanceShipment(t, { shipmentId, step: 3 })).toBe(false);
    expect(await eventsOf(shipmentId)).toHaveLength(2);
    expect(await advanceShipment(t, { shipmentId, step: 2 })).toBe(true);
    expect(await eventsOf(shipmentId)).toHaveLength(3);
    // An unknown shipment: nothing.
    expect(await advanceShipment(t, { shipmentId: 2_147_483_647, step: 1 })).toBe(false);
  });

  it('are run by the sweep when due, each once even when sweeps of two instances run at once, and each sets when the next is due', async () => {
    const { shipmentId } = await shippedOrder();
    // Shipped with its first step an hour away: not due.
    const shipped = await statusOf(shipmentId);
    expect(shipped.nextStepAt!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(await advanceDueShipments(t)).toBe(0);
    const due = new Date(Date.now() - 1000);
    await t.db.update(shipment).set({ nextStepAt: due }).where(eq(shipment.id, shipmentId));
    const [one, other] = await Promise.all([advanceDueShipments(t), advanceDueShipments(t)]);
    expect(one + other).toBe(1);
    const events = await eventsOf(shipmentId);
    expect(events).toHaveLength(2);
    // The event keeps when its step was due, so its lag can be read; the next step is a step's time away.
    expect(events[1]!.dueAt!.getTime()).toBe(due.getTime());
    expect((await statusOf(shipmentId)).nextStepAt!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(await advanceDueShipments(t)).toBe(0);
  });

  it('are run a batch to a transaction, batch after batch, until none is due', async () => {
    const parcels = await Promise.all([shippedOrder(), shippedOrder(), shippedOrder()]);
    const ids = parcels.map((p) => p.shipmentId);
    await t.db.update(shipment).set({ nextStepAt: sql`now() - interval '1 second'` }).where(inArray(shipment.id, ids));
    expect(await advanceDueShipments(t, 2)).toBe(3);
    for (const id of ids) expect(await eventsOf(id)).toHaveLength(2);
  });

  it('take a parcel off the queue once it is delivered', async () => {
    const { shipmentId } = await shippedOrder();
    const plan = planJourney((await loadParcel(t.db, shipmentId))!);
    for (let step = 1; step < plan.length; step += 1) await advanceShipment(t, { shipmentId, step });
    expect(await statusOf(shipmentId)).toMatchObject({ status: 'Delivered', nextStepAt: null });
  });
});

describe('the carrier by its sweep', () => {
  it('turns a shipped parcel into its whole journey over time, which the shopper sees on saleorder/logistics', async () => {
    const quick = await createTestApp({ logisticsSimStepSeconds: 0 });
    const [[sku]] = await shippingGoods(quick.db, 1, 2, { stock: 50, price: 1000 });
    const { orderId, shipmentId, token } = await shippedOrder(quick, sku);
    const plan = planJourney((await loadParcel(quick.db, shipmentId))!);
    await expect.poll(async () => (await eventsOf(shipmentId, quick)).length, { timeout: 25_000, interval: 250 }).toBe(plan.length);
    const res = await quick.call(queryOrderLogistics, { orderId }, { token, lang: 'zh' });
    expect(res.body.data!.shipment!.status).toBe('Delivered');
    expect(res.body.data!.shipment!.events.map((e) => e.status)).toEqual(plan.map((e) => e.status).reverse());
    expect(res.body.data!.shipment!.events.at(-1)!.description).toBe(plan[0]!.description.zh);
  }, 40_000);
});
