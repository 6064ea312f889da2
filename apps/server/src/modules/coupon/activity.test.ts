import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickActivityCoupon } from '@mall/contract/coupon/pick-activity-coupon';
import { queryActivityInfo } from '@mall/contract/coupon/query-activity-info';
import { queryActivityPickStatus } from '@mall/contract/coupon/query-activity-pickstatus';
import { queryUserCoupons } from '@mall/contract/coupon/query-user-coupons';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { couponNow, createTestCoupon, whileShopDisabled } from '../../testing/coupon-test-helpers.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { shop } from '../shop/shop.tables.ts';
import { couponActivity, couponActivityCoupon, userCoupon } from './coupon.tables.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An activity live now unless told otherwise, offering these coupons in this order. */
async function createActivity(couponIds: number[], values: Partial<typeof couponActivity.$inferInsert> = {}) {
  const now = Date.now();
  const [a] = await t.db
    .insert(couponActivity)
    .values({
      title: { en: 'Spring coupons', zh: '春季领券', ja: '春のクーポン' },
      description: { en: 'Claim them all', zh: '全部领取', ja: 'すべて受け取ろう' },
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + DAY),
      position: -1000,
      ...values,
    })
    .returning();
  if (couponIds.length > 0) await t.db.insert(couponActivityCoupon).values(couponIds.map((couponId, position) => ({ activityId: a!.id, couponId, position })));
  return a!;
}

const pick = (token: string | undefined, activityId: unknown, couponId: unknown) =>
  t.call(pickActivityCoupon, { activityId, couponId }, token ? { token } : {});
const info = (body: unknown, options: { token?: string; lang?: 'en' | 'zh' | 'ja' } = {}) => t.call(queryActivityInfo, body, options);
const held = (accountId: number, couponId: number) =>
  t.db.select().from(userCoupon).where(and(eq(userCoupon.accountId, accountId), eq(userCoupon.couponId, couponId)));

