import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import { queryMerchantCoupons } from '@mall/contract/coupon/query-merchant-coupons';
import { saveMerchantCoupon, type TSaveMerchantCouponRequest } from '@mall/contract/coupon/save-merchant-coupon';
import { stopMerchantCoupon } from '@mall/contract/coupon/stop-merchant-coupon';
import { queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { couponNow, createTestCoupon } from '../../testing/coupon-test-helpers.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { shop } from '../shop/shop.tables.ts';
import { coupon, userCoupon } from './coupon.tables.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const [open] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.status, 'open')).orderBy(asc(shop.id)).limit(1);
const shopId = open!.id;
const owner = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);
const shopper = await createTestUser(t.db);

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const form = (over: Partial<TSaveMerchantCouponRequest> = {}): TSaveMerchantCouponRequest => ({
  shopId,
  title: { en: '¥5 off over ¥30', zh: '满30减5', ja: '' },
  kind: 'amount_off',
  amountOff: 500,
  percentOff: null,
  maxOff: null,
  thresholdAmount: 3000,
  totalQuantity: 100,
  perUserLimit: 1,
  pickStartsAt: at(-HOUR),
  pickEndsAt: at(7 * DAY),
  validDays: 14,
  ...over,
});
const save = async (body: unknown, token = owner.token) => (await t.call(saveMerchantCoupon, body, { token })).body;
const created = async (over: Partial<TSaveMerchantCouponRequest> = {}) => {
  const res = await save(form(over));
  expect(res.code, res.message).toBe(1000);
  return res.data!;
};
const tab = async (name: 'active' | 'upcoming' | 'ended', extra: { after?: string; pageSize?: number } = {}) => {
  const res = await t.call(queryMerchantCoupons, { shopId, tab: name, ...extra }, { token: owner.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
};
const pick = (token: string, couponId: number) => t.call(pickUserCoupon, { couponId }, { token });
const shopCoupons = async () => t.db.select().from(coupon).where(eq(coupon.shopId, shopId)).orderBy(asc(coupon.id));
const heldCount = async (couponId: number) => (await t.db.select({ n: count() }).from(userCoupon).where(eq(userCoupon.couponId, couponId)))[0]!.n;

describe('merchant/coupon/save (create)', () => {
  it('creates an amount off with a minimum spend that shoppers see on the shop and can claim', async () => {
    const c = await created();
    expect(c).toMatchObject({
      shopId,
      title: { en: '¥5 off over ¥30', zh: '满30减5', ja: '¥5 off over ¥30' },
      kind: 'amount_off',
      amountOff: 500,
      thresholdAmount: 3000,
      status: 'active',
      tab: 'active',
      issuedCount: 0,
      usedCount: 0,
    });
    const offered = (await t.call(queryShopCoupons, { shopId }, { token: shopper.token, lang: 'ja' })).body.data!;
    expect(offered.find((o) => o.id === c.couponId)).toMatchObject({ title: '¥5 off over ¥30', amountOff: 500, thresholdAmount: 3000, canPick: true, validDays: 14 });
    expect((await pick(shopper.token, c.couponId)).body.code).toBe(1000);
    expect((await tab('active')).list.find((x) => x.couponId === c.couponId)).toMatchObject({ issuedCount: 1, usedCount: 0 });
  });

  it('creates a percentage with its cap, and an upcoming coupon shoppers do not see yet', async () => {
    const pct = await created({ kind: 'percent_off', amountOff: null, percentOff: 15, maxOff: 2000, thresholdAmount: 0 });
    expect(pct).toMatchObject({ kind: 'percent_off', percentOff: 15, maxOff: 2000, amountOff: null });
    const later = await created({ pickStartsAt: at(2 * DAY), pickEndsAt: at(9 * DAY) });
    expect(later.tab).toBe('upcoming');
    expect((await tab('upcoming')).list.map((x) => x.couponId)).toContain(later.couponId);
    expect((await tab('active')).list.map((x) => x.couponId)).not.toContain(later.couponId);
    const offered = (await t.call(queryShopCoupons, { shopId })).body.data!;
    expect(offered.map((o) => o.id)).not.toContain(later.couponId);
    expect((await pick(shopper.token, later.couponId)).body.code).toBe(4103);
  });

  it('refuses bad input with 1001 naming the field, and creates nothing', async () => {
    const before = await shopCoupons();
    const cases: [unknown, string][] = [
      [form({ amountOff: -500 }), 'amountOff'],
      [form({ amountOff: 0 }), 'amountOff'],
      [form({ amountOff: 100_000_001 }), 'amountOff'],
      [form({ amountOff: 5.5 }), 'amountOff'],
      [form({ amountOff: '500' as unknown as number }), 'amountOff'],
      [form({ amountOff: null }), 'amountOff'],
      [form({ percentOff: 10 }), 'percentOff'],
      [form({ kind: 'percent_off', amountOff: null, percentOff: 100, maxOff: 100 }), 'percentOff'],
      [form({ kind: 'percent_off', amountOff: null, percentOff: 20, maxOff: null }), 'maxOff'],
      [form({ thresholdAmount: -1 }), 'thresholdAmount'],
      [form({ thresholdAmount: 1e12 }), 'thresholdAmount'],
      [form({ totalQuantity: 0 }), 'totalQuantity'],
      [form({ totalQuantity: 10_000_000 }), 'totalQuantity'],
      [form({ perUserLimit: 0 }), 'perUserLimit'],
      [form({ totalQuantity: 2, perUserLimit: 3 }), 'perUserLimit'],
      [form({ validDays: 0 }), 'validDays'],
      [form({ validDays: 366 }), 'validDays'],
      [form({ pickEndsAt: at(-2 * HOUR) }), 'pickEndsAt'],
      [form({ pickStartsAt: at(2 * DAY), pickEndsAt: at(DAY) }), 'pickEndsAt'],
      [form({ pickEndsAt: at(400 * DAY) }), 'pickEndsAt'],
      [form({ pickStartsAt: at(400 * DAY), pickEndsAt: at(401 * DAY) }), 'pickStartsAt'],
      [form({ pickEndsAt: 'next week' }), 'pickEndsAt'],
      [form({ title: { en: '', zh: '', ja: '' } }), 'title'],
      [form({ title: { en: 'Five\u0000off', zh: '', ja: '' } }), 'title.en'],
      [form({ title: { en: 'Five\u001boff', zh: '', ja: '' } }), 'title.en'],
      [form({ title: { en: 'x'.repeat(41), zh: '', ja: '' } }), 'title.en'],
      [{ ...form(), pickedQuantity: 99 }, 'pickedQuantity'],
      [{ ...form(), shopId: 'mine' }, 'shopId'],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.code, JSON.stringify(body)).toBe(1001);
      expect(JSON.stringify(res.data), JSON.stringify(body)).toContain(field);
    }
    expect(await shopCoupons()).toEqual(before);
  });

  it("refuses another shop's merchant (1004) and a shopper (1003), creating nothing", async () => {
    const before = await shopCoupons();
    expect((await save(form(), stranger.token)).code).toBe(1004);
    expect((await save(form(), shopper.token)).code).toBe(1003);
    expect(await shopCoupons()).toEqual(before);
  });
});

describe('merchant/coupon/save (edit)', () => {
  it('changes anything while nobody has claimed it', async () => {
    const c = await created({ totalQuantity: 50 });
    const res = await save(form({ couponId: c.couponId, totalQuantity: 10, amountOff: 800, title: { en: '¥8 off', zh: '', ja: '' }, validDays: 3 }));
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ couponId: c.couponId, totalQuantity: 10, amountOff: 800, validDays: 3, title: { en: '¥8 off', zh: '¥8 off', ja: '¥8 off' } });
  });

  it('once claimed, only raises the quantity or extends the end (4105 naming what else changed)', async () => {
    const c = await created({ totalQuantity: 20 });
    expect((await pick(shopper.token, c.couponId)).body.code).toBe(1000);
    const same = form({ couponId: c.couponId, totalQuantity: 20, pickStartsAt: c.pickStartsAt, pickEndsAt: c.pickEndsAt });
    for (const [over, field] of [
      [{ amountOff: 400 }, 'amountOff'],
      [{ thresholdAmount: 5000 }, 'thresholdAmount'],
      [{ validDays: 7 }, 'validDays'],
      [{ perUserLimit: 2 }, 'perUserLimit'],
      [{ title: { en: 'Other', zh: '', ja: '' } }, 'title'],
      [{ totalQuantity: 19 }, 'totalQuantity'],
      [{ pickEndsAt: at(2 * DAY) }, 'pickEndsAt'],
      [{ pickStartsAt: at(-2 * HOUR) }, 'pickStartsAt'],
    ] as const) {
      const res = await save({ ...same, ...over });
      expect(res.code, field).toBe(4105);
      expect(res.data, field).toEqual({ fields: [field] });
    }
    expect(await couponNow(t.db, c.couponId)).toMatchObject({ totalQuantity: 20, amountOff: 500, thresholdAmount: 3000, validDays: 14, pickedQuantity: 1 });
    const later = at(20 * DAY);
    const res = await save({ ...same, totalQuantity: 40, pickEndsAt: later });
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ totalQuantity: 40, pickEndsAt: later, issuedCount: 1 });
  });

  it("refuses another shop's coupon (1004) and a platform coupon (1004), changing nothing", async () => {
    const theirs = await createTestCoupon(t.db, { shopId: shopId + 1 });
    const platform = await createTestCoupon(t.db);
    expect((await save(form({ couponId: theirs.id, amountOff: 1 }))).code).toBe(1004);
    expect((await save(form({ couponId: platform.id, amountOff: 1 }))).code).toBe(1004);
    expect((await couponNow(t.db, theirs.id)).amountOff).toBe(500);
    const mine = await created();
    expect((await save(form({ couponId: mine.couponId, amountOff: 1 }), stranger.token)).code).toBe(1004);
    expect((await save(form({ couponId: mine.couponId, amountOff: 1 }), shopper.token)).code).toBe(1003);
    expect((await couponNow(t.db, mine.couponId)).amountOff).toBe(500);
  });
});

