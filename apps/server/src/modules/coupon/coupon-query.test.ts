import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryUserCenter } from '@mall/contract/account/query-user-center';
import { pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import { queryUserCoupons } from '@mall/contract/coupon/query-user-coupons';
import { queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shop } from '../shop/shop.tables.ts';
import { coupon, userCoupon } from './coupon.tables.ts';
import { createTestCoupon, whileShopDisabled } from '../../testing/coupon-test-helpers.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const UNKNOWN = 2_000_000_000;

const shops = await t.db.select().from(shop).orderBy(asc(shop.id));
const mall = shops.find((s) => s.kind === 'mall' && s.status === 'open')!;
const other = shops.find((s) => s.id !== mall.id && s.status === 'open')!;

const pick = (token: string, couponId: number) => t.call(pickUserCoupon, { couponId }, { token });

describe('shop/coupon/query', () => {
  it('lists only the shop\'s coupons active and inside their picking window, smallest threshold first', async () => {
    const now = Date.now();
    const base = { shopId: mall.id };
    const stopped = await createTestCoupon(t.db, { ...base, status: 'stopped' });
    const ended = await createTestCoupon(t.db, { ...base, pickStartsAt: new Date(now - 2 * HOUR), pickEndsAt: new Date(now - HOUR) });
    const future = await createTestCoupon(t.db, { ...base, pickStartsAt: new Date(now + HOUR), pickEndsAt: new Date(now + 2 * HOUR) });
    const taken = await createTestCoupon(t.db, { ...base, thresholdAmount: 1, totalQuantity: 10, pickedQuantity: 10 });
    const list = (await t.call(queryShopCoupons, { shopId: mall.id }, { lang: 'zh' })).body.data!;
    const ids = list.map((c) => c.id);
    expect(ids).not.toContain(stopped.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(future.id);
    expect(list.find((c) => c.id === taken.id)).toMatchObject({ remaining: 0, canPick: false, pickedCount: 0 });
    expect(list.map((c) => c.thresholdAmount)).toEqual([...list.map((c) => c.thresholdAmount)].sort((a, b) => a - b));
    const seeded = list.find((c) => c.kind === 'amount_off' && c.thresholdAmount === 4900)!;
    expect(seeded).toMatchObject({ shopId: mall.id, title: '满49减5', amountOff: 500, percentOff: null, maxOff: null, validDays: 30, perUserLimit: 1, pickedCount: 0, canPick: true });
    // Platform coupons and other shops' coupons never show.
    const notMine = await t.db.select({ id: coupon.id }).from(coupon).where(sql`${coupon.shopId} is distinct from ${mall.id}`);
    expect(ids.some((id) => notMine.some((o) => o.id === id))).toBe(false);
  });

  it('says what the caller picked and whether they may pick more', async () => {
    const once = await createTestCoupon(t.db, { shopId: other.id, thresholdAmount: 0 });
    const twice = await createTestCoupon(t.db, { shopId: other.id, thresholdAmount: 0, perUserLimit: 2 });
    const user = await createTestUser(t.db);
    await pick(user.token, once.id);
    await pick(user.token, twice.id);
    const mine = (await t.call(queryShopCoupons, { shopId: other.id }, { token: user.token })).body.data!;
    expect(mine.find((c) => c.id === once.id)).toMatchObject({ pickedCount: 1, canPick: false, remaining: 99, perUserLimit: 1 });
    expect(mine.find((c) => c.id === twice.id)).toMatchObject({ pickedCount: 1, canPick: true, perUserLimit: 2 });
    // Somebody else, a visitor and a stale token see nothing picked.
    const someone = await createTestUser(t.db);
    for (const options of [{ token: someone.token }, {}, { token: 'stale-token' }]) {
      const seen = (await t.call(queryShopCoupons, { shopId: other.id }, options)).body;
      expect(seen.code).toBe(1000);
      expect(seen.data!.find((c) => c.id === once.id)).toMatchObject({ pickedCount: 0, canPick: true });
    }
  });

  it('lists the platform\'s coupons for shopId null, with the seeded percentage cap and the nearly-gone one', async () => {
    const list = (await t.call(queryShopCoupons, { shopId: null }, { lang: 'en' })).body.data!;
    expect(list.every((c) => c.shopId === null)).toBe(true);
    const platform = await t.db.select({ id: coupon.id }).from(coupon).where(and(isNull(coupon.shopId), eq(coupon.status, 'active')));
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.length).toBeLessThan(platform.length + 1);
    expect(list.find((c) => c.kind === 'percent_off')).toMatchObject({ percentOff: 15, maxOff: 5000, thresholdAmount: 10000 });
    expect(list.find((c) => c.perUserLimit === 2)).toMatchObject({ thresholdAmount: 0, amountOff: 500 });
    expect(list.find((c) => c.thresholdAmount === 39900)).toMatchObject({ remaining: 3, canPick: true });
    // The seeded picks of the nearly-gone coupon are real picked coupons.
    const [nearly] = await t.db.select().from(coupon).where(and(isNull(coupon.shopId), eq(coupon.thresholdAmount, 39900)));
    const picks = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, nearly!.id));
    expect(picks).toHaveLength(nearly!.pickedQuantity);
  });

  it('answers 1004 for unknown and disabled shops, 1001 for bad input', async () => {
    expect((await t.call(queryShopCoupons, { shopId: UNKNOWN })).body.code).toBe(1004);
    await whileShopDisabled(t.db, mall.id, async () => {
      expect((await t.call(queryShopCoupons, { shopId: mall.id })).body.code).toBe(1004);
    });
    for (const body of [{}, { shopId: -1 }, { shopId: 0 }, { shopId: 1.5 }, { shopId: '1' }, { shopId: 1e12 }, { shopId: 1, x: 1 }]) {
      expect((await t.call(queryShopCoupons, body)).body.code, JSON.stringify(body)).toBe(1001);
    }
  });
});

