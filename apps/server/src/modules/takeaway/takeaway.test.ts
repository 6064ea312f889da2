import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { saveAddress } from '@mall/contract/account/address-save';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { cartDeliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import { EARTH_RADIUS_M, distanceM } from '@mall/contract/location/distance';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { editOrderAddress } from '@mall/contract/order/edit-order-address';
import { quoteOrderAddress } from '@mall/contract/order/quote-order-address';
import { moveMerchantTakeawayOrder } from '@mall/contract/takeaway/move-merchant-takeaway-order';
import { queryMerchantTakeawayOrders } from '@mall/contract/takeaway/query-merchant-takeaway-orders';
import { queryMerchantTakeawaySettings } from '@mall/contract/takeaway/query-merchant-takeaway-settings';
import { queryTakeawayProgress } from '@mall/contract/takeaway/query-takeaway-progress';
import { queryTakeawayShopAndCoupons } from '@mall/contract/takeaway/query-takeaway-shop-and-coupons';
import { queryTakeawayShopsAndGoods } from '@mall/contract/takeaway/query-takeaway-shops-and-goods';
import { saveMerchantTakeawaySettings } from '@mall/contract/takeaway/save-merchant-takeaway-settings';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { execute, orderStatus, pay, settleEvents, signedPayment } from '../../testing/payment-test-kit.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { address } from '../account/address.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { setTakeawayClock } from '../shop/shop.api.ts';
import { shop, shopBusinessTime, shopHoliday } from '../shop/shop.tables.ts';
import { takeawayProgress } from './takeaway.tables.ts';

const t = await createTestApp();

// The seeded Golden Bowl noodle house (Shanghai, Asia/Shanghai): open 10:00-22:00 every day, last orders 30 minutes
// before closing (21:30), delivering 3 km for 500 plus 200 packing, no smallest order.
const [noodles] = await t.db.select().from(shop).where(eq(shop.code, 'goldenbowl-noodles'));
const shopId = noodles!.id;
const SHOP = { lat: noodles!.lat!, lng: noodles!.lng! };
const RADIUS = 3000;
await t.db.update(shop).set({ deliveryRadiusM: RADIUS, deliveryFee: 500, packingFee: 200, minOrderAmount: 0, lastOrderMinutes: 30, status: 'open' }).where(eq(shop.id, shopId));
await t.db.delete(shopBusinessTime).where(eq(shopBusinessTime.shopId, shopId));
await t.db.insert(shopBusinessTime).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ shopId, weekday, opensAt: 600, closesAt: 1320 })));
const [dish] = await t.db
  .select({ goodsId: goods.id, skuId: goodsSku.id })
  .from(goods)
  .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.id))
  .where(and(eq(goods.shopId, shopId), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true)))
  .orderBy(asc(goodsSku.id))
  .limit(1);
await t.db.update(goodsSku).set({ price: 3000, stock: 100_000 }).where(eq(goodsSku.id, dish!.skuId));
await t.db.update(goods).set({ purchaseLimit: null }).where(eq(goods.id, dish!.goodsId));

