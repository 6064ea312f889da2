import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryMerchantOrders } from '@mall/contract/logistics/query-merchant-orders';
import { queryOrderLogistics } from '@mall/contract/logistics/query-order-logistics';
import { queryShippingCompanies } from '@mall/contract/logistics/query-shipping-companies';
import { shipOrder as shipCall } from '@mall/contract/logistics/ship-order';
import { ORDER_STATUSES } from '@mall/contract/order/order-fields';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from '../order/order.tables.ts';
import { shipment, shipmentEvent, shippingCompany } from './logistics.tables.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { shipOrder } from './ship-order.service.ts';
import { writeTrackingNo } from './tracking-numbers.ts';

// A long step: the carrier's scheduled steps never run during these tests (carrier-steps.test.ts runs them).
const t = await createTestApp({ logisticsSimStepSeconds: 3600 });
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });
const merchantA = await merchantOfShop(t, a.shopId);
const stranger = await otherMerchant(t, a.shopId);

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
/** An order of shop A paid and waiting to be shipped. */
async function paidOrder(user: TestShopper): Promise<number> {
  const id = await placeOrder(t, user, a, 1);
  await putOrderIn(t, id, 'shipping');
  return id;
}
const sf = () => writeTrackingNo('^SF\\d{13}$');
const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const shipmentsOf = async (id: number) => t.db.select().from(shipment).where(eq(shipment.orderId, id));
const snapshot = async (id: number) => ({
  order: await orderRow(id),
  events: (await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id))).length,
  shipments: await shipmentsOf(id),
});
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null, true, {}];

describe('resource/query/shipping/company', () => {
  it('lists the enabled companies in order, named in the caller\'s language, to anybody', async () => {
    const en = await t.call(queryShippingCompanies, {});
    expect(en.body.code).toBe(1000);
    const codes = en.body.data!.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['SF', 'ZTO', 'YTO', 'JD', 'EMS', 'YAMATO', 'SAGAWA', 'JPPOST', 'UPS', 'FEDEX']));
    expect(en.body.data!.find((c) => c.code === 'SF')).toEqual({ code: 'SF', name: 'SF Express', trackingPattern: '^SF\\d{13}$' });
    const zh = await t.call(queryShippingCompanies, {}, { lang: 'zh' });
    expect(zh.body.data!.find((c) => c.code === 'SF')!.name).toBe('顺丰速运');
    const ja = await t.call(queryShippingCompanies, {}, { lang: 'ja' });
    expect(ja.body.data!.find((c) => c.code === 'YAMATO')!.name).toBe('ヤマト運輸');
    // A disabled company is not offered (and cannot be shipped with, below).
    await t.db.update(shippingCompany).set({ enabled: false }).where(eq(shippingCompany.code, 'UPS'));
    const after = await t.call(queryShippingCompanies, {});
    expect(after.body.data!.map((c) => c.code)).not.toContain('UPS');
    expect(after.body.data).toHaveLength(codes.length - 1);
    // A stale token does not matter to a public call; a body with unknown fields is refused.
    expect((await t.call(queryShippingCompanies, {}, { token: 'stale-token-stale-token-stale' })).body.code).toBe(1000);
    expect((await t.call(queryShippingCompanies, { all: true })).body.code).toBe(1001);
  });
});

