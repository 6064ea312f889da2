import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroupbuyListing, queryMerchantGroupbuyListings } from '@mall/contract/groupbuy/merchant-groupbuy-listings';
import { queryMerchantPickupPoints, setPickupStaff } from '@mall/contract/groupbuy/merchant-pickup-staff';
import { queryGroupbuyOrder } from '@mall/contract/groupbuy/query-groupbuy-order';
import { queryHouseCategory } from '@mall/contract/groupbuy/query-house-category';
import { queryHouseCategoryGoods } from '@mall/contract/groupbuy/query-house-category-goods';
import { queryHouseCategorysGoods } from '@mall/contract/groupbuy/query-house-categorys-goods';
import { queryHouseGoods } from '@mall/contract/groupbuy/query-house-goods';
import { redeemPickupCode } from '@mall/contract/groupbuy/redeem-pickup-code';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { editOrderAddress } from '@mall/contract/order/edit-order-address';
import { shipOrder } from '@mall/contract/logistics/ship-order';
import { writeTrackingNo } from '../logistics/tracking-numbers.ts';
import { createSession } from '../account/session.service.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { execute, orderStatus, settleEvents, signedPayment } from '../../testing/payment-test-kit.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { paymentRefund } from '../payment/payment.tables.ts';
import { shop, shopAddress, shopMember } from '../shop/shop.tables.ts';
import { runGroupbuyCutOff } from './groupbuy-settle.ts';
import { groupbuyListing, groupbuyOrder, houseCategory } from './groupbuy.tables.ts';

const t = await createTestApp();
const [theShop] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.code, 'northwind-outdoor'));
const shopId = theShop!.id;
const owner = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);
const points = await t.db.select({ id: shopAddress.id }).from(shopAddress).where(and(eq(shopAddress.shopId, shopId), eq(shopAddress.kind, 'pickup'))).orderBy(asc(shopAddress.id));
const [p1, p2] = points.map((p) => p.id) as [number, number];
const [otherShop] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.code, 'northwind-kids'));
// A pickup point of a shop of another merchant.
const [otherPoint] = await t.db
  .select({ id: shopAddress.id })
  .from(shopAddress)
  .innerJoin(shop, eq(shop.id, shopAddress.shopId))
  .where(and(eq(shopAddress.kind, 'pickup'), sql`${shop.code} not like 'northwind-%'`))
  .limit(1);
const [category] = await t.db.select().from(houseCategory).orderBy(asc(houseCategory.id)).limit(1);
const [item] = await t.db
  .select({ goodsId: goods.id, skuId: goodsSku.id, price: goodsSku.price })
  .from(goodsSku)
  .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
  .where(and(eq(goods.shopId, shopId), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true)))
  .orderBy(asc(goodsSku.id))
  .limit(1);
await t.db.update(goodsSku).set({ stock: 100_000 }).where(eq(goodsSku.id, item!.skuId));
const groupPrice = 500;

/** A listing written directly, its cut-off `cutOffSeconds` from the database's now. */
async function listing(o: { cutOffSeconds?: number; threshold?: number; limit?: number } = {}) {
  const [row] = await t.db
    .insert(groupbuyListing)
    .values({
      shopId,
      goodsId: item!.goodsId,
      skuId: item!.skuId,
      categoryId: category!.id,
      groupPrice,
      pickupDate: '2099-01-01',
      cutOffAt: sql`now() + make_interval(secs => ${o.cutOffSeconds ?? 3600})`,
      threshold: o.threshold ?? 2,
      perShopperLimit: o.limit ?? 5,
    })
    .returning({ id: groupbuyListing.id });
  return row!.id;
}
const moveCutOff = (id: number, seconds: number) =>
  t.db.update(groupbuyListing).set({ cutOffAt: sql`now() + make_interval(secs => ${seconds})` }).where(eq(groupbuyListing.id, id));
/** The cut-off a moment ago: after every payment made so far. */
const passCutOff = async (id: number) => {
  await new Promise((r) => setTimeout(r, 20));
  await moveCutOff(id, -0.01);
};