/** A moment in Shanghai (UTC+8) on Wednesday 2026-11-25, "HH:MM". */
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+08:00`);
const LAST_ORDER = at('21:30');
const clock = (d: Date) => setTakeawayClock(() => d);
afterEach(() => setTakeawayClock(null));

/** A point `metres` due north of the shop (along a meridian the haversine is exact up to rounding). */
const north = (metres: number) => ({ lat: SHOP.lat + ((metres / EARTH_RADIUS_M) * 180) / Math.PI, lng: SHOP.lng });

/** A shopper whose default address sits `metres` north of the shop. */
async function shopperAt(metres: number | null) {
  const user = await createTestUser(t.db);
  const [cn] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
  const point = metres === null ? { lat: null, lng: null } : north(metres);
  const [row] = await t.db
    .insert(address)
    .values({
      accountId: user.userId,
      receiverName: 'Wang Fang',
      phoneCode: '86',
      mobile: '13812345678',
      nationId: cn!.id,
      // The shop's own areas: a takeaway shop also delivers only within its city (delivery-fee.ts).
      provinceId: noodles!.provinceId,
      cityId: noodles!.cityId,
      districtId: noodles!.districtId,
      areaText: 'Shanghai',
      detail: 'Nanjing West Road 1',
      isDefault: true,
      ...point,
    })
    .returning({ id: address.id });
  return { ...user, addressId: row!.id };
}

async function open(user: { token: string }) {
  const res = await t.call(checkoutOneGoods, { goodsId: dish!.goodsId, skuId: dish!.skuId, quantity: 1 }, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}

async function commit(user: { token: string }, c: { checkoutId: number; payAmount: number }) {
  const numbered = await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token });
  return t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: numbered.body.data!.checkoutNumber, payAmount: c.payAmount }, { token: user.token });
}

/** Orders one dish at a moment and answers the order id. */
async function placeAt(user: { token: string }, when: Date) {
  clock(when);
  const c = await open(user);
  const done = await commit(user, c);
  expect(done.body.code, done.body.message).toBe(1000);
  return done.body.data!.orderIds[0]!;
}

async function paidOrder() {
  const user = await shopperAt(100);
  const id = await placeAt(user, at('12:00'));
  const p = await signedPayment(t, user, [id]);
  expect((await execute(t, p)).body.code).toBe(1000);
  setTakeawayClock(null);
  await settleEvents(t);
  return { user, id };
}

describe('takeaway at checkout and commit', () => {
  it('charges the packing fee inside the delivery fee, kept apart on the order', async () => {
    const user = await shopperAt(100);
    clock(at('12:00'));
    const c = await open(user);
    expect(c.problems).toEqual([]);
    expect(c.shops[0]).toMatchObject({ deliveryFee: 700, packingFee: 200, goodsAmount: 3000, payAmount: 3700 });
    const done = await commit(user, c);
    expect(done.body.code, done.body.message).toBe(1000);
    const [row] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, done.body.data!.orderIds[0]!));
    expect(row).toMatchObject({ deliveryFee: 700, packingFee: 200, payAmount: 3700 });
  });

  it("shows the cart's delivery hint with the packing fee, as the checkout will charge it", async () => {
    const user = await shopperAt(100);
    expect((await t.call(addCartGoods, { goodsId: dish!.goodsId, skuId: dish!.skuId, quantity: 1 }, { token: user.token })).body.code).toBe(1000);
    const fees = await t.call(cartDeliveryFee, {}, { token: user.token });
    expect(fees.body.data!.shops.find((s) => s.shopId === shopId)).toMatchObject({ method: 'takeaway', fee: 700 });
  });

  it('takes orders at the last order minute and refuses them one minute later (5112), at preview and commit', async () => {
    const user = await shopperAt(100);
    clock(LAST_ORDER);
    const c = await open(user);
    expect(c.problems).toEqual([]);
    clock(new Date(LAST_ORDER.getTime() + 59_999));
    expect((await open(user)).problems).toEqual([]);
    clock(new Date(LAST_ORDER.getTime() + 60_000));
    const late = await open(user);
    expect(late.problems).toEqual([{ kind: 'past_last_order', shopId, skuId: null, limit: null }]);
    // The checkout opened in time is refused at its commit a minute later, nothing written.
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(saleOrder).where(eq(saleOrder.accountId, user.userId)))[0]!.n;
    const refused = await commit(user, c);
    expect(refused.body.code).toBe(5112);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(saleOrder).where(eq(saleOrder.accountId, user.userId)))[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses before opening and after closing (5110), says opening soon within the hour', async () => {
    const user = await shopperAt(100);
    clock(at('09:59'));
    expect((await open(user)).problems.map((p) => p.kind)).toEqual(['shop_closed']);
    clock(at('10:00'));
    expect((await open(user)).problems).toEqual([]);
    clock(at('22:00'));
    const c = await open(user);
    expect(c.problems.map((p) => p.kind)).toEqual(['shop_closed']);
    expect((await commit(user, c)).body.code).toBe(5110);
    clock(at('09:10'));
    const page = await t.call(queryTakeawayShopAndCoupons, { shopId }, { token: user.token });
    expect(page.body.data!.shop.open).toMatchObject({ state: 'opening_soon', opensAtLocal: '10:00', timeZone: 'Asia/Shanghai' });
    clock(at('08:59'));
    expect((await t.call(queryTakeawayShopAndCoupons, { shopId })).body.data!.shop.open.state).toBe('closed');
  });

  it('refuses on a holiday (5111), set in the console; a merchant-closed shop is closed', async () => {
    const user = await shopperAt(100);
    const owner = await merchantOfShop(t, shopId);
    clock(at('12:00'));
    const base = { shopId, deliveryRadiusM: RADIUS, deliveryFee: 500, minOrderAmount: 0, packingFee: 200, deliveryMinutes: 30, lastOrderMinutes: 30 };
    const saved = await t.call(saveMerchantTakeawaySettings, { ...base, holidays: ['2026-11-25'] }, { token: owner.token });
    onTestFinished(() => t.db.delete(shopHoliday).where(eq(shopHoliday.shopId, shopId)).then(() => undefined));
    expect(saved.body.code, saved.body.message).toBe(1000);
    expect(saved.body.data).toMatchObject({ holidays: ['2026-11-25'], open: { state: 'holiday' } });
    const c = await open(user);
    expect(c.problems.map((p) => p.kind)).toEqual(['shop_holiday']);
    expect((await commit(user, c)).body.code).toBe(5111);
    // A past date is refused (1001 naming it), nothing changed.
    const past = await t.call(saveMerchantTakeawaySettings, { ...base, holidays: ['2026-11-24'] }, { token: owner.token });
    expect(past.body.code).toBe(1001);
    expect((await t.call(queryMerchantTakeawaySettings, { shopId }, { token: owner.token })).body.data!.holidays).toEqual(['2026-11-25']);
    expect((await t.call(saveMerchantTakeawaySettings, { ...base, holidays: [] }, { token: owner.token })).body.code).toBe(1000);
    expect((await open(user)).problems).toEqual([]);
    // Someone else's shop: 1004; bad values: 1001.
    const other = await otherMerchant(t, shopId);
    expect((await t.call(saveMerchantTakeawaySettings, { ...base, holidays: [] }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(saveMerchantTakeawaySettings, { ...base, packingFee: -1, holidays: [] }, { token: owner.token })).body.code).toBe(1001);
    expect((await t.call(saveMerchantTakeawaySettings, { ...base, holidays: ['2026-02-30'] }, { token: owner.token })).body.code).toBe(1001);
  });

  it('delivers exactly at the radius and refuses one metre beyond (5113); an unplaced address is 5114', async () => {
    expect(distanceM(SHOP, north(RADIUS))).toBe(RADIUS);
    expect(distanceM(SHOP, north(RADIUS + 1))).toBe(RADIUS + 1);
    const edge = await shopperAt(RADIUS);
    clock(at('12:00'));
    expect((await open(edge)).problems).toEqual([]);
    const far = await shopperAt(RADIUS + 1);
    const c = await open(far);
    expect(c.problems.map((p) => p.kind)).toEqual(['out_of_range']);
    expect((await commit(far, c)).body.code).toBe(5113);
    const nowhere = await shopperAt(null);
    const n = await open(nowhere);
    expect(n.problems.map((p) => p.kind)).toEqual(['address_unplaced']);
    expect((await commit(nowhere, n)).body.code).toBe(5114);
  });
});

describe('takeaway at payment', () => {
  it('refuses creating and confirming a payment after the last order minute; the order stays unpaid', async () => {
    const user = await shopperAt(100);
    const id = await placeAt(user, LAST_ORDER);
    clock(new Date(LAST_ORDER.getTime() + 60_000));
    const refused = await pay(t, user, [id], 4);
    expect(refused.body.code).toBe(5112);
    expect(refused.body.data).toEqual({ orderIds: [id] });
    clock(LAST_ORDER);
    const p = await signedPayment(t, user, [id]);
    clock(new Date(LAST_ORDER.getTime() + 60_000));
    expect((await execute(t, p)).body.code).toBe(5112);
    expect(await orderStatus(t, id)).toBe('paying');
    clock(LAST_ORDER);
    expect((await execute(t, p)).body.code).toBe(1000);
    expect(await orderStatus(t, id)).toBe('shipping');
  });

  it('refuses paying when the shop moved its radius below the address (5113)', async () => {
    const user = await shopperAt(2000);
    const id = await placeAt(user, at('12:00'));
    await t.db.update(shop).set({ deliveryRadiusM: 1999 }).where(eq(shop.id, shopId));
    try {
      expect((await pay(t, user, [id], 4)).body.code).toBe(5113);
    } finally {
      await t.db.update(shop).set({ deliveryRadiusM: RADIUS }).where(eq(shop.id, shopId));
    }
    expect((await pay(t, user, [id], 4)).body.code).toBe(1000);
  });
});

describe('takeaway address changes', () => {
  it('moves an order to an address at the radius, keeping the packing fee, and refuses one a metre beyond (5113)', async () => {
    const user = await shopperAt(100);
    const id = await placeAt(user, at('12:00'));
    const place = async (metres: number) => {
      const [row] = await t.db.select().from(address).where(eq(address.id, user.addressId));
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row!;
      const [added] = await t.db.insert(address).values({ ...copy, isDefault: false, ...north(metres) }).returning({ id: address.id });
      return added!.id;
    };
    const edge = await t.call(editOrderAddress, { orderId: id, addressId: await place(RADIUS) }, { token: user.token });
    expect(edge.body.code, edge.body.message).toBe(1000);
    const before = (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
    expect(before).toMatchObject({ deliveryFee: 700, packingFee: 200, payAmount: 3700 });
    const far = await t.call(editOrderAddress, { orderId: id, addressId: await place(RADIUS + 1) }, { token: user.token });
    expect(far.body.code).toBe(5113);
    expect((await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]).toEqual(before);
  });

  it('says in the address quote which addresses are beyond the radius (5113) or unplaced (5114), as the edit then refuses', async () => {
    const user = await shopperAt(100);
    const id = await placeAt(user, at('12:00'));
    const add = async (point: { lat: number | null; lng: number | null }) => {
      const [row] = await t.db.select().from(address).where(eq(address.id, user.addressId));
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row!;
      const [added] = await t.db.insert(address).values({ ...copy, isDefault: false, ...point }).returning({ id: address.id });
      return added!.id;
    };
    const edge = await add(north(RADIUS));
    const beyond = await add(north(RADIUS + 1));
    const unplaced = await add({ lat: null, lng: null });
    const res = await t.call(quoteOrderAddress, { orderId: id }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const option = (addressId: number) => res.body.data!.options.find((o) => o.addressId === addressId);
    expect(option(edge)).toEqual({ addressId: edge, deliveryFee: 700, payAmount: 3700, refusal: null, refusalCode: null });
    expect(option(beyond)).toMatchObject({ refusal: 'out_of_range', refusalCode: 5113 });
    expect(option(unplaced)).toMatchObject({ refusal: 'address_unplaced', refusalCode: 5114 });
    // The edit agrees with the quote, address by address.
    expect((await t.call(editOrderAddress, { orderId: id, addressId: beyond }, { token: user.token })).body.code).toBe(5113);
    expect((await t.call(editOrderAddress, { orderId: id, addressId: unplaced }, { token: user.token })).body.code).toBe(5114);
    expect((await t.call(editOrderAddress, { orderId: id, addressId: edge }, { token: user.token })).body.code).toBe(1000);
  });
});

describe('takeaway stages', () => {
  it('starts accepted when paid, and the merchant moves it to delivered, shipping and completing the order', async () => {
    const { user, id } = await paidOrder();
    const first = await t.call(queryTakeawayProgress, { orderId: id }, { token: user.token });
    expect(first.body.data).toMatchObject({ packingFee: 200, progress: { orderId: id, stage: 'accepted', preparingAt: null } });
    const owner = await merchantOfShop(t, shopId);
    const listed = await t.call(queryMerchantTakeawayOrders, { shopId, stage: 'accepted' }, { token: owner.token });
    expect(listed.body.data!.list.map((o) => o.orderId)).toContain(id);
    for (const [from, status] of [['accepted', 'shipping'], ['preparing', 'receiving'], ['delivering', 'completed']] as const) {
      const moved = await t.call(moveMerchantTakeawayOrder, { orderId: id, from }, { token: owner.token });
      expect(moved.body.code, moved.body.message).toBe(1000);
      expect(await orderStatus(t, id)).toBe(status);
    }
    const done = await t.call(queryTakeawayProgress, { orderId: id }, { token: user.token });
    expect(done.body.data!.progress).toMatchObject({ stage: 'delivered' });
    expect(done.body.data!.progress!.deliveredAt).not.toBeNull();
    // Past the last stage nothing moves.
    expect((await t.call(moveMerchantTakeawayOrder, { orderId: id, from: 'delivered' }, { token: owner.token })).body.code).toBe(5115);
  });

  it('of two moves at once exactly one wins; the other answers 5115', async () => {
    const { id } = await paidOrder();
    const owner = await merchantOfShop(t, shopId);
    const results = await Promise.all([1, 2, 3, 4].map(() => t.call(moveMerchantTakeawayOrder, { orderId: id, from: 'accepted' }, { token: owner.token })));
    expect(results.map((r) => r.body.code).sort()).toEqual([1000, 5115, 5115, 5115]);
    const [row] = await t.db.select().from(takeawayProgress).where(eq(takeawayProgress.orderId, id));
    expect(row!.stage).toBe('preparing');
    const both = await Promise.all([1, 2].map(() => t.call(moveMerchantTakeawayOrder, { orderId: id, from: 'preparing' }, { token: owner.token })));
    expect(both.map((r) => r.body.code).sort()).toEqual([1000, 5115]);
    expect(await orderStatus(t, id)).toBe('receiving');
  });

  it("answers someone else's order or shop as not found (1004)", async () => {
    const { id } = await paidOrder();
    const stranger = await createTestUser(t.db);
    expect((await t.call(queryTakeawayProgress, { orderId: id }, { token: stranger.token })).body.code).toBe(1004);
    const other = await otherMerchant(t, shopId);
    expect((await t.call(moveMerchantTakeawayOrder, { orderId: id, from: 'accepted' }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryMerchantTakeawayOrders, { shopId, stage: 'accepted' }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryTakeawayProgress, { orderId: 2_000_000_000 }, { token: stranger.token })).body.code).toBe(1004);
    const [row] = await t.db.select().from(takeawayProgress).where(eq(takeawayProgress.orderId, id));
    expect(row!.stage).toBe('accepted');
  });
});

describe('takeaway shops', () => {
  it('lists nearby takeaway shops, those delivering first, by distance, each with goods', async () => {
    clock(at('12:00'));
    const res = await t.call(queryTakeawayShopsAndGoods, { ...north(100), limit: 10 });
    expect(res.body.code, res.body.message).toBe(1000);
    const list = res.body.data!.list;
    expect(list[0]).toMatchObject({ shopId, inRange: true, distanceM: 100, packingFee: 200, open: { state: 'open' } });
    expect(list[0]!.goods.length).toBeGreaterThan(0);
    const firstOut = list.findIndex((s) => !s.inRange);
    if (firstOut >= 0) expect(list.slice(firstOut).every((s) => !s.inRange)).toBe(true);
    expect((await t.call(queryTakeawayShopsAndGoods, { lat: 91, lng: 0 })).body.code).toBe(1001);
  });

  it("answers a takeaway shop's page: distance from the default address, coupons, menu; other kinds are 1004", async () => {
    const user = await shopperAt(RADIUS + 1);
    const res = await t.call(queryTakeawayShopAndCoupons, { shopId }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data!.shop).toMatchObject({ distanceM: RADIUS + 1, inRange: false, deliveryFee: 500, packingFee: 200 });
    expect(res.body.data!.menu.flatMap((c) => c.goods).some((g) => g.goodsId === dish!.goodsId)).toBe(true);
    expect(Array.isArray(res.body.data!.coupons)).toBe(true);
    const [mall] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.kind, 'mall')).limit(1);
    expect((await t.call(queryTakeawayShopAndCoupons, { shopId: mall!.id })).body.code).toBe(1004);
  });
});

describe('address coordinates', () => {
  it('saves a pin, or places the address at its district (else city) centre', async () => {
    const user = await createTestUser(t.db);
    const [cn] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
    const [d] = await t.db.select().from(area).where(eq(area.code, '310106'));
    const [c] = await t.db.select().from(area).where(eq(area.id, d!.parentId!));
    const base = { receiverName: 'Wang Fang', mobile: '13812345678', nationId: cn!.id, provinceId: c!.parentId!, cityId: c!.id, districtId: d!.id, detail: 'Road 1' };
    const pinned = await t.call(saveAddress, { ...base, pin: north(100) }, { token: user.token });
    expect(pinned.body.code, pinned.body.message).toBe(1000);
    expect(pinned.body.data).toMatchObject(north(100));
    const placed = await t.call(saveAddress, { ...base }, { token: user.token });
    expect(placed.body.data).toMatchObject({ lat: d!.lat, lng: d!.lng });
    expect((await t.call(saveAddress, { ...base, pin: { lat: 95, lng: 0 } }, { token: user.token })).body.code).toBe(1001);
  });
});
