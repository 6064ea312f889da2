import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { pickCartGoods } from '@mall/contract/cart/pick-cart-goods';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutCouponQuery } from '@mall/contract/order/checkout-coupon-query';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { checkoutRedo } from '@mall/contract/order/checkout-redo';
import { commitOrder } from '@mall/contract/order/commit-order';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { coupon, userCoupon } from '../coupon/coupon.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from '../shop/shop.tables.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { addAddress, giveCoupon } from '../../testing/order-test-data.ts';
import { recordStatements } from '../../testing/statement-recorder.ts';
import { checkout } from './order.tables.ts';

const t = await createTestApp();

const add = async (token: string, sku: TestSku, quantity: number) => {
  const res = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.cartId;
};
const buyNow = (token: string, sku: TestSku, quantity: number, extra: Record<string, unknown> = {}) =>
  t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity, ...extra }, { token });
async function opened(res: { body: { code: number; message: string; data: TCheckout | null } }): Promise<TCheckout> {
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}
const storedRow = async (id: number) => (await t.db.select().from(checkout).where(eq(checkout.id, id)))[0]!;

describe('saleorder/checkout/cart', () => {
  it('prices the picked buyable lines per shop: goods, the best shop coupons, the platform coupon shared out, delivery fees', async () => {
    const [[a, a2], [b], [off]] = await shippingGoods(t.db, 3, 0);
    const user = await createTestUser(t.db);
    const addressId = await addAddress(t.db, user.userId);
    await add(user.token, a, 2);
    const unpicked = await add(user.token, a2, 1);
    await t.call(pickCartGoods, { cartId: unpicked, picked: false }, { token: user.token });
    await add(user.token, off, 1);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, off.goodsId));
    await add(user.token, b, 3);
    const best = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 500, threshold: 1500 });
    await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 300 });
    await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 900, threshold: 5000 });
    const platform = await giveCoupon(t.db, user.userId, { shopId: null, kind: 'percent_off', percentOff: 10, maxOff: 300 });
    // Another shopper's coupons never show.
    const other = await createTestUser(t.db);
    await giveCoupon(t.db, other.userId, { shopId: a.shopId, amountOff: 1000 });

    const c = await opened(await t.call(checkoutCart, {}, { token: user.token, lang: 'zh' }));
    expect(c.source).toBe('cart');
    expect(c.address?.id).toBe(addressId);
    expect(c.problems).toEqual([]);
    // The shop of the latest added line first; each shop one order.
    expect(c.shops.map((s) => s.shopId)).toEqual([b.shopId, a.shopId]);
    const [shopB, shopA] = c.shops as [TCheckout['shops'][number], TCheckout['shops'][number]];
    expect(shopA.lines.map((l) => [l.skuId, l.quantity, l.amount])).toEqual([[a.id, 2, 2000]]);
    const [title] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, a.goodsId));
    expect(shopA.lines[0]!.title).toBe(title!.title.zh);
    // Shop A: 2000 goods, the best coupon (500 from 1500; the 900 one needs 5000), 800 + 200 delivery.
    expect(shopA).toMatchObject({ goodsAmount: 2000, userCouponId: best, couponAmount: 500, usableCouponCount: 2, deliveryFee: 1000, freeOverAmount: 100_000 });
    expect(shopB).toMatchObject({ goodsAmount: 3000, userCouponId: null, couponAmount: 0, usableCouponCount: 0, deliveryFee: 1200 });
    // The platform's 10% of 1500 + 3000 = 450, capped at 300, shared 1500 : 3000.
    expect(c.platformUserCouponId).toBe(platform);
    expect(c.platformCouponAmount).toBe(300);
    expect([shopA.platformCouponAmount, shopB.platformCouponAmount]).toEqual([100, 200]);
    expect(shopA.payAmount).toBe(2000 - 500 - 100 + 1000);
    expect(shopB.payAmount).toBe(3000 - 200 + 1200);
    expect(c).toMatchObject({ quantity: 5, goodsAmount: 5000, deliveryFee: 2200, couponAmount: 800, payAmount: 6400 });

    // The checkout stores inputs only.
    const row = await storedRow(c.checkoutId);
    expect(row.lines.map((l) => l.skuId).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(row.lines[0]!).sort()).toEqual(['cartId', 'goodsId', 'quantity', 'skuId']);
  });

  it('takes the given cart lines, all of them the caller\'s, and refuses an empty pick', async () => {
    const [[a, a2]] = await shippingGoods(t.db, 1, 3);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const mine = await add(user.token, a, 1);
    const theirs = await add(other.token, a2, 1);
    expect((await t.call(checkoutCart, { cartIds: [mine, theirs] }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(checkoutCart, { cartIds: [2_000_000_000] }, { token: user.token })).body.code).toBe(1004);
    for (const cartIds of [[], [0], [-1], [1.5], ['1'], null]) {
      expect((await t.call(checkoutCart, { cartIds }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(checkoutCart, { cartIds: [mine], payAmount: 1 }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(checkoutCart, { cartIds: [mine], addressId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    // Not picked, yet named: taken. Without an address: no fee and the problem says so.
    await t.call(pickCartGoods, { picked: false }, { token: user.token });
    const c = await opened(await t.call(checkoutCart, { cartIds: [mine, mine] }, { token: user.token }));
    expect(c.shops[0]!.lines.map((l) => l.cartId)).toEqual([mine]);
    expect(c.address).toBeNull();
    expect(c.deliveryFee).toBe(0);
    expect(c.problems).toEqual([{ kind: 'no_address', shopId: null, skuId: null, limit: null }]);
    // Nothing picked: nothing to check out.
    expect((await t.call(checkoutCart, {}, { token: user.token })).body.code).toBe(4208);
    expect((await t.call(checkoutCart, {}, { token: (await createTestUser(t.db)).token })).body.code).toBe(4208);
  });
});

describe('saleorder/checkout/onegoods', () => {
  it('refuses bad quantities, SKUs of other goods, unknown ids and goods that cannot be bought', async () => {
    const [[a], [b, b2]] = await shippingGoods(t.db, 2, 4, { stock: 5 });
    const user = await createTestUser(t.db);
    for (const quantity of [0, -1, 1.5, 1000, 1e12, '1', null]) {
      expect((await buyNow(user.token, a, quantity as number)).body.code).toBe(1001);
    }
    expect((await t.call(checkoutOneGoods, { goodsId: a.goodsId, skuId: b.id, quantity: 1 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(checkoutOneGoods, { goodsId: a.goodsId, skuId: 2_000_000_000, quantity: 1 }, { token: user.token })).body.code).toBe(1004);
    expect((await buyNow(user.token, a, 1, { price: 1 })).body.code).toBe(1001);
    await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.id, b2.id));
    expect((await buyNow(user.token, b2, 1)).body.code).toBe(4209);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, b.goodsId));
    expect((await buyNow(user.token, b, 1)).body.code).toBe(4209);
    expect((await t.db.select().from(checkout).where(eq(checkout.accountId, user.userId))).length).toBe(0);
  });

  it("opens from one read of what pricing needs: six statements, and another shopper's address refused with nothing written", async () => {
    const [[a]] = await shippingGoods(t.db, 1, 0);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const other = await createTestUser(t.db);
    const theirs = await addAddress(t.db, other.userId);
    expect((await buyNow(user.token, a, 1, { addressId: theirs })).body.code).toBe(1004);
    expect((await t.db.select().from(checkout).where(eq(checkout.accountId, user.userId))).length).toBe(0);
    const recorder = recordStatements();
    let statements: string[];
    try {
      await opened(await buyNow(user.token, a, 1));
    } finally {
      // Less the background's own (the job queue's polls, event deliveries), which may fall in the same moment.
      statements = recorder
        .stop()
        .map((s) => s.text)
        .filter((text) => !/pgboss\.|event_delivery|domain_event|outbox/i.test(text));
    }
    // The session, the SKU with its goods and shop, then the address, the delivery templates, the coupons and the
    // points side by side, and the checkout's row: no separate reads of the SKU's state, its medicine class or the
    // address's owner.
    expect(statements).toHaveLength(7);
    expect(statements.filter((text) => /^insert into "checkout"/.test(text))).toHaveLength(1);
  });

  it('opens over the stock or the purchase limit with the problem shown, and does not touch the cart', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 6, { stock: 5, price: 2500 });
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const short = await opened(await buyNow(user.token, a, 6));
    expect(short.source).toBe('onegoods');
    expect(short.shops[0]!.lines[0]).toMatchObject({ cartId: null, quantity: 6, stock: 5, price: 2500, amount: 15_000 });
    expect(short.problems).toEqual([{ kind: 'stock_short', shopId: a.shopId, skuId: a.id, limit: 5 }]);
    await t.db.update(goods).set({ purchaseLimit: 2 }).where(eq(goods.id, a.goodsId));
    const limited = await opened(await buyNow(user.token, a, 3));
    expect(limited.problems).toEqual([{ kind: 'purchase_limit', shopId: a.shopId, skuId: a.id, limit: 2 }]);
    expect(limited.shops[0]!.lines[0]!.purchaseLimit).toBe(2);
    const fine = await opened(await buyNow(user.token, a, 2));
    expect(fine.problems).toEqual([]);
    expect(fine.shops[0]).toMatchObject({ goodsAmount: 5000, deliveryFee: 1000, payAmount: 6000 });
  });

  it('keeps a line whose SKU was deleted after opening, as unavailable, priced at the goods\' lowest price', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 16);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const c = await opened(await buyNow(user.token, a, 2));
    await t.db.delete(goodsSku).where(eq(goodsSku.id, a.id));
    const [g] = await t.db.select({ priceMin: goods.priceMin }).from(goods).where(eq(goods.id, a.goodsId));
    const now = await opened(await t.call(checkoutOrderDetail, { checkoutId: c.checkoutId }, { token: user.token }));
    expect(now.shops[0]!.lines[0]).toMatchObject({ skuId: a.id, specName: '', stock: 0, price: g!.priceMin, quantity: 2 });
    expect(now.shops[0]!.deliveryFee).toBe(0);
    expect(now.problems).toEqual([{ kind: 'unavailable', shopId: a.shopId, skuId: a.id, limit: null }]);
  });

  it('says which lines a shop does not deliver to the address, and when a takeaway order is below its smallest amount', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 7);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId, { nationCode: 'JP' });
    const [template] = await t.db.select({ id: deliveryFeeTemplate.id }).from(deliveryFeeTemplate).where(and(eq(deliveryFeeTemplate.shopId, a.shopId), eq(deliveryFeeTemplate.isDefault, true)));
    // The shop now ships to China only.
    await t.db.update(deliveryFeeRule).set({ nationId: sql`(select id from nation where code = 'CN')` }).where(eq(deliveryFeeRule.templateId, template!.id));
    const c = await opened(await buyNow(user.token, a, 1));
    expect(c.problems).toEqual([{ kind: 'undeliverable', shopId: a.shopId, skuId: a.id, limit: null }]);

    const [dish] = await t.db
      .select({ id: goodsSku.id, goodsId: goodsSku.goodsId, shopId: shop.id, price: goodsSku.price, min: shop.minOrderAmount })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
      .innerJoin(shop, eq(shop.id, goods.shopId))
      .where(and(eq(shop.kind, 'takeaway'), eq(shop.status, 'open'), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true), sql`${shop.minOrderAmount} > 0`))
      .limit(1);
    await t.db.update(goodsSku).set({ price: 1, stock: 10 }).where(eq(goodsSku.id, dish!.id));
    const meal = await opened(await buyNow(user.token, { ...dish!, price: 1 }, 1));
    const kinds = meal.problems.map((p) => p.kind);
    // A Japanese address is outside the restaurant's city, and one dish at 1 is below its smallest order.
    expect(kinds.slice(0, 2)).toEqual(['undeliverable', 'below_min_order']);
    // Then takeaway's own refusal (modules/takeaway): closed by the real clock's hours, else the address has no location.
    expect(kinds.slice(2)).toHaveLength(1);
    expect(['shop_closed', 'shop_holiday', 'past_last_order', 'address_unplaced']).toContain(kinds[2]);
    expect(meal.problems[1]).toEqual({ kind: 'below_min_order', shopId: dish!.shopId, skuId: null, limit: dish!.min });
  });
});