/** Opens a group-buy checkout and hands out its number (committed later). */
async function prepare(user: { token: string }, listingId: number, quantity = 1, pickupPointId = p1) {
  const opened = await t.call(checkoutOneGoods, { goodsId: item!.goodsId, skuId: item!.skuId, quantity, groupBuy: { listingId, pickupPointId } }, { token: user.token });
  expect(opened.body.code, opened.body.message).toBe(1000);
  const c = opened.body.data!;
  const number = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!.checkoutNumber;
  return { checkout: c, commit: () => t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token }) };
}
async function join(user: { token: string }, listingId: number, quantity = 1, pickupPointId = p1) {
  const done = await (await prepare(user, listingId, quantity, pickupPointId)).commit();
  expect(done.body.code, done.body.message).toBe(1000);
  return done.body.data!.orderIds[0]!;
}
async function pay(user: { userId: number; token: string }, orderId: number, drain = true) {
  const p = await signedPayment(t, user, [orderId]);
  expect((await execute(t, p)).body.code).toBe(1000);
  if (drain) await settleEvents(t);
}
/** 'limit' when a commit was refused for the per-shopper limit, in either of the two ways it can meet it. */
function refusalKind(body: { code: number; data?: unknown }): string {
  if (body.code === 5131) return 'limit';
  const problems = (body.data as { problems?: { kind: string }[] } | undefined)?.problems ?? [];
  return body.code === 4203 && problems.some((p) => p.kind === 'purchase_limit') ? 'limit' : `code ${body.code}`;
}
const row = async (orderId: number) => (await t.db.select().from(groupbuyOrder).where(eq(groupbuyOrder.orderId, orderId)))[0]!;
const listingRow = async (id: number) => (await t.db.select().from(groupbuyListing).where(eq(groupbuyListing.id, id)))[0]!;
const refundsOf = async (orderId: number) => t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, orderId));
/** Runs the cut-off as two instances would at once, then the events it caused, then once more. */
async function cutOff() {
  await Promise.all([runGroupbuyCutOff(t.db), runGroupbuyCutOff(t.db)]);
  await settleEvents(t);
  await runGroupbuyCutOff(t.db);
  await settleEvents(t);
}
const codeOf = async (user: { token: string }, orderId: number) => (await t.call(queryGroupbuyOrder, { orderId }, { token: user.token })).body.data!.code!;
const redeem = (token: string, pickupPointId: number, code: string) => t.call(redeemPickupCode, { pickupPointId, code }, { token });

/** A member of the shop holding `orders`, logged in (a clerk). */
async function clerk() {
  const user = await createTestUser(t.db);
  await t.db.insert(shopMember).values({ shopId, accountId: user.userId, role: 'staff', rights: ['orders', 'goods'] });
  const { token } = await createSession(t.db, { accountId: user.userId, appType: 'h5' });
  return { accountId: user.userId, token };
}

/** A listing that succeeded with one paid order of `user` at p1: the order id. */
async function collectable(user: { userId: number; token: string }, pickupPointId = p1) {
  const id = await listing({ threshold: 1 });
  const orderId = await join(user, id, 1, pickupPointId);
  await pay(user, orderId);
  await passCutOff(id);
  await cutOff();
  expect((await listingRow(id)).status).toBe('succeeded');
  return orderId;
}

