import { asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickActivityCoupon } from '@mall/contract/coupon/pick-activity-coupon';
import { pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import {
  queryPlatformActivities,
  queryPlatformCoupons,
  savePlatformActivity,
  savePlatformCoupon,
  stopPlatformActivity,
  stopPlatformCoupon,
  type TSavePlatformActivityRequest,
  type TSavePlatformCouponRequest,
} from '@mall/contract/coupon/platform-coupons';
import { queryActivityInfo } from '@mall/contract/coupon/query-activity-info';
import { queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { createTestCoupon } from '../../testing/coupon-test-helpers.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { expectPlatformOnly, platformOutsiders } from '../../testing/platform-access.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { coupon, userCoupon } from './coupon.tables.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const finance = await createTestOperator(t.db, 'finance');
const admin = await createTestOperator(t.db, 'admin');
const outsiders = await platformOutsiders(t, 'finance');
const [open] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.status, 'open')).orderBy(asc(shop.id)).limit(1);

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const form = (over: Partial<TSavePlatformCouponRequest> = {}): TSavePlatformCouponRequest => ({
  title: { en: '¥10 off over ¥99', zh: '满99减10', ja: '' },
  kind: 'amount_off',
  amountOff: 1000,
  percentOff: null,
  maxOff: null,
  thresholdAmount: 9900,
  totalQuantity: 50,
  perUserLimit: 2,
  pickStartsAt: at(-HOUR),
  pickEndsAt: at(7 * DAY),
  validDays: 10,
  ...over,
});
const save = async (body: unknown, token = finance.token) => (await t.call(savePlatformCoupon, body, { token })).body;
const created = async (over: Partial<TSavePlatformCouponRequest> = {}) => {
  const res = await save(form(over));
  expect(res.code, res.message).toBe(1000);
  return res.data!;
};
const activityForm = (couponIds: number[], over: Partial<TSavePlatformActivityRequest> = {}): TSavePlatformActivityRequest => ({
  title: { en: 'Spring sale', zh: '春季大促', ja: '春のセール' },
  description: { en: 'Coupons for everyone', zh: '人人有券', ja: '' },
  startsAt: at(-HOUR),
  endsAt: at(3 * DAY),
  position: 1,
  couponIds,
  ...over,
});
const saveActivity = async (body: unknown, token = finance.token) => (await t.call(savePlatformActivity, body, { token })).body;

describe('who may call', () => {
  it('refuses nobody, a shopper, a merchant and a support operator on every call; finance and admin may', async () => {
    const c = await created();
    const a = (await saveActivity(activityForm([c.couponId]))).data!;
    await expectPlatformOnly(t, outsiders, queryPlatformCoupons, {});
    await expectPlatformOnly(t, outsiders, savePlatformCoupon, form());
    await expectPlatformOnly(t, outsiders, stopPlatformCoupon, { couponId: c.couponId });
    await expectPlatformOnly(t, outsiders, queryPlatformActivities, {});
    await expectPlatformOnly(t, outsiders, savePlatformActivity, activityForm([c.couponId]));
    await expectPlatformOnly(t, outsiders, stopPlatformActivity, { activityId: a.activityId });
    expect((await t.call(queryPlatformCoupons, {}, { token: admin.token })).body.code).toBe(1000);
    expect((await t.call(queryPlatformActivities, {}, { token: admin.token })).body.code).toBe(1000);
    expect((await save(form(), admin.token)).code).toBe(1000);
    // Nothing was stopped by the refused calls.
    expect((await t.db.select().from(coupon).where(eq(coupon.id, c.couponId)))[0]!.status).toBe('active');
  });
});