describe('merchant/saleorder/ship', () => {
  it('ships a paid order: the order is receiving, the parcel stored with its first event, recorded as the merchant\'s move', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const trackingNo = sf();
    const res = await t.call(shipCall, { orderId: id, companyCode: 'sf', trackingNo: ` ${trackingNo.toLowerCase()} ` }, { token: merchantA.token, lang: 'zh' });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ orderId: id, companyCode: 'SF', companyName: '顺丰速运', trackingNo, status: 'InfoReceived', deliveredAt: null });
    expect(res.body.data!.events).toHaveLength(1);
    expect(res.body.data!.events[0]).toMatchObject({ status: 'InfoReceived' });
    expect(res.body.data!.events[0]!.description).toContain('顺丰速运');
    const order = await orderRow(id);
    expect(order.status).toBe('receiving');
    expect(order.shippedAt).not.toBeNull();
    const [event] = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id)).orderBy(saleOrderEvent.id).then((e) => e.slice(-1));
    expect(event).toMatchObject({ fromStatus: 'shipping', toStatus: 'receiving', actor: 'merchant', actorId: merchantA.accountId });
    const [parcel] = await shipmentsOf(id);
    expect(parcel).toMatchObject({ shopId: a.shopId, companyCode: 'SF', trackingNo, carrier: 'simulated', shippedBy: merchantA.accountId });

    // Shipping it again is refused by the state machine, and no second parcel appears.
    const again = await t.call(shipCall, { orderId: id, companyCode: 'SF', trackingNo: sf() }, { token: merchantA.token });
    expect(again.body.code).toBe(4211);
    expect(again.body.data).toEqual({ from: 'receiving', to: 'receiving' });
    expect(await shipmentsOf(id)).toHaveLength(1);
  });

  it('refuses an order that is not waiting to be shipped (4211), changing nothing', async () => {
    const user = await shopper();
    for (const status of ORDER_STATUSES.filter((s) => s !== 'shipping')) {
      const id = await placeOrder(t, user, a, 1);
      await putOrderIn(t, id, status);
      const before = await snapshot(id);
      const res = await t.call(shipCall, { orderId: id, companyCode: 'SF', trackingNo: sf() }, { token: merchantA.token });
      expect(res.body.code, status).toBe(4211);
      expect(res.body.data).toEqual({ from: status, to: 'receiving' });
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('refuses unknown or disabled companies (4401), numbers of the wrong format (4402) and numbers already used (4403), changing nothing', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const before = await snapshot(id);
    const refusals: [Record<string, unknown>, number][] = [
      [{ companyCode: 'NOPE', trackingNo: sf() }, 4401],
      [{ companyCode: 'UPS', trackingNo: writeTrackingNo('^1Z[0-9A-Z]{16}$') }, 4401],
      [{ companyCode: 'SF', trackingNo: 'SF123' }, 4402],
      [{ companyCode: 'SF', trackingNo: '1234567890123' }, 4402],
      [{ companyCode: 'EMS', trackingNo: 'EA123456789JP' }, 4402],
      [{ companyCode: 'YAMATO', trackingNo: '12345678901' }, 4402],
    ];
    for (const [body, code] of refusals) {
      const res = await t.call(shipCall, { orderId: id, ...body }, { token: merchantA.token });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    // A number already used with the same company is refused; with another company it is fine.
    const other = await paidOrder(user);
    const used = '123456789012';
    expect((await t.call(shipCall, { orderId: other, companyCode: 'YAMATO', trackingNo: used }, { token: merchantA.token })).body.code).toBe(1000);
    const taken = await t.call(shipCall, { orderId: id, companyCode: 'YAMATO', trackingNo: used }, { token: merchantA.token });
    expect(taken.body.code).toBe(4403);
    expect(await snapshot(id)).toEqual(before);
    expect((await t.call(shipCall, { orderId: id, companyCode: 'SAGAWA', trackingNo: used }, { token: merchantA.token })).body.code).toBe(1000);
  });

  it('refuses bad inputs (1001), another merchant\'s or an unknown order (1004), shoppers (1003) and visitors or stale tokens (1002), changing nothing', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const before = await snapshot(id);
    const good = { orderId: id, companyCode: 'SF', trackingNo: sf() };
    for (const orderId of BAD_IDS) expect((await t.call(shipCall, { ...good, orderId }, { token: merchantA.token })).body.code).toBe(1001);
    for (const companyCode of ['', 'S F', 'SF;', 1, null, 'X'.repeat(21)]) expect((await t.call(shipCall, { ...good, companyCode }, { token: merchantA.token })).body.code).toBe(1001);
    for (const trackingNo of ['', 'SF1', 'SF 123456789', 'SF123456789012#', 12345678901234, null, 'S'.repeat(41)])
      expect((await t.call(shipCall, { ...good, trackingNo }, { token: merchantA.token })).body.code).toBe(1001);
    for (const missing of ['orderId', 'companyCode', 'trackingNo']) {
      const body: Record<string, unknown> = { ...good };
      delete body[missing];
      expect((await t.call(shipCall, body, { token: merchantA.token })).body.code, missing).toBe(1001);
    }
    expect((await t.call(shipCall, { ...good, status: 'receiving' }, { token: merchantA.token })).body.code).toBe(1001);
    expect((await t.call(shipCall, good, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(shipCall, { ...good, orderId: 2_147_483_647 }, { token: merchantA.token })).body.code).toBe(1004);
    expect((await t.call(shipCall, good, { token: user.token })).body.code).toBe(1003);
    expect((await t.call(shipCall, good)).body.code).toBe(1002);
    expect((await t.call(shipCall, good, { token: 'stale-token-stale-token-stale' })).body.code).toBe(1002);
    expect(await snapshot(id)).toEqual(before);
  });

  it('ships an order once when ships race, with the same or different numbers', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => t.call(shipCall, { orderId: id, companyCode: 'SF', trackingNo: sf() }, { token: merchantA.token }).then((r) => r.body.code)),
    );
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(codes.filter((c) => c === 4211)).toHaveLength(7);
    expect(await shipmentsOf(id)).toHaveLength(1);
    expect((await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id))).filter((e) => e.toStatus === 'receiving')).toHaveLength(1);
    const [parcel] = await shipmentsOf(id);
    expect(await t.db.select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, parcel!.id))).toHaveLength(1);

    // Two orders racing for one number: one ships, the other is refused and stays waiting.
    const x = await paidOrder(user);
    const y = await paidOrder(user);
    const no = sf();
    const both = await Promise.all([x, y].map((orderId) => t.call(shipCall, { orderId, companyCode: 'SF', trackingNo: no }, { token: merchantA.token }).then((r) => r.body.code)));
    expect(both.sort()).toEqual([1000, 4403]);
    const statuses = [(await orderRow(x)).status, (await orderRow(y)).status].sort();
    expect(statuses).toEqual(['receiving', 'shipping']);
  });

  it('is the service the demo merchant uses, with the same rules', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const parcel = await shipOrder(t, { accountId: merchantA.accountId, shopId: a.shopId }, { orderId: id, companyCode: 'JD', trackingNo: writeTrackingNo('^JDV[A-E]\\d{11}$') }, 'ja');
    expect(parcel).toMatchObject({ orderId: id, companyName: '京東物流（JD）', status: 'InfoReceived' });
  });
});