describe('group-buy listings', () => {
  it('lists categories, the landing, a category in keyset pages and one listing with its pickup points', async () => {
    const a = await listing();
    const b = await listing();
    const cats = (await t.call(queryHouseCategory, {})).body.data!;
    expect(cats.map((c) => c.id)).toContain(category!.id);
    const landing = (await t.call(queryHouseCategorysGoods, { perCategory: 1 })).body.data!;
    const mine = landing.find((l) => l.category.id === category!.id)!;
    expect(mine.list.map((l) => l.id)).toEqual([b]);
    const page2 = (await t.call(queryHouseCategoryGoods, { categoryId: category!.id, after: mine.next!, pageSize: 1 })).body.data!;
    expect(page2.list.map((l) => l.id)).toEqual([a]);
    const detail = (await t.call(queryHouseGoods, { id: a })).body;
    expect(detail.code).toBe(1000);
    expect(detail.data).toMatchObject({ id: a, groupPrice, threshold: 2, joined: 0, status: 'open', buyable: true, price: item!.price });
    expect(detail.data!.pickupPoints.map((p) => p.id)).toEqual(expect.arrayContaining([p1, p2]));
    expect((await t.call(queryHouseGoods, { id: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryHouseCategoryGoods, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('lets the shop create listings of its own goods only, with a future cut-off', async () => {
    const cutOffAt = new Date(Date.now() + 3_600_000).toISOString();
    const input = { shopId, goodsId: item!.goodsId, skuId: item!.skuId, categoryId: category!.id, groupPrice: 990, pickupDate: '2099-01-01', cutOffAt, threshold: 3, perShopperLimit: 2 };
    const made = await t.call(createGroupbuyListing, input, { token: owner.token });
    expect(made.body.code, made.body.message).toBe(1000);
    expect(made.body.data).toMatchObject({ groupPrice: 990, threshold: 3, status: 'open' });
    const listed = await t.call(queryMerchantGroupbuyListings, { shopId }, { token: owner.token });
    expect(listed.body.data!.list[0]!.id).toBe(made.body.data!.id);
    expect((await t.call(createGroupbuyListing, { ...input, cutOffAt: new Date(Date.now() - 1000).toISOString() }, { token: owner.token })).body.code).toBe(5136);
    expect((await t.call(createGroupbuyListing, { ...input, pickupDate: '2000-01-01' }, { token: owner.token })).body.code).toBe(5136);
    expect((await t.call(createGroupbuyListing, { ...input, shopId: otherShop!.id }, { token: owner.token })).body.code).toBe(1004);
    expect((await t.call(createGroupbuyListing, input, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(createGroupbuyListing, { ...input, categoryId: 2_000_000_000 }, { token: owner.token })).body.code).toBe(1004);
  });
});

describe('buying into a group', () => {
  it('prices at the group price with no delivery fee and no address, the pickup point as the order address', async () => {
    const user = await createTestUser(t.db);
    const id = await listing();
    const { checkout } = await prepare(user, id, 2);
    expect(checkout.problems).toEqual([]);
    expect(checkout).toMatchObject({ goodsAmount: 2 * groupPrice, deliveryFee: 0, payAmount: 2 * groupPrice });
    const orderId = await join(user, id, 2);
    expect((await row(orderId)).pickupPointId).toBe(p1);
    const [o] = (await t.db.execute<{ address: { receiverName: string } }>(sql`select address from sale_order where id = ${orderId}`)).rows;
    expect(o!.address.receiverName).not.toBe('');
  });

  it("refuses a listing with another goods or another shop's pickup point as NOT_FOUND", async () => {
    const user = await createTestUser(t.db);
    const id = await listing();
    expect((await t.call(checkoutOneGoods, { goodsId: item!.goodsId, skuId: item!.skuId, quantity: 1, groupBuy: { listingId: id, pickupPointId: otherPoint!.id } }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(checkoutOneGoods, { goodsId: item!.goodsId, skuId: item!.skuId, quantity: 1, groupBuy: { listingId: 2_000_000_000, pickupPointId: p1 } }, { token: user.token })).body.code).toBe(1004);
  });

  it('joins right up to the cut-off and refuses after it, at opening and at the commit, taking nothing', async () => {
    const user = await createTestUser(t.db);
    const id = await listing({ cutOffSeconds: 60 });
    const late = await prepare(user, id);
    await moveCutOff(id, 2);
    // Still at the cut-off's minute: joins.
    await join(user, id);
    await moveCutOff(id, -1);
    const [before] = await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, item!.skuId));
    const refused = await late.commit();
    expect(refused.body.code).toBe(4203);
    const [after] = await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, item!.skuId));
    expect(after!.stock).toBe(before!.stock);
    expect((await t.call(checkoutOneGoods, { goodsId: item!.goodsId, skuId: item!.skuId, quantity: 1, groupBuy: { listingId: id, pickupPointId: p1 } }, { token: user.token })).body.code).toBe(5130);
  });

  it('refuses a commit priced after the limit was reached as a checkout with a purchase_limit problem', async () => {
    const user = await createTestUser(t.db);
    const id = await listing({ limit: 1 });
    const [first, second] = await Promise.all([prepare(user, id), prepare(user, id)]);
    expect((await first!.commit()).body.code).toBe(1000);
    const refused = await second!.commit();
    expect(refused.body.code).toBe(4203);
    expect(refusalKind(refused.body)).toBe('limit');
  });

  it('keeps a shopper within the per-shopper limit when commits race', async () => {
    const user = await createTestUser(t.db);
    const id = await listing({ limit: 2 });
    const prepared = await Promise.all(Array.from({ length: 5 }, () => prepare(user, id)));
    const results = await Promise.all(prepared.map((p) => p.commit()));
    expect(results.filter((r) => r.body.code === 1000)).toHaveLength(2);
    // A commit that priced its checkout after two others had committed meets the limit as a problem of the checkout
    // (4203 with the priced checkout); one that priced it before meets it at the listing's lock (5131).
    const refusals = results.filter((r) => r.body.code !== 1000).map((r) => refusalKind(r.body));
    expect(refusals).toEqual(['limit', 'limit', 'limit']);
    const again = await prepare(user, id);
    expect(again.checkout.problems.map((p) => p.kind)).toEqual(['purchase_limit']);
  });
});

describe('the cut-off', () => {
  it('succeeds with the threshold met exactly, counting a payment whose event was not handled yet, and cancels the unpaid', async () => {
    const id = await listing({ threshold: 2 });
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const c = await createTestUser(t.db);
    const oa = await join(a, id);
    const ob = await join(b, id);
    const oc = await join(c, id);
    await pay(a, oa);
    await pay(b, ob, false);
    expect((await listingRow(id)).joined).toBe(1);
    await passCutOff(id);
    await cutOff();
    const l = await listingRow(id);
    expect(l).toMatchObject({ status: 'succeeded', joined: 2 });
    expect(await orderStatus(t, oa)).toBe('shipping');
    expect(await orderStatus(t, ob)).toBe('shipping');
    expect(await orderStatus(t, oc)).toBe('terminated');
    expect((await refundsOf(oa)).length + (await refundsOf(ob)).length).toBe(0);
    expect(await codeOf(b, ob)).toMatch(/^\d{10}$/);
  });

  it('fails one unit short and refunds every paid order exactly once, with sweeps racing and rerun', async () => {
    const id = await listing({ threshold: 3 });
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const c = await createTestUser(t.db);
    const oa = await join(a, id);
    const ob = await join(b, id);
    const oc = await join(c, id);
    await pay(a, oa);
    await pay(b, ob);
    expect((await listingRow(id)).joined).toBe(2);
    await passCutOff(id);
    await cutOff();
    await cutOff();
    expect((await listingRow(id)).status).toBe('failed');
    for (const o of [oa, ob]) {
      expect(await orderStatus(t, o)).toBe('terminated');
      const refunds = await refundsOf(o);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.status).toBe('settled');
    }
    expect(await orderStatus(t, oc)).toBe('terminated');
    expect(await refundsOf(oc)).toHaveLength(0);
    expect((await t.call(queryGroupbuyOrder, { orderId: oa }, { token: a.token })).body.data).toMatchObject({ code: null, cancelled: true, listingStatus: 'failed' });
  });

  it('refunds a payment made after the cut-off', async () => {
    const id = await listing({ threshold: 1, cutOffSeconds: 60 });
    const a = await createTestUser(t.db);
    const oa = await join(a, id);
    const p = await signedPayment(t, a, [oa]);
    await moveCutOff(id, -1);
    expect((await execute(t, p)).body.code).toBe(1000);
    await settleEvents(t);
    await cutOff();
    expect(await orderStatus(t, oa)).toBe('terminated');
    expect(await refundsOf(oa)).toHaveLength(1);
  });
});

describe('pickup codes', () => {
  it("shows the code to its shopper only; someone else's order is NOT_FOUND", async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const id = await listing();
    const orderId = await join(a, id);
    expect((await t.call(queryGroupbuyOrder, { orderId }, { token: a.token })).body.data!.code).toBeNull();
    await pay(a, orderId);
    expect(await codeOf(a, orderId)).toMatch(/^\d{10}$/);
    expect((await t.call(queryGroupbuyOrder, { orderId }, { token: b.token })).body.code).toBe(1004);
  });

  it('is redeemed only once a group succeeded, by staff of that point, and two scans at once give one success', async () => {
    const a = await createTestUser(t.db);
    const open = await listing();
    const early = await join(a, open);
    await pay(a, early);
    expect((await redeem(owner.token, p1, await codeOf(a, early))).body.code).toBe(5137);

    const orderId = await collectable(a);
    const code = await codeOf(a, orderId);
    const anotherPoint = await clerk();
    expect((await t.call(setPickupStaff, { pickupPointId: p2, accountIds: [anotherPoint.accountId] }, { token: owner.token })).body.code).toBe(1000);
    // Another shop's merchant, staff of another point of the shop: NOT_FOUND; the right code at the other point: wrong.
    expect((await redeem(stranger.token, p1, code)).body.code).toBe(1004);
    expect((await redeem(anotherPoint.token, p1, code)).body.code).toBe(1004);
    expect((await redeem(anotherPoint.token, p2, code)).body.code).toBe(5132);
    const [x, y] = await Promise.all([redeem(owner.token, p1, code), redeem(owner.token, p1, code)]);
    expect([x!.body.code, y!.body.code].sort()).toEqual([1000, 5134]);
    expect(await orderStatus(t, orderId)).toBe('completed');
    expect((await t.call(queryGroupbuyOrder, { orderId }, { token: a.token })).body.data!.collectedAt).not.toBeNull();
    const staffView = await t.call(queryMerchantPickupPoints, { shopId }, { token: anotherPoint.token });
    expect(staffView.body.data!.points.find((p) => p.id === p2)!.mine).toBe(true);
    expect(staffView.body.data!.points.find((p) => p.id === p1)!.mine).toBe(false);
  });

  it("is never shipped by the shop: a paid group-buy order is handed over by its code only", async () => {
    const a = await createTestUser(t.db);
    const id = await listing();
    const orderId = await join(a, id);
    await pay(a, orderId);
    const res = await t.call(shipOrder, { orderId, companyCode: 'SF', trackingNo: writeTrackingNo('^SF\\d{13}$') }, { token: owner.token });
    expect(res.body.code).toBe(5138);
    expect(await orderStatus(t, orderId)).toBe('shipping');
    // Nor sent elsewhere: it has no delivery address to change.
    const addressId = await addAddress(t.db, a.userId);
    expect((await t.call(editOrderAddress, { orderId, addressId }, { token: a.token })).body.code).toBe(5138);
  });

  it('refuses non-members as staff', async () => {
    const outsider = await createTestUser(t.db);
    expect((await t.call(setPickupStaff, { pickupPointId: p1, accountIds: [outsider.userId] }, { token: owner.token })).body.code).toBe(5135);
    expect((await t.call(setPickupStaff, { pickupPointId: otherPoint!.id, accountIds: [] }, { token: owner.token })).body.code).toBe(1004);
  });

  it('rate-limits wrong codes per staff account and per point, even the right code after the limit', async () => {
    const a = await createTestUser(t.db);
    const guesser = await clerk();
    const colleague = await clerk();
    // A point of its own, so no earlier wrong code counts here.
    const [base] = await t.db.select().from(shopAddress).where(eq(shopAddress.id, p2));
    const { id: _id, ...copy } = base!;
    const [fresh] = await t.db.insert(shopAddress).values({ ...copy, sort: 99 }).returning({ id: shopAddress.id });
    const p3 = fresh!.id;
    await t.call(setPickupStaff, { pickupPointId: p3, accountIds: [guesser.accountId, colleague.accountId] }, { token: owner.token });
    const orderId = await collectable(a, p3);
    const code = await codeOf(a, orderId);
    const wrong = code === '0000000000' ? '1111111111' : '0000000000';
    const tries = await Promise.all(Array.from({ length: 8 }, () => redeem(guesser.token, p3, wrong)));
    expect(tries.filter((r) => r.body.code === 5132)).toHaveLength(5);
    expect(tries.filter((r) => r.body.code === 5133)).toHaveLength(3);
    expect((await redeem(guesser.token, p3, code)).body.code).toBe(5133);
    // The point is limited too: a colleague cannot carry on guessing there.
    expect((await redeem(colleague.token, p3, code)).body.code).toBe(5133);
    expect(await orderStatus(t, orderId)).toBe('shipping');
  });
});