describe('saleorder/checkout/redo', () => {
  it('changes address, quantities, coupons and remarks, pricing again each time', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 8);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const second = await addAddress(t.db, user.userId, { isDefault: false, nationCode: 'JP' });
    await add(user.token, a, 1);
    await add(user.token, b, 1);
    const small = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 100 });
    const big = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 400, threshold: 3000 });
    const platform = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 50 });
    const c = await opened(await t.call(checkoutCart, {}, { token: user.token }));
    const shopA = () => c.shops.find((s) => s.shopId === a.shopId)!;
    expect(shopA()).toMatchObject({ userCouponId: small, couponAmount: 100 });
    expect(c.platformUserCouponId).toBe(platform);
    const redo = (body: Record<string, unknown>) => t.call(checkoutRedo, { checkoutId: c.checkoutId, ...body }, { token: user.token });

    // Three of A reach the big coupon, which becomes the best.
    let now = await opened(await redo({ quantities: [{ skuId: a.id, quantity: 3 }] }));
    expect(now.shops.find((s) => s.shopId === a.shopId)).toMatchObject({ goodsAmount: 3000, userCouponId: big, couponAmount: 400, deliveryFee: 1200 });
    // The shopper picks the small one instead, no platform coupon, and a remark.
    now = await opened(await redo({ shopCoupons: [{ shopId: a.shopId, userCouponId: small }], platformUserCouponId: null, remarks: [{ shopId: b.shopId, remark: '  ring twice ' }] }));
    expect(now.shops.find((s) => s.shopId === a.shopId)).toMatchObject({ userCouponId: small, couponAmount: 100, platformCouponAmount: 0 });
    expect(now.shops.find((s) => s.shopId === b.shopId)!.remark).toBe('ring twice');
    expect(now.platformUserCouponId).toBeNull();
    // No coupon at all for A; the choice sticks across reads.
    now = await opened(await redo({ shopCoupons: [{ shopId: a.shopId, userCouponId: null }] }));
    expect(now.shops.find((s) => s.shopId === a.shopId)).toMatchObject({ userCouponId: null, couponAmount: 0, usableCouponCount: 2 });
    now = await opened(await t.call(checkoutOrderDetail, { checkoutId: c.checkoutId }, { token: user.token }));
    expect(now.shops.find((s) => s.shopId === a.shopId)!.userCouponId).toBeNull();
    expect(now.payAmount).toBe(3000 + 1000 + 1200 + 800);
    // Another address: the JP one (the shops' rule covers everywhere, so same fees).
    now = await opened(await redo({ addressId: second }));
    expect(now.address?.id).toBe(second);
    expect(now.address?.nationCode).toBe('JP');
  });

  it('refuses bad and foreign inputs with clear codes and changes nothing', async () => {
    const [[a, a2], [b]] = await shippingGoods(t.db, 2, 10);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const theirAddress = await addAddress(t.db, other.userId);
    const c = await opened(await buyNow(user.token, a, 1));
    const before = await storedRow(c.checkoutId);
    const redo = (body: Record<string, unknown>, token = user.token) => t.call(checkoutRedo, { checkoutId: c.checkoutId, ...body }, { token });

    for (const quantity of [0, -2, 2.5, 1000, 1e12, 'x']) expect((await redo({ quantities: [{ skuId: a.id, quantity }] })).body.code).toBe(1001);
    expect((await redo({ quantities: [] })).body.code).toBe(1001);
    expect((await redo({ remarks: [{ shopId: a.shopId, remark: 'line\nbreak' }] })).body.code).toBe(1001);
    expect((await redo({ remarks: [{ shopId: a.shopId, remark: 'x'.repeat(201) }] })).body.code).toBe(1001);
    expect((await redo({ payAmount: 0 })).body.code).toBe(1001);
    // A SKU not in the checkout (another SKU of the same goods, or of other goods), another shop, another's address.
    expect((await redo({ quantities: [{ skuId: a2.id, quantity: 1 }] })).body.code).toBe(1004);
    expect((await redo({ quantities: [{ skuId: b.id, quantity: 1 }] })).body.code).toBe(1004);
    expect((await redo({ remarks: [{ shopId: b.shopId, remark: 'hi' }] })).body.code).toBe(1004);
    expect((await redo({ shopCoupons: [{ shopId: b.shopId, userCouponId: null }] })).body.code).toBe(1004);
    expect((await redo({ addressId: theirAddress })).body.code).toBe(1004);
    // Another shopper's checkout.
    expect((await redo({ quantities: [{ skuId: a.id, quantity: 2 }] }, other.token)).body.code).toBe(1004);

    // Coupons: another shopper's, another shop's, the platform's in a shop's place, used, expired, below threshold.
    const theirs = await giveCoupon(t.db, other.userId, { shopId: a.shopId });
    const otherShop = await giveCoupon(t.db, user.userId, { shopId: b.shopId });
    const platform = await giveCoupon(t.db, user.userId, { shopId: null });
    const used = await giveCoupon(t.db, user.userId, { shopId: a.shopId });
    await t.db.update(userCoupon).set({ status: 'used', usedAt: sql`now()` }).where(eq(userCoupon.id, used));
    const expired = await giveCoupon(t.db, user.userId, { shopId: a.shopId, expiresInDays: -1 });
    const tooHigh = await giveCoupon(t.db, user.userId, { shopId: a.shopId, threshold: 100_000 });
    const choose = (userCouponId: number) => redo({ shopCoupons: [{ shopId: a.shopId, userCouponId }] });
    expect((await choose(theirs)).body.code).toBe(1004);
    expect((await choose(2_000_000_000)).body.code).toBe(1004);
    expect((await choose(otherShop)).body.code).toBe(4204);
    expect((await choose(platform)).body.code).toBe(4204);
    expect((await redo({ platformUserCouponId: otherShop })).body.code).toBe(4204);
    expect((await redo({ platformUserCouponId: theirs })).body.code).toBe(1004);
    expect((await choose(used)).body.code).toBe(4205);
    expect((await choose(expired)).body.code).toBe(4205);
    expect((await choose(tooHigh)).body.code).toBe(4206);
    // All or nothing: a good change next to a bad one is not kept either.
    expect((await redo({ quantities: [{ skuId: a.id, quantity: 4 }], shopCoupons: [{ shopId: a.shopId, userCouponId: used }] })).body.code).toBe(4205);
    expect(await storedRow(c.checkoutId)).toEqual(before);
  });
});