describe('merchant/saleorder/query', () => {
  it('pages the merchant\'s own shops\' orders newest first, by status, with the parcel once shipped', async () => {
    const user = await shopper();
    const waiting = await paidOrder(user);
    const shipped = await paidOrder(user);
    const trackingNo = sf();
    await t.call(shipCall, { orderId: shipped, companyCode: 'SF', trackingNo }, { token: merchantA.token });
    const otherShop = await placeOrder(t, user, b, 1);
    const bOwner = await merchantOfShop(t, b.shopId);

    const all = await t.call(queryMerchantOrders, { pageSize: 50 }, { token: merchantA.token, lang: 'zh' });
    expect(all.body.code, all.body.message).toBe(1000);
    const ids = all.body.data!.list.map((o) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining([waiting, shipped]));
    const mineShops = new Set(all.body.data!.list.map((o) => o.shopId));
    if (bOwner.accountId !== merchantA.accountId) expect(ids).not.toContain(otherShop);
    expect(mineShops.has(a.shopId)).toBe(true);
    // Newest first.
    const times = all.body.data!.list.map((o) => `${o.createdAt}:${String(o.orderId).padStart(10, '0')}`);
    expect([...times].sort().reverse()).toEqual(times);

    const toShip = await t.call(queryMerchantOrders, { status: 'shipping', pageSize: 50 }, { token: merchantA.token });
    expect(toShip.body.data!.list.every((o) => o.status === 'shipping' && o.shipment === null)).toBe(true);
    expect(toShip.body.data!.list.map((o) => o.orderId)).toContain(waiting);
    const onWay = await t.call(queryMerchantOrders, { status: 'receiving', pageSize: 50 }, { token: merchantA.token, lang: 'zh' });
    const row = onWay.body.data!.list.find((o) => o.orderId === shipped)!;
    expect(row).toMatchObject({ status: 'receiving', shipment: { companyCode: 'SF', companyName: '顺丰速运', trackingNo, status: 'InfoReceived' } });
    expect(row.address.receiverName).toBe('Li Lei');
    expect(row.paidAt).not.toBeNull();

    // Paging: one a page, the total and hasMore agree.
    const first = await t.call(queryMerchantOrders, { status: 'shipping', pageNum: 1, pageSize: 1 }, { token: merchantA.token });
    expect(first.body.data).toMatchObject({ pageNum: 1, pageSize: 1, total: toShip.body.data!.total, hasMore: toShip.body.data!.total > 1 });
    expect(first.body.data!.list).toHaveLength(1);

    // Another merchant sees none of these.
    const theirs = await t.call(queryMerchantOrders, { pageSize: 50 }, { token: stranger.token });
    expect(theirs.body.data!.list.map((o) => o.orderId)).not.toEqual(expect.arrayContaining([waiting]));
    expect(theirs.body.data!.list.some((o) => o.orderId === waiting || o.orderId === shipped)).toBe(false);
  });

  it('refuses bad inputs (1001), shoppers (1003) and visitors or stale tokens (1002)', async () => {
    const user = await shopper();
    for (const body of [{ status: 'sent' }, { status: 1 }, { pageNum: 0 }, { pageNum: 1.5 }, { pageSize: 51 }, { pageSize: -1 }, { pageNum: '1' }, { other: 1 }])
      expect((await t.call(queryMerchantOrders, body, { token: merchantA.token })).body.code, JSON.stringify(body)).toBe(1001);
    expect((await t.call(queryMerchantOrders, {}, { token: user.token })).body.code).toBe(1003);
    expect((await t.call(queryMerchantOrders, {})).body.code).toBe(1002);
    expect((await t.call(queryMerchantOrders, {}, { token: 'stale-token-stale-token-stale' })).body.code).toBe(1002);
  });
});