describe('platform coupons', () => {
  it('creates a coupon of no shop that shoppers see with shop/coupon/query {shopId: null} and claim', async () => {
    const c = await created();
    expect(c).toMatchObject({ kind: 'amount_off', amountOff: 1000, thresholdAmount: 9900, issuedCount: 0, tab: 'active', title: { en: '¥10 off over ¥99', zh: '满99减10', ja: '¥10 off over ¥99' } });
    expect(c).not.toHaveProperty('shopId');
    expect((await t.db.select({ shopId: coupon.shopId }).from(coupon).where(eq(coupon.id, c.couponId)))[0]!.shopId).toBeNull();
    const shopper = await createTestUser(t.db);
    const offered = (await t.call(queryShopCoupons, { shopId: null }, { token: shopper.token, lang: 'zh' })).body.data!;
    expect(offered.find((o) => o.id === c.couponId)).toMatchObject({ shopId: null, title: '满99减10', canPick: true });
    expect((await t.call(pickUserCoupon, { couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1000);
    const list = (await t.call(queryPlatformCoupons, { tab: 'active', pageSize: 50 }, { token: finance.token })).body.data!.list;
    expect(list.find((x) => x.couponId === c.couponId)).toMatchObject({ issuedCount: 1, usedCount: 0 });
  });

  it('refuses bad terms with 1001 and stores nothing: threshold below the amount off, zero or huge quantities, limits, windows, money', async () => {
    const before = (await t.db.select().from(coupon).where(isNull(coupon.shopId))).length;
    const bad: Partial<TSavePlatformCouponRequest>[] = [
      { thresholdAmount: 999 },
      { thresholdAmount: 0 },
      { totalQuantity: 0 },
      { totalQuantity: 1_000_001 },
      { perUserLimit: 0 },
      { perUserLimit: 101 },
      { totalQuantity: 3, perUserLimit: 4 },
      { amountOff: 0 },
      { amountOff: 10.5 },
      { amountOff: 100_000_001, thresholdAmount: 100_000_001 },
      { kind: 'percent_off', amountOff: null, percentOff: 100, maxOff: 500 },
      { kind: 'percent_off', amountOff: null, percentOff: 10, maxOff: null },
      { kind: 'percent_off', amountOff: null, percentOff: 10, maxOff: 10_000, thresholdAmount: 9900 },
      { pickEndsAt: at(-2 * HOUR), pickStartsAt: at(-3 * HOUR) },
      { pickEndsAt: at(-2 * HOUR) },
      { pickStartsAt: at(400 * DAY), pickEndsAt: at(401 * DAY) },
      { pickStartsAt: at(-HOUR), pickEndsAt: at(367 * DAY) },
      { validDays: 0 },
      { validDays: 366 },
      { title: { en: '', zh: '', ja: '' } },
      { title: { en: 'x'.repeat(41), zh: '', ja: '' } },
      { title: { en: 'bell\u0007', zh: '', ja: '' } },
    ];
    for (const over of bad) expect((await save(form(over))).code, JSON.stringify(over)).toBe(1001);
    expect((await t.db.select().from(coupon).where(isNull(coupon.shopId))).length).toBe(before);
  });

  it('accepts the boundaries: threshold equal to the amount off, a percentage capped at its threshold, limits at their ends', async () => {
    expect((await save(form({ thresholdAmount: 1000 }))).code).toBe(1000);
    expect((await save(form({ kind: 'percent_off', amountOff: null, percentOff: 99, maxOff: 9900, thresholdAmount: 9900 }))).code).toBe(1000);
    expect((await save(form({ kind: 'percent_off', amountOff: null, percentOff: 1, maxOff: 100, thresholdAmount: 0 }))).code).toBe(1000);
    expect((await save(form({ totalQuantity: 1, perUserLimit: 1, validDays: 365 }))).code).toBe(1000);
    expect((await save(form({ totalQuantity: 1_000_000, perUserLimit: 100, validDays: 1 }))).code).toBe(1000);
  });

  it('locks the terms once claimed (4105) but lets the quantity rise; a shop coupon is not the platform’s (1004)', async () => {
    const c = await created();
    const shopper = await createTestUser(t.db);
    expect((await t.call(pickUserCoupon, { couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1000);
    expect((await save({ ...form({ amountOff: 900 }), couponId: c.couponId })).code).toBe(4105);
    const raised = await save({ ...form({ totalQuantity: 80, pickStartsAt: c.pickStartsAt, pickEndsAt: c.pickEndsAt }), couponId: c.couponId });
    expect(raised.code, raised.message).toBe(1000);
    expect(raised.data!.totalQuantity).toBe(80);
    const theirs = await createTestCoupon(t.db, { shopId: open!.id });
    expect((await save({ ...form(), couponId: theirs.id })).code).toBe(1004);
    expect((await t.call(stopPlatformCoupon, { couponId: theirs.id }, { token: finance.token })).body.code).toBe(1004);
    expect((await t.db.select().from(coupon).where(eq(coupon.id, theirs.id)))[0]!.status).toBe('active');
  });

  it('stops idempotently, also twice at once; claimed coupons keep their expiry and stay unused; no more claims; no edit after (4106)', async () => {
    const c = await created();
    const shopper = await createTestUser(t.db);
    expect((await t.call(pickUserCoupon, { couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1000);
    const [held] = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.couponId));
    const stops = await Promise.all([1, 2].map(() => t.call(stopPlatformCoupon, { couponId: c.couponId }, { token: finance.token })));
    for (const s of stops) expect(s.body.data).toMatchObject({ status: 'stopped', tab: 'ended' });
    const again = (await t.call(stopPlatformCoupon, { couponId: c.couponId }, { token: finance.token })).body;
    expect(again.data).toEqual(stops[0]!.body.data);
    const [after] = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.couponId));
    expect(after).toMatchObject({ status: 'unused', expiresAt: held!.expiresAt });
    const other = await createTestUser(t.db);
    expect((await t.call(pickUserCoupon, { couponId: c.couponId }, { token: other.token })).body.code).not.toBe(1000);
    expect((await save({ ...form(), couponId: c.couponId })).code).toBe(4106);
    expect((await t.call(stopPlatformCoupon, { couponId: 999_999_999 }, { token: finance.token })).body.code).toBe(1004);
    const logged = await t.db.select().from(operatorAction).where(eq(operatorAction.action, 'platform/coupon/stop'));
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});

describe('platform activities', () => {
  it('creates an activity shoppers see in the coupon centre and claim through', async () => {
    const c = await created();
    const res = await saveActivity(activityForm([c.couponId]));
    expect(res.code, res.message).toBe(1000);
    const a = res.data!;
    expect(a).toMatchObject({ tab: 'active', status: 'active', coupons: [{ couponId: c.couponId, status: 'active' }], description: { ja: 'Coupons for everyone' } });
    const shopper = await createTestUser(t.db);
    const centre = (await t.call(queryActivityInfo, {}, { token: shopper.token, lang: 'zh' })).body.data!;
    expect(centre.find((x) => x.id === a.activityId)).toMatchObject({ title: '春季大促' });
    expect((await t.call(pickActivityCoupon, { activityId: a.activityId, couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1000);
    const listed = (await t.call(queryPlatformActivities, { pageSize: 50 }, { token: finance.token })).body.data!;
    expect(listed.list[0]!.activityId).toBe(a.activityId);
  });

  it('refuses shop coupons, stopped coupons, unknown ones (5345), duplicates and bad windows (1001)', async () => {
    const good = await created();
    const shops = await createTestCoupon(t.db, { shopId: open!.id });
    const stopped = await created();
    await t.call(stopPlatformCoupon, { couponId: stopped.couponId }, { token: finance.token });
    expect((await saveActivity(activityForm([good.couponId, shops.id]))).code).toBe(5345);
    expect((await saveActivity(activityForm([stopped.couponId]))).code).toBe(5345);
    expect((await saveActivity(activityForm([999_999_999]))).code).toBe(5345);
    expect((await saveActivity(activityForm([good.couponId, good.couponId]))).code).toBe(1001);
    expect((await saveActivity(activityForm([]))).code).toBe(1001);
    expect((await saveActivity(activityForm(Array.from({ length: 21 }, (_, i) => i + 1)))).code).toBe(1001);
    expect((await saveActivity(activityForm([good.couponId], { endsAt: at(-HOUR), startsAt: at(-2 * HOUR) }))).code).toBe(1001);
    expect((await saveActivity(activityForm([good.couponId], { endsAt: at(-2 * HOUR) }))).code).toBe(1001);
    expect((await saveActivity(activityForm([good.couponId], { startsAt: at(-HOUR), endsAt: at(367 * DAY) }))).code).toBe(1001);
  });

  it('stops idempotently; a stopped activity leaves the centre, keeps claimed coupons usable, and cannot change (5344)', async () => {
    const c = await created();
    const a = (await saveActivity(activityForm([c.couponId]))).data!;
    const shopper = await createTestUser(t.db);
    expect((await t.call(pickActivityCoupon, { activityId: a.activityId, couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1000);
    const stops = await Promise.all([1, 2].map(() => t.call(stopPlatformActivity, { activityId: a.activityId }, { token: finance.token })));
    for (const s of stops) expect(s.body.data).toMatchObject({ status: 'stopped', tab: 'ended' });
    const centre = (await t.call(queryActivityInfo, {}, { token: shopper.token })).body.data!;
    expect(centre.map((x) => x.id)).not.toContain(a.activityId);
    expect((await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.couponId)))[0]!.status).toBe('unused');
    expect((await saveActivity({ ...activityForm([c.couponId]), activityId: a.activityId })).code).toBe(5344);
    expect((await t.call(stopPlatformActivity, { activityId: 999_999_999 }, { token: finance.token })).body.code).toBe(1004);
  });

  it('edits a running activity: new title and coupon order', async () => {
    const one = await created();
    const two = await created();
    const a = (await saveActivity(activityForm([one.couponId]))).data!;
    const res = await saveActivity({ ...activityForm([two.couponId, one.couponId]), activityId: a.activityId, title: { en: 'Summer', zh: '', ja: '' } });
    expect(res.code, res.message).toBe(1000);
    expect(res.data!.coupons.map((x) => x.couponId)).toEqual([two.couponId, one.couponId]);
    expect(res.data!.title).toEqual({ en: 'Summer', zh: 'Summer', ja: 'Summer' });
  });
});