describe('saleorder/checkoutcoupon/query', () => {
  it('lists the shopper\'s coupons per shop and for the platform, usable first and biggest first, with the applied one', async () => {
    const [[a], [b]] = await shippingGoods(t.db, 2, 12);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    await add(user.token, a, 2);
    await add(user.token, b, 1);
    const small = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 100 });
    const pct = await giveCoupon(t.db, user.userId, { shopId: a.shopId, kind: 'percent_off', percentOff: 20, maxOff: 300 });
    const far = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 2000, threshold: 9000 });
    const plat = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 250, threshold: 2000 });
    // A coupon the shopper holds stays theirs when its issue is all taken or stopped.
    await t.db
      .update(coupon)
      .set({ totalQuantity: 1, pickedQuantity: 1, status: 'stopped' })
      .where(eq(coupon.id, sql`(select coupon_id from user_coupon where id = ${plat})`));
    const platFar = await giveCoupon(t.db, user.userId, { shopId: null, amountOff: 900, threshold: 50_000 });
    const c = await opened(await t.call(checkoutCart, {}, { token: user.token }));
    const res = (await t.call(checkoutCouponQuery, { checkoutId: c.checkoutId }, { token: user.token, lang: 'ja' })).body.data!;
    const forA = res.shops.find((s) => s.shopId === a.shopId)!;
    expect(forA.userCouponId).toBe(pct);
    expect(forA.coupons.map((x) => [x.userCouponId, x.discount, x.usable, x.unusableReason])).toEqual([
      [pct, 300, true, null],
      [small, 100, true, null],
      [far, 0, false, 'below_threshold'],
    ]);
    expect(forA.coupons[0]!.title).toBe('テストクーポン');
    expect(res.shops.find((s) => s.shopId === b.shopId)).toEqual({ shopId: b.shopId, userCouponId: null, coupons: [] });
    // The platform coupon applies to 2000 - 300 + 1000 = 2700.
    expect(res.platform.userCouponId).toBe(plat);
    expect(res.platform.coupons.map((x) => [x.userCouponId, x.discount, x.usable])).toEqual([
      [plat, 250, true],
      [platFar, 0, false],
    ]);
    expect(c.platformUsableCouponCount).toBe(1);
  });
});