describe('saleorder/logistics', () => {
  it('shows the shopper their order\'s parcel: company, number, status, events newest first and the address', async () => {
    const user = await shopper();
    const id = await paidOrder(user);
    const waiting = await t.call(queryOrderLogistics, { orderId: id }, { token: user.token });
    expect(waiting.body.code).toBe(1000);
    expect(waiting.body.data).toMatchObject({ orderId: id, status: 'shipping', shipment: null });
    expect(waiting.body.data!.address.receiverName).toBe('Li Lei');

    const trackingNo = sf();
    await t.call(shipCall, { orderId: id, companyCode: 'SF', trackingNo }, { token: merchantA.token });
    const [parcel] = await shipmentsOf(id);
    // Two later events, as the carrier would add them, to check the order of the timeline.
    await t.db.insert(shipmentEvent).values([
      { shipmentId: parcel!.id, status: 'InTransit', description: { en: 'On the way', zh: '运输中', ja: '輸送中' }, location: { en: 'Shenzhen', zh: '深圳', ja: '深セン' }, occurredAt: new Date(Date.now() + 60_000) },
      { shipmentId: parcel!.id, status: 'OutForDelivery', description: { en: 'Out', zh: '派送中', ja: '配達中' }, location: { en: 'Hangzhou', zh: '杭州', ja: '杭州' }, occurredAt: new Date(Date.now() + 120_000) },
    ]);
    const res = await t.call(queryOrderLogistics, { orderId: id }, { token: user.token, lang: 'ja' });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({ orderId: id, status: 'receiving', shipment: { companyCode: 'SF', companyName: 'SFエクスプレス', trackingNo, status: 'InfoReceived' } });
    expect(res.body.data!.shipment!.events.map((e) => e.status)).toEqual(['OutForDelivery', 'InTransit', 'InfoReceived']);
    expect(res.body.data!.shipment!.events[0]).toMatchObject({ description: '配達中', location: '杭州' });
  });

  it('refuses bad inputs (1001), another shopper\'s, a deleted or an unknown order (1004) and visitors or stale tokens (1002)', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await paidOrder(user);
    for (const orderId of BAD_IDS) expect((await t.call(queryOrderLogistics, { orderId }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryOrderLogistics, {}, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryOrderLogistics, { orderId: id, x: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryOrderLogistics, { orderId: id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryOrderLogistics, { orderId: 2_147_483_647 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(queryOrderLogistics, { orderId: id })).body.code).toBe(1002);
    expect((await t.call(queryOrderLogistics, { orderId: id }, { token: 'stale-token-stale-token-stale' })).body.code).toBe(1002);
    await t.db.update(saleOrder).set({ hiddenAt: new Date() }).where(eq(saleOrder.id, id));
    expect((await t.call(queryOrderLogistics, { orderId: id }, { token: user.token })).body.code).toBe(1004);
  });
});
