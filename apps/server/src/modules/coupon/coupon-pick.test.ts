import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { endSession, resolveSession } from '../account/session.service.ts';
import { shop } from '../shop/shop.tables.ts';
import { userCoupon } from './coupon.tables.ts';
import { couponNow, createTestCoupon, whileShopDisabled } from '../../testing/coupon-test-helpers.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const pick = (token: string | undefined, couponId: unknown) => t.call(pickUserCoupon, { couponId }, token ? { token } : {});
const heldBy = (accountId: number, couponId: number) =>
  t.db.select().from(userCoupon).where(and(eq(userCoupon.accountId, accountId), eq(userCoupon.couponId, couponId)));

describe('picking a coupon', () => {
  it('gives the shopper a coupon usable for its valid days and counts one more of its issue', async () => {
    const c = await createTestCoupon(t.db, { validDays: 10, totalQuantity: 5 });
    const user = await createTestUser(t.db);
    const before = Date.now();
    const res = (await pick(user.token, c.id)).body;
    expect(res.code).toBe(1000);
    expect(res.data).toMatchObject({ couponId: c.id, pickedCount: 1, canPick: false, remaining: 4 });
    const expires = new Date(res.data!.expiresAt).getTime() - new Date(res.data!.pickedAt).getTime();
    expect(expires).toBe(10 * DAY);
    expect(new Date(res.data!.pickedAt).getTime()).toBeGreaterThan(before - 5000);

    const rows = await heldBy(user.userId, c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.data!.userCouponId, status: 'unused', shopId: null, usedAt: null });
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(1);
  });

  it('copies the shop of a shop coupon and lets a shopper hold up to the per-user limit', async () => {
    const [aShop] = await t.db.select().from(shop).where(eq(shop.status, 'open')).limit(1);
    const c = await createTestCoupon(t.db, { shopId: aShop!.id, perUserLimit: 2 });
    const user = await createTestUser(t.db);
    expect((await pick(user.token, c.id)).body.data).toMatchObject({ pickedCount: 1, canPick: true });
    expect((await pick(user.token, c.id)).body.data).toMatchObject({ pickedCount: 2, canPick: false });
    const third = (await pick(user.token, c.id)).body;
    expect(third.code).toBe(4102);
    expect(third.data).toEqual({ pickedCount: 2, perUserLimit: 2 });
    const rows = await heldBy(user.userId, c.id);
    expect(rows.map((r) => r.shopId)).toEqual([aShop!.id, aShop!.id]);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(2);
    // Used and expired coupons still count against the limit.
    await t.db.update(userCoupon).set({ status: 'used', usedAt: new Date() }).where(eq(userCoupon.id, rows[0]!.id));
    await t.db.update(userCoupon).set({ expiresAt: new Date(Date.now() - HOUR) }).where(eq(userCoupon.id, rows[1]!.id));
    expect((await pick(user.token, c.id)).body.code).toBe(4102);
  });

  it('answers in the caller\'s language', async () => {
    const c = await createTestCoupon(t.db, { totalQuantity: 1, pickedQuantity: 1 });
    const user = await createTestUser(t.db);
    expect((await t.call(pickUserCoupon, { couponId: c.id }, { token: user.token, lang: 'zh' })).body).toMatchObject({
      success: false,
      code: 4101,
      message: '该优惠券已被抢光',
    });
  });

  it('refuses coupons that are stopped, outside their window, all taken, unknown or of a disabled shop, changing nothing', async () => {
    const user = await createTestUser(t.db);
    const now = Date.now();
    const [aShop] = await t.db.select().from(shop).where(eq(shop.status, 'open')).limit(1);
    const cases = [
      { values: { status: 'stopped' as const }, code: 4104 },
      { values: { pickStartsAt: new Date(now - 2 * DAY), pickEndsAt: new Date(now - DAY) }, code: 4104 },
      { values: { pickStartsAt: new Date(now + DAY), pickEndsAt: new Date(now + 2 * DAY) }, code: 4103 },
      { values: { totalQuantity: 3, pickedQuantity: 3 }, code: 4101 },
    ];
    for (const { values, code } of cases) {
      const c = await createTestCoupon(t.db, values);
      expect((await pick(user.token, c.id)).body.code, JSON.stringify(values)).toBe(code);
      expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(c.pickedQuantity);
    }
    expect((await pick(user.token, 2_000_000_000)).body.code).toBe(1004);
    const ofShop = await createTestCoupon(t.db, { shopId: aShop!.id });
    await whileShopDisabled(t.db, aShop!.id, async () => {
      expect((await pick(user.token, ofShop.id)).body.code).toBe(1004);
    });
    expect((await t.db.select().from(userCoupon).where(eq(userCoupon.accountId, user.userId))).length).toBe(0);
    // The shop open again, its coupon can be picked.
    expect((await pick(user.token, ofShop.id)).body.code).toBe(1000);
  });

  it('refuses bad ids with 1001, visitors and ended sessions with 1002', async () => {
    const c = await createTestCoupon(t.db);
    const user = await createTestUser(t.db);
    for (const body of [{}, { couponId: -1 }, { couponId: 0 }, { couponId: 1.5 }, { couponId: '1' }, { couponId: null }, { couponId: 1e12 }, { couponId: c.id, x: 1 }]) {
      expect((await t.call(pickUserCoupon, body, { token: user.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await pick(undefined, c.id)).body.code).toBe(1002);
    expect((await pick('not-a-token', c.id)).body.code).toBe(1002);
    const other = await createTestUser(t.db);
    const state = await resolveSession(t.db, other.token);
    if (state.state !== 'live') throw new Error('expected a live session');
    await endSession(t.db, state.sessionId, 'logout');
    expect((await pick(other.token, c.id)).body.code).toBe(1002);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(0);
    expect(await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.id))).toEqual([]);
  });
});

describe('picking under concurrency', () => {
  it('issues exactly 10 of a 10-coupon issue to 40 shoppers picking at once', async () => {
    const c = await createTestCoupon(t.db, { totalQuantity: 10 });
    const users = await Promise.all(Array.from({ length: 40 }, () => createTestUser(t.db)));
    const results = await Promise.all(users.map((u) => pick(u.token, c.id)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 1000)).toHaveLength(10);
    expect(codes.filter((code) => code === 4101)).toHaveLength(30);
    const rows = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.id));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.accountId)).size).toBe(10);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(10);
  });

  it('gives one shopper firing 10 picks at once exactly their limit of 2', async () => {
    const c = await createTestCoupon(t.db, { perUserLimit: 2 });
    const user = await createTestUser(t.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => pick(user.token, c.id)));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([1000, 1000, ...Array<number>(8).fill(4102)]);
    expect(await heldBy(user.userId, c.id)).toHaveLength(2);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(2);
  });

  it('keeps both limits when 6 shoppers each fire 4 picks at once at a 7-coupon issue of 2 a shopper', async () => {
    const c = await createTestCoupon(t.db, { totalQuantity: 7, perUserLimit: 2 });
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.db)));
    await Promise.all(users.flatMap((u) => Array.from({ length: 4 }, () => pick(u.token, c.id))));
    const rows = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.id));
    expect(rows).toHaveLength(7);
    const perUser = new Map<number, number>();
    for (const r of rows) perUser.set(r.accountId, (perUser.get(r.accountId) ?? 0) + 1);
    expect(Math.max(...perUser.values())).toBeLessThanOrEqual(2);
    expect((await couponNow(t.db, c.id)).pickedQuantity).toBe(7);
  });
});