describe('user/activity/info', () => {
  it('answers an activity with its coupons in order and the caller\'s claim state, localized', async () => {
    const c1 = await createTestCoupon(t.db, { totalQuantity: 5, perUserLimit: 2 });
    const c2 = await createTestCoupon(t.db, { totalQuantity: 1, pickedQuantity: 1 });
    const a = await createActivity([c2.id, c1.id]);
    const visitor = (await info({ activityId: a.id }, { lang: 'zh' })).body;
    expect(visitor.code).toBe(1000);
    expect(visitor.data).toHaveLength(1);
    expect(visitor.data![0]).toMatchObject({ id: a.id, title: '春季领券', description: '全部领取', state: 'live' });
    expect(visitor.data![0]!.coupons.map((c) => [c.couponId, c.remaining, c.pickedCount, c.canPick, c.title])).toEqual([
      [c2.id, 0, 0, false, '测试券'],
      [c1.id, 5, 0, true, '测试券'],
    ]);
    const user = await createTestUser(t.db);
    expect((await pick(user.token, a.id, c1.id)).body.code).toBe(1000);
    const mine = (await info({ activityId: a.id }, { token: user.token })).body.data![0]!.coupons[1]!;
    expect(mine).toMatchObject({ couponId: c1.id, pickedCount: 1, perUserLimit: 2, remaining: 4, canPick: true, validDays: 7, kind: 'amount_off', amountOff: 500 });
    // Another shopper sees only their own claims.
    const other = await createTestUser(t.db);
    expect((await info({ activityId: a.id }, { token: other.token })).body.data![0]!.coupons[1]).toMatchObject({ pickedCount: 0, remaining: 4 });
  });

  it('lists every live activity without an id: not upcoming, ended or stopped ones', async () => {
    const c = await createTestCoupon(t.db);
    const live = await createActivity([c.id]);
    const upcoming = await createActivity([c.id], { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + DAY) });
    const ended = await createActivity([c.id], { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - HOUR) });
    const stopped = await createActivity([c.id], { status: 'stopped' });
    const ids = (await info({})).body.data!.map((a) => a.id);
    expect(ids).toContain(live.id);
    for (const a of [upcoming, ended, stopped]) expect(ids).not.toContain(a.id);
    // Upcoming and ended ones are still answered by id, with nothing to claim.
    expect((await info({ activityId: upcoming.id })).body.data![0]).toMatchObject({ state: 'upcoming', coupons: [{ canPick: false }] });
    expect((await info({ activityId: ended.id })).body.data![0]).toMatchObject({ state: 'ended', coupons: [{ canPick: false }] });
    expect((await info({ activityId: stopped.id })).body.code).toBe(1004);
    expect((await info({ activityId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('leaves out coupons of a disabled shop, and refuses bad input with 1001', async () => {
    const [aShop] = await t.db.select().from(shop).where(eq(shop.status, 'open')).limit(1);
    const ofShop = await createTestCoupon(t.db, { shopId: aShop!.id });
    const a = await createActivity([ofShop.id]);
    await whileShopDisabled(t.db, aShop!.id, async () => {
      expect((await info({ activityId: a.id })).body.data![0]!.coupons).toEqual([]);
    });
    expect((await info({ activityId: a.id })).body.data![0]!.coupons).toHaveLength(1);
    for (const body of [{ activityId: 0 }, { activityId: -1 }, { activityId: 1.5 }, { activityId: '1' }, { activityId: null }, { activityId: 1e12 }, { x: 1 }]) {
      expect((await info(body)).body.code, JSON.stringify(body)).toBe(1001);
    }
  });
});

describe('user/activity/pick', () => {
  it('claims one of the activity\'s coupons: a user coupon the shopper holds, one more of its issue', async () => {
    const c = await createTestCoupon(t.db, { totalQuantity: 3, validDays: 5 });
    const a = await createActivity([c.id]);
    const user = await createTestUser(t.db);
    const res = (await pick(user.token, a.id, c.id)).body;
    expect(res.code).toBe(1000);
    expect(res.data).toMatchObject({ activityId: a.id, couponId: c.id, pickedCount: 1, canPick: false, remaining: 2 });
    expect(new Date(res.data!.expiresAt).getTime() - new Date(res.data!.pickedAt).getTime()).toBe(5 * DAY);
    expect(await held(user.userId, c.id)).toMatchObject([{ id: res.data!.userCouponId, status: 'unused' }]);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(1);
    // The coupon's own limit holds through the activity: once a shopper.
    expect((await pick(user.token, a.id, c.id)).body).toMatchObject({ code: 4102, data: { pickedCount: 1, perUserLimit: 1 } });
    // And it shows in the shopper's coupon list.
    const list = (await t.call(queryUserCoupons, { status: 'unused' }, { token: user.token })).body;
    expect(JSON.stringify(list.data)).toContain(`"userCouponId":${res.data!.userCouponId}`);
  });

  it('refuses unknown activities, coupons the activity does not offer, and windows not open, changing nothing', async () => {
    const c = await createTestCoupon(t.db);
    const elsewhere = await createTestCoupon(t.db);
    const a = await createActivity([c.id]);
    const user = await createTestUser(t.db);
    expect((await pick(user.token, 2_000_000_000, c.id)).body.code).toBe(1004);
    expect((await pick(user.token, a.id, elsewhere.id)).body.code).toBe(1004);
    expect((await pick(user.token, a.id, 2_000_000_000)).body.code).toBe(1004);
    const stopped = await createActivity([c.id], { status: 'stopped' });
    expect((await pick(user.token, stopped.id, c.id)).body.code).toBe(1004);
    const upcoming = await createActivity([c.id], { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + DAY) });
    expect((await pick(user.token, upcoming.id, c.id)).body).toMatchObject({ code: 4940, success: false });
    const ended = await createActivity([c.id], { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - HOUR) });
    expect((await t.call(pickActivityCoupon, { activityId: ended.id, couponId: c.id }, { token: user.token, lang: 'zh' })).body).toMatchObject({
      code: 4941,
      message: '活动已结束',
    });
    // The coupon's own refusals come through unchanged.
    const gone = await createTestCoupon(t.db, { totalQuantity: 2, pickedQuantity: 2 });
    const notYet = await createTestCoupon(t.db, { pickStartsAt: new Date(Date.now() + HOUR), pickEndsAt: new Date(Date.now() + DAY) });
    const b = await createActivity([gone.id, notYet.id]);
    expect((await pick(user.token, b.id, gone.id)).body.code).toBe(4101);
    expect((await pick(user.token, b.id, notYet.id)).body.code).toBe(4103);
    expect(await t.db.select().from(userCoupon).where(eq(userCoupon.accountId, user.userId))).toEqual([]);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(0);
  });

  it('refuses bad input with 1001 and visitors with 1002', async () => {
    const c = await createTestCoupon(t.db);
    const a = await createActivity([c.id]);
    const user = await createTestUser(t.db);
    for (const body of [{}, { activityId: a.id }, { couponId: c.id }, { activityId: 0, couponId: c.id }, { activityId: a.id, couponId: -1 }, { activityId: '1', couponId: c.id }, { activityId: a.id, couponId: 1.5 }, { activityId: a.id, couponId: c.id, x: 1 }]) {
      expect((await t.call(pickActivityCoupon, body, { token: user.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await pick(undefined, a.id, c.id)).body.code).toBe(1002);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(0);
  });
});

describe('user/activity/query/pickstatus', () => {
  it('answers each activity asked for, in order, with the caller\'s own claims', async () => {
    const c1 = await createTestCoupon(t.db, { perUserLimit: 2 });
    const c2 = await createTestCoupon(t.db);
    const a = await createActivity([c1.id, c2.id]);
    const b = await createActivity([c2.id], { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + DAY) });
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await pick(user.token, a.id, c1.id);
    await pick(user.token, a.id, c2.id);
    const res = (await t.call(queryActivityPickStatus, { activityIds: [b.id, a.id] }, { token: user.token })).body;
    expect(res.code).toBe(1000);
    expect(res.data).toEqual([
      { activityId: b.id, state: 'upcoming', coupons: [{ couponId: c2.id, pickedCount: 1, perUserLimit: 1, remaining: 99, canPick: false }] },
      {
        activityId: a.id,
        state: 'live',
        coupons: [
          { couponId: c1.id, pickedCount: 1, perUserLimit: 2, remaining: 99, canPick: true },
          { couponId: c2.id, pickedCount: 1, perUserLimit: 1, remaining: 99, canPick: false },
        ],
      },
    ]);
    const theirs = (await t.call(queryActivityPickStatus, { activityIds: [a.id] }, { token: other.token })).body.data!;
    expect(theirs[0]!.coupons.map((c) => [c.pickedCount, c.canPick])).toEqual([
      [0, true],
      [0, true],
    ]);
  });

  it('refuses unknown activities (1004), bad lists (1001) and visitors (1002)', async () => {
    const a = await createActivity([]);
    const user = await createTestUser(t.db);
    expect((await t.call(queryActivityPickStatus, { activityIds: [a.id, 2_000_000_000] }, { token: user.token })).body.code).toBe(1004);
    for (const body of [{}, { activityIds: [] }, { activityIds: [a.id, a.id] }, { activityIds: [0] }, { activityIds: a.id }, { activityIds: Array.from({ length: 21 }, (_, i) => i + 1) }]) {
      expect((await t.call(queryActivityPickStatus, body, { token: user.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.call(queryActivityPickStatus, { activityIds: [a.id] })).body.code).toBe(1002);
  });
});

describe('activity claims under concurrency', () => {
  it('gives exactly L of an issue of L to 5 × L shoppers claiming at once', async () => {
    const L = 4;
    const c = await createTestCoupon(t.db, { totalQuantity: L });
    const a = await createActivity([c.id]);
    const users = await Promise.all(Array.from({ length: 5 * L }, () => createTestUser(t.db)));
    const codes = (await Promise.all(users.map((u) => pick(u.token, a.id, c.id)))).map((r) => r.body.code);
    expect(codes.filter((code) => code === 1000)).toHaveLength(L);
    expect(codes.filter((code) => code === 4101)).toHaveLength(4 * L);
    expect(await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.id))).toHaveLength(L);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(L);
  });

  it('gives one shopper firing 5 × L claims at once exactly their limit of L', async () => {
    const L = 3;
    const c = await createTestCoupon(t.db, { perUserLimit: L });
    const a = await createActivity([c.id]);
    const user = await createTestUser(t.db);
    const codes = (await Promise.all(Array.from({ length: 5 * L }, () => pick(user.token, a.id, c.id)))).map((r) => r.body.code).sort();
    expect(codes).toEqual([...Array<number>(L).fill(1000), ...Array<number>(4 * L).fill(4102)]);
    expect(await held(user.userId, c.id)).toHaveLength(L);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(L);
  });
});

describe('a cancelled unpaid order gives its claimed coupon back', () => {
  const goods = shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });

  /** Claims a no-threshold platform coupon through an activity and commits an order that uses it. */
  async function claimAndOrder() {
    const [[sku]] = await goods;
    const c = await createTestCoupon(t.db, { thresholdAmount: 0, amountOff: 100 });
    const a = await createActivity([c.id]);
    const user = await createTestUser(t.db);
    await addAddress(t.db, user.userId);
    const claimed = (await pick(user.token, a.id, c.id)).body.data!;
    const co = (await t.call(checkoutOneGoods, { goodsId: sku!.goodsId, skuId: sku!.id, quantity: 1 }, { token: user.token })).body.data!;
    const number = (await t.call(checkoutNumber, { checkoutId: co.checkoutId }, { token: user.token })).body.data!.checkoutNumber;
    const done = (await t.call(commitOrder, { checkoutId: co.checkoutId, checkoutNumber: number, payAmount: co.payAmount }, { token: user.token })).body;
    expect(done.code, done.message).toBe(1000);
    const [row] = await t.db.select().from(userCoupon).where(eq(userCoupon.id, claimed.userCouponId));
    expect(row!.status).toBe('used');
    return { user, a, c, userCouponId: claimed.userCouponId, orderId: done.data!.orderIds[0]! };
  }
  const tab = async (token: string, status: 'unused' | 'used' | 'expired') =>
    JSON.stringify((await t.call(queryUserCoupons, { status }, { token })).body.data);

  it('while it is still valid: unused and usable again, the claim still counted', async () => {
    const { user, a, c, userCouponId, orderId } = await claimAndOrder();
    expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1000);
    const [row] = await t.db.select().from(userCoupon).where(eq(userCoupon.id, userCouponId));
    expect(row).toMatchObject({ status: 'unused', usedAt: null });
    expect(await tab(user.token, 'unused')).toContain(`"userCouponId":${userCouponId}`);
    // Given back, not claimed again: the limit of one still holds and the count is unchanged.
    expect((await pick(user.token, a.id, c.id)).body.code).toBe(4102);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(1);
  });

  it('expired meanwhile: it comes back expired, never usable', async () => {
    const { user, userCouponId, orderId } = await claimAndOrder();
    await t.db.update(userCoupon).set({ expiresAt: new Date(Date.now() - HOUR) }).where(eq(userCoupon.id, userCouponId));
    expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1000);
    expect(await tab(user.token, 'unused')).not.toContain(`"userCouponId":${userCouponId}`);
    expect(await tab(user.token, 'expired')).toContain(`"userCouponId":${userCouponId}`);
  });
});