describe('checkout ownership, expiry and sessions', () => {
  it('answers 1004 for another shopper\'s checkout and 4201 once it has expired', async () => {
    const [[a]] = await shippingGoods(t.db, 1, 14);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const c = await opened(await buyNow(user.token, a, 1));
    const o = { token: other.token };
    expect((await t.call(checkoutOrderDetail, { checkoutId: c.checkoutId }, o)).body.code).toBe(1004);
    expect((await t.call(checkoutCouponQuery, { checkoutId: c.checkoutId }, o)).body.code).toBe(1004);
    expect((await t.call(checkoutNumber, { checkoutId: c.checkoutId }, o)).body.code).toBe(1004);
    expect((await t.call(checkoutRedo, { checkoutId: c.checkoutId, remarks: [{ shopId: a.shopId, remark: 'x' }] }, o)).body.code).toBe(1004);
    const { checkoutNumber: number } = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!;
    expect(number).toMatch(/^[0-9a-f]{32}$/);
    const mine = { token: user.token };
    for (const checkoutId of [0, -1, 1.5, 'x', null, 2 ** 31]) {
      expect((await t.call(checkoutOrderDetail, { checkoutId }, mine)).body.code).toBe(1001);
      expect((await t.call(checkoutCouponQuery, { checkoutId }, mine)).body.code).toBe(1001);
      expect((await t.call(checkoutNumber, { checkoutId }, mine)).body.code).toBe(1001);
      expect((await t.call(checkoutRedo, { checkoutId }, mine)).body.code).toBe(1001);
      expect((await t.call(commitOrder, { checkoutId, checkoutNumber: number, payAmount: c.payAmount }, mine)).body.code).toBe(1001);
    }
    expect((await t.call(checkoutOrderDetail, { checkoutId: 2_000_000_000 }, mine)).body.code).toBe(1004);
    expect((await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, o)).body.code).toBe(1004);

    await t.db.update(checkout).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(checkout.id, c.checkoutId));
    const u = { token: user.token };
    expect((await t.call(checkoutOrderDetail, { checkoutId: c.checkoutId }, u)).body.code).toBe(4201);
    expect((await t.call(checkoutCouponQuery, { checkoutId: c.checkoutId }, u)).body.code).toBe(4201);
    expect((await t.call(checkoutNumber, { checkoutId: c.checkoutId }, u)).body.code).toBe(4201);
    expect((await t.call(checkoutRedo, { checkoutId: c.checkoutId, remarks: [{ shopId: a.shopId, remark: 'x' }] }, u)).body.code).toBe(4201);
    expect((await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, u)).body.code).toBe(4201);
  });

  it('answers 1002 without a session or with a stale token', async () => {
    const calls: [Parameters<typeof t.call>[0], unknown][] = [
      [checkoutCart, {}],
      [checkoutOneGoods, { goodsId: 1, skuId: 1, quantity: 1 }],
      [checkoutRedo, { checkoutId: 1 }],
      [checkoutOrderDetail, { checkoutId: 1 }],
      [checkoutCouponQuery, { checkoutId: 1 }],
      [checkoutNumber, { checkoutId: 1 }],
      [commitOrder, { checkoutId: 1, checkoutNumber: 'a'.repeat(32), payAmount: 1 }],
    ];
    for (const [endpoint, body] of calls) {
      expect((await t.call(endpoint, body)).body.code).toBe(1002);
      expect((await t.call(endpoint, body, { token: 'stale-token-0000000000000000' })).body.code).toBe(1002);
    }
  });
});