describe('merchant/coupon/stop', () => {
  it('ends claiming now; coupons shoppers hold stay usable until their own end', async () => {
    const c = await created();
    expect((await pick(shopper.token, c.couponId)).body.code).toBe(1000);
    const [held] = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.couponId));
    const res = await t.call(stopMerchantCoupon, { couponId: c.couponId }, { token: owner.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'stopped', tab: 'ended', issuedCount: 1 });
    expect(new Date(res.body.data!.pickEndsAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await pick((await createTestUser(t.db)).token, c.couponId)).body.code).toBe(4104);
    expect((await t.call(queryShopCoupons, { shopId })).body.data!.map((o) => o.id)).not.toContain(c.couponId);
    expect((await tab('ended')).list[0]!.couponId).toBe(c.couponId);
    expect((await tab('active')).list.map((x) => x.couponId)).not.toContain(c.couponId);
    const [after] = await t.db.select().from(userCoupon).where(eq(userCoupon.couponId, c.couponId));
    expect(after).toEqual(held);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    // Again: the same answer. An edit of a stopped coupon: 4106.
    const again = await t.call(stopMerchantCoupon, { couponId: c.couponId }, { token: owner.token });
    expect(again.body.data).toEqual(res.body.data);
    expect((await save(form({ couponId: c.couponId, totalQuantity: 200, pickEndsAt: at(30 * DAY) }))).code).toBe(4106);
  });

  it("refuses another shop's merchant (1004), a shopper (1003), a platform coupon and unknown or bad ids", async () => {
    const c = await created();
    const platform = await createTestCoupon(t.db);
    expect((await t.call(stopMerchantCoupon, { couponId: c.couponId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(stopMerchantCoupon, { couponId: c.couponId }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(stopMerchantCoupon, { couponId: platform.id }, { token: owner.token })).body.code).toBe(1004);
    expect((await t.call(stopMerchantCoupon, { couponId: 2_000_000_000 }, { token: owner.token })).body.code).toBe(1004);
    for (const couponId of [0, -3, 'x', 1.5]) expect((await t.call(stopMerchantCoupon, { couponId }, { token: owner.token })).body.code).toBe(1001);
    expect((await couponNow(t.db, c.couponId)).status).toBe('active');
    expect((await couponNow(t.db, platform.id)).status).toBe('active');
  });
});

describe('merchant/coupon/query', () => {
  it('walks a tab a keyset page at a time, each coupon once, with how many were claimed and used', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await created({ pickEndsAt: at((30 + i) * DAY) })).couponId);
    const buyer = await createTestUser(t.db);
    expect((await pick(buyer.token, ids[0]!)).body.code).toBe(1000);
    await t.db.update(userCoupon).set({ status: 'used', usedAt: sql`now()` }).where(and(eq(userCoupon.couponId, ids[0]!), eq(userCoupon.accountId, buyer.userId)));

    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await tab('active', { pageSize: 2, ...(after ? { after } : {}) });
      expect(page.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.list.map((x) => x.couponId));
      after = page.next ?? undefined;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    const all = await Promise.all([tab('active', { pageSize: 50 })]);
    expect(all[0].list.find((x) => x.couponId === ids[0])).toMatchObject({ issuedCount: 1, usedCount: 1 });
  });

  it("refuses another shop's merchant (1004), a shopper (1003) and bad input (1001)", async () => {
    expect((await t.call(queryMerchantCoupons, { shopId, tab: 'active' }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryMerchantCoupons, { shopId, tab: 'active' }, { token: shopper.token })).body.code).toBe(1003);
    for (const body of [{ shopId, tab: 'all' }, { shopId }, { shopId, tab: 'active', pageSize: 500 }, { shopId, tab: 'active', after: 'bm90IGEgY3Vyc29y' }]) {
      expect((await t.call(queryMerchantCoupons, body, { token: owner.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
  });
});

const shoppers = await Promise.all(Array.from({ length: 30 }, () => createTestUser(t.db)));

describe('quantities under concurrency', () => {
  it('never lets more be claimed than the total while the merchant raises it', async () => {
    const c = await created({ totalQuantity: 10 });
    expect((await pick(shoppers[0]!.token, c.couponId)).body.code).toBe(1000);
    const raise = save(form({ couponId: c.couponId, totalQuantity: 15, pickStartsAt: c.pickStartsAt, pickEndsAt: c.pickEndsAt }));
    const picks = await Promise.all(shoppers.slice(1).map((s) => pick(s.token, c.couponId)));
    expect((await raise).code).toBe(1000);
    const row = await couponNow(t.db, c.couponId);
    expect(row.totalQuantity).toBe(15);
    expect(row.pickedQuantity).toBe(await heldCount(c.couponId));
    expect(row.pickedQuantity).toBeLessThanOrEqual(15);
    expect(picks.filter((p) => p.body.code === 1000).length + 1).toBe(row.pickedQuantity);
  });

  it('keeps the count exact when the merchant lowers the quantity of an unclaimed coupon as shoppers claim', async () => {
    const c = await created({ totalQuantity: 10 });
    const lower = save(form({ couponId: c.couponId, totalQuantity: 3, pickStartsAt: c.pickStartsAt, pickEndsAt: c.pickEndsAt }));
    const picks = await Promise.all(shoppers.slice(0, 10).map((s) => pick(s.token, c.couponId)));
    const lowered = await lower;
    // Whichever came first: lowered before any claim, or refused because shoppers already held some.
    expect([1000, 4105]).toContain(lowered.code);
    const row = await couponNow(t.db, c.couponId);
    expect(row.totalQuantity).toBe(lowered.code === 1000 ? 3 : 10);
    expect(row.pickedQuantity).toBe(await heldCount(c.couponId));
    expect(row.pickedQuantity).toBeLessThanOrEqual(row.totalQuantity);
    expect(picks.filter((p) => p.body.code === 1000)).toHaveLength(row.pickedQuantity);
  });

  it('lets no claim in after a stop, and counts every claim made before it', async () => {
    const c = await created({ totalQuantity: 100 });
    const picks = Promise.all(shoppers.map((s) => pick(s.token, c.couponId)));
    const stop = await t.call(stopMerchantCoupon, { couponId: c.couponId }, { token: owner.token });
    expect(stop.body.code).toBe(1000);
    const late = await Promise.all(shoppers.slice(0, 5).map((s) => pick(s.token, c.couponId)));
    expect(late.every((p) => p.body.code === 4104 || p.body.code === 4102)).toBe(true);
    const results = await picks;
    const row = await couponNow(t.db, c.couponId);
    expect(row.pickedQuantity).toBe(await heldCount(c.couponId));
    expect(results.filter((p) => p.body.code === 1000)).toHaveLength(row.pickedQuantity);
    expect(results.every((p) => p.body.code === 1000 || p.body.code === 4104)).toBe(true);
  });
});