describe('user/coupon/query/all', () => {
  /** A shopper holding: two unused (one of a shop, one of the platform), one used and one expired coupon. */
  async function shopperWithCoupons() {
    const user = await createTestUser(t.db);
    const shopCoupon = await createTestCoupon(t.db, { shopId: mall.id, kind: 'percent_off', amountOff: null, percentOff: 10, maxOff: 3000, validDays: 3 });
    const platformCoupon = await createTestCoupon(t.db, { validDays: 20 });
    const usedCoupon = await createTestCoupon(t.db, { shopId: other.id });
    const expiredCoupon = await createTestCoupon(t.db);
    const ids = {
      shop: (await pick(user.token, shopCoupon.id)).body.data!.userCouponId,
      platform: (await pick(user.token, platformCoupon.id)).body.data!.userCouponId,
      used: (await pick(user.token, usedCoupon.id)).body.data!.userCouponId,
      expired: (await pick(user.token, expiredCoupon.id)).body.data!.userCouponId,
    };
    // What a commit and the clock do to picked coupons.
    await t.db.update(userCoupon).set({ status: 'used', usedAt: new Date() }).where(eq(userCoupon.id, ids.used));
    await t.db.update(userCoupon).set({ expiresAt: new Date(Date.now() - HOUR) }).where(eq(userCoupon.id, ids.expired));
    return { user, ids, shopCoupon, platformCoupon };
  }

  it('lists each tab with the coupon terms and shop, and counts every tab', async () => {
    const { user, ids, shopCoupon } = await shopperWithCoupons();
    const unused = (await t.call(queryUserCoupons, { status: 'unused', pageNum: 1, pageSize: 20 }, { token: user.token, lang: 'ja' })).body.data!;
    expect(unused.counts).toEqual({ unused: 2, used: 1, expired: 1 });
    expect(unused).toMatchObject({ total: 2, pageNum: 1, pageSize: 20, hasMore: false });
    // Soonest expiring first: the 3-day shop coupon before the 20-day platform one.
    expect(unused.list.map((c) => c.userCouponId)).toEqual([ids.shop, ids.platform]);
    expect(unused.list[0]).toMatchObject({
      couponId: shopCoupon.id,
      status: 'unused',
      title: 'テストクーポン',
      kind: 'percent_off',
      percentOff: 10,
      maxOff: 3000,
      amountOff: null,
      thresholdAmount: 5000,
      shopId: mall.id,
      shopName: mall.name.ja,
      shopLogo: mall.logo,
      usedAt: null,
    });
    expect(unused.list[1]).toMatchObject({ shopId: null, shopName: null, shopLogo: null, kind: 'amount_off', amountOff: 500 });

    const used = (await t.call(queryUserCoupons, { status: 'used' }, { token: user.token })).body.data!;
    expect(used.list.map((c) => [c.userCouponId, c.status, c.shopId])).toEqual([[ids.used, 'used', other.id]]);
    expect(used.list[0]!.usedAt).not.toBeNull();
    const expired = (await t.call(queryUserCoupons, { status: 'expired' }, { token: user.token })).body.data!;
    expect(expired.list.map((c) => [c.userCouponId, c.status])).toEqual([[ids.expired, 'expired']]);
    expect(new Date(expired.list[0]!.expiresAt).getTime()).toBeLessThan(Date.now());
    // The tab defaults to unused; the me tab counts the same coupons.
    expect((await t.call(queryUserCoupons, {}, { token: user.token })).body.data!.list).toHaveLength(2);
    expect((await t.call(queryUserCenter, {}, { token: user.token })).body.data!.couponCount).toBe(2);
  });

  it('pages a long tab and shows nobody else\'s coupons', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 5; i++) await pick(user.token, (await createTestCoupon(t.db, { validDays: 5 + i })).id);
    const { user: someone } = await shopperWithCoupons();
    const page1 = (await t.call(queryUserCoupons, { status: 'unused', pageNum: 1, pageSize: 2 }, { token: user.token })).body.data!;
    const page3 = (await t.call(queryUserCoupons, { status: 'unused', pageNum: 3, pageSize: 2 }, { token: user.token })).body.data!;
    const page4 = (await t.call(queryUserCoupons, { status: 'unused', pageNum: 4, pageSize: 2 }, { token: user.token })).body.data!;
    expect(page1).toMatchObject({ total: 5, hasMore: true });
    expect(page1.list).toHaveLength(2);
    expect(page3).toMatchObject({ total: 5, hasMore: false });
    expect(page3.list).toHaveLength(1);
    expect(page4.list).toEqual([]);
    const mine = await t.db.select({ id: userCoupon.id }).from(userCoupon).where(eq(userCoupon.accountId, user.userId));
    const seen = [page1, page3].flatMap((p) => p.list.map((c) => c.userCouponId));
    expect(seen.every((id) => mine.some((m) => m.id === id))).toBe(true);
    expect(page1.counts).toEqual({ unused: 5, used: 0, expired: 0 });
    const fresh = await createTestUser(t.db);
    expect((await t.call(queryUserCoupons, { status: 'used' }, { token: fresh.token })).body.data).toMatchObject({ list: [], total: 0, counts: { unused: 0, used: 0, expired: 0 } });
    expect((await t.call(queryUserCoupons, {}, { token: someone.token })).body.data!.counts.unused).toBe(2);
  });

  it('refuses bad input with 1001 and visitors with 1002', async () => {
    const user = await createTestUser(t.db);
    for (const body of [{ status: 'all' }, { status: 1 }, { pageNum: 0 }, { pageNum: 1.5 }, { pageNum: -1 }, { pageSize: 51 }, { pageSize: 0 }, { pageNum: '1' }, { pageNum: 1e12 }, { x: 1 }]) {
      expect((await t.call(queryUserCoupons, body, { token: user.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.call(queryUserCoupons, { status: 'unused' })).body.code).toBe(1002);
    expect((await t.call(queryUserCoupons, { status: 'unused' }, { token: 'stale-token' })).body.code).toBe(1002);
  });
});
