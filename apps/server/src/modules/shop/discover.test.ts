import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followShop } from '@mall/contract/shop/follow-shop';
import { queryFollowShops } from '@mall/contract/shop/query-follow-shops';
import { queryNearShops } from '@mall/contract/shop/query-near-shops';
import { queryRecommendProviders } from '@mall/contract/shop/query-recommend-providers';
import { queryRecommendShops } from '@mall/contract/shop/query-recommend-shops';
import { unfollowShop } from '@mall/contract/shop/unfollow-shop';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { distanceMetres, leastDistanceBeyond } from './discover.service.ts';
import { address } from '../account/address.tables.ts';
import { area } from '../location/location.tables.ts';
import { shop } from './shop.tables.ts';

const t = await createTestApp();
const shops = await t.db.select().from(shop).orderBy(asc(shop.id));

describe('followed shops', () => {
  it('lists the caller\'s followed shops latest first, a page at a time, and nobody else\'s', async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const picked = shops.slice(0, 5);
    for (const s of picked) {
      await t.call(followShop, { shopId: s.id }, { token: a.token });
      await new Promise((r) => setTimeout(r, 5));
    }
    await t.call(followShop, { shopId: shops[10]!.id }, { token: b.token });
    const page1 = (await t.call(queryFollowShops, { pageSize: 2 }, { token: a.token, lang: 'ja' })).body.data!;
    expect(page1).toMatchObject({ total: 5, pageNum: 1, pageSize: 2, hasMore: true });
    expect(page1.list.map((s) => s.id)).toEqual([picked[4]!.id, picked[3]!.id]);
    expect(page1.list[0]!.name).toBe(picked[4]!.name.ja);
    const page3 = (await t.call(queryFollowShops, { pageSize: 2, pageNum: 3 }, { token: a.token })).body.data!;
    expect(page3.list.map((s) => s.id)).toEqual([picked[0]!.id]);
    expect(page3.hasMore).toBe(false);
    expect((await t.call(queryFollowShops, {}, { token: b.token })).body.data!.list.map((s) => s.id)).toEqual([shops[10]!.id]);

    // Closed shops stay (as closed); disabled ones leave the list; unfollowed ones go.
    await t.db.update(shop).set({ status: 'closed' }).where(eq(shop.id, picked[1]!.id));
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, picked[2]!.id));
    await t.call(unfollowShop, { shopId: picked[3]!.id }, { token: a.token });
    const after = (await t.call(queryFollowShops, {}, { token: a.token })).body.data!;
    expect(after.total).toBe(3);
    expect(after.list.map((s) => [s.id, s.status])).toEqual([
      [picked[4]!.id, 'open'],
      [picked[1]!.id, 'closed'],
      [picked[0]!.id, 'open'],
    ]);
    for (const s of picked) await t.db.update(shop).set({ status: s.status }).where(eq(shop.id, s.id));
  });

  it('needs login and refuses bad paging', async () => {
    expect((await t.call(queryFollowShops, {})).body.code).toBe(1002);
    const u = await createTestUser(t.db);
    expect((await t.call(queryFollowShops, {}, { token: u.token })).body.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20, hasMore: false });
    for (const body of [{ pageSize: 51 }, { pageNum: 0 }, { pageNum: 1.5 }, { pageSize: '5' }, { shopId: 1 }]) {
      expect((await t.call(queryFollowShops, body, { token: u.token })).body.code).toBe(1001);
    }
  });
});

describe('near shops', () => {
  const located = shops.filter((s) => s.lat !== null && s.lng !== null && s.status !== 'disabled');
  const byDistance = (lat: number, lng: number, list = located) =>
    list.map((s) => ({ id: s.id, d: distanceMetres({ lat, lng }, { lat: s.lat!, lng: s.lng! }) })).sort((a, b) => a.d - b.d || a.id - b.id);

  it('orders shops by great-circle distance, with distances, across pages, as a full scan would', async () => {
    for (const [lat, lng] of [
      [31.23, 121.47], // Shanghai
      [35.68, 139.76], // Tokyo
      [39.9, 116.4], // Beijing
      [64, 100], // far north, where degrees of longitude are short
      [-33.9, 151.2], // far from every shop
    ] as const) {
      const want = byDistance(lat, lng);
      const got: { id: number; distanceM: number }[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const page = (await t.call(queryNearShops, { lat, lng, pageNum, pageSize: 7 })).body.data!;
        expect(page.total).toBe(located.length);
        got.push(...page.list);
        if (!page.hasMore) break;
      }
      expect(got.map((s) => s.id)).toEqual(want.map((s) => s.id));
      got.forEach((s, i) => expect(Math.abs(s.distanceM - want[i]!.d)).toBeLessThanOrEqual(1));
    }
  });

  it('filters by kind, says which takeaway shops deliver to the point, and answers in the caller\'s language', async () => {
    const restaurant = shops.find((s) => s.kind === 'takeaway')!;
    const page = (await t.call(queryNearShops, { lat: restaurant.lat!, lng: restaurant.lng!, kind: 'takeaway', pageSize: 50 }, { lang: 'zh' })).body.data!;
    expect(page.list.every((s) => s.kind === 'takeaway')).toBe(true);
    expect(page.total).toBe(located.filter((s) => s.kind === 'takeaway').length);
    expect(page.list[0]).toMatchObject({ id: restaurant.id, distanceM: 0, delivers: true, name: restaurant.name.zh, address: restaurant.address.zh });
    const far = (await t.call(queryNearShops, { lat: 0, lng: 0, kind: 'takeaway' })).body.data!;
    expect(far.list.every((s) => !s.delivers)).toBe(true);
    const mall = (await t.call(queryNearShops, { lat: 31.23, lng: 121.47, kind: 'mall', pageSize: 50 })).body.data!;
    expect(mall.list.every((s) => s.kind === 'mall' && !s.delivers)).toBe(true);
  });

  it('leaves out disabled shops and those without a location', async () => {
    const [a, b] = located;
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, a!.id));
    await t.db.update(shop).set({ lat: null, lng: null }).where(eq(shop.id, b!.id));
    const page = (await t.call(queryNearShops, { lat: a!.lat!, lng: a!.lng!, pageSize: 50 })).body.data!;
    expect(page.total).toBe(located.length - 2);
    expect(page.list.some((s) => s.id === a!.id || s.id === b!.id)).toBe(false);
    await t.db.update(shop).set({ status: a!.status }).where(eq(shop.id, a!.id));
    await t.db.update(shop).set({ lat: b!.lat, lng: b!.lng }).where(eq(shop.id, b!.id));
    expect((await t.db.select().from(shop).where(isNotNull(shop.lat))).length).toBe(shops.length);
  });

  it('measures from the default address without a point, else from a city centre, and says so', async () => {
    const visitor = (await t.call(queryNearShops, {}, { lang: 'en' })).body.data!;
    expect(visitor.origin).toEqual({ source: 'city', lat: 31.2304, lng: 121.4737, place: 'Shanghai' });
    expect(visitor.list.map((s) => s.id)).toEqual(byDistance(31.2304, 121.4737).slice(0, 20).map((s) => s.id));
    expect((await t.call(queryNearShops, {}, { lang: 'ja' })).body.data!.origin).toMatchObject({ source: 'city', place: '東京' });

    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    // The district of the first seeded shop, with its city and province.
    const s0 = located[0]!;
    const [d] = await t.db.select().from(area).where(eq(area.id, s0.districtId ?? s0.cityId!));
    const row = { receiverName: 'A', phoneCode: '86', mobile: '13900000000', nationId: s0.nationId, provinceId: s0.provinceId, cityId: s0.cityId, districtId: s0.districtId, detail: 'x' };
    await t.db.insert(address).values([{ ...row, accountId: user.userId, isDefault: true }]);
    // Another shopper's address never moves this shopper's point.
    await t.db.insert(address).values([{ ...row, accountId: other.userId, isDefault: false }]);
    const mine = (await t.call(queryNearShops, { pageSize: 3 }, { token: user.token, lang: 'zh' })).body.data!;
    expect(mine.origin).toMatchObject({ source: 'address', lat: d!.lat, lng: d!.lng });
    expect(mine.origin.place).toContain(d!.name.zh);
    expect(mine.list.map((s) => s.id)).toEqual(byDistance(d!.lat!, d!.lng!).slice(0, 3).map((s) => s.id));
    // Only a default address counts.
    expect((await t.call(queryNearShops, {}, { token: other.token })).body.data!.origin.source).toBe('city');
    // A given point wins over the address.
    expect((await t.call(queryNearShops, { lat: 1, lng: 2 }, { token: user.token })).body.data!.origin).toEqual({ source: 'given', lat: 1, lng: 2, place: '' });
    await t.db.delete(address).where(and(eq(address.accountId, user.userId)));
  });

  it('refuses bad coordinates and paging', async () => {
    for (const body of [{ lat: 31 }, { lng: 121 }, { lat: 91, lng: 0 }, { lat: 0, lng: 181 }, { lat: '31', lng: 121 }, { lat: 0, lng: 0, kind: 'x' }, { lat: 0, lng: 0, pageSize: 51 }, { lat: 0, lng: 0, x: 1 }]) {
      expect((await t.call(queryNearShops, body)).body.code).toBe(1001);
    }
  });

  it('bounds the distance of unread shops from below', () => {
    // Any point at least e degrees away (plain distance) is at least leastDistanceBeyond(e) metres away.
    for (const lat0 of [0, 31, 60, 80]) {
      for (const e of [0.01, 0.5, 5]) {
        const bound = leastDistanceBeyond(e, lat0);
        for (let k = 0; k < 64; k++) {
          const angle = (k / 64) * 2 * Math.PI;
          const lat = Math.max(-90, Math.min(90, lat0 + e * Math.sin(angle)));
          const lng = 10 + e * Math.cos(angle);
          expect(distanceMetres({ lat: lat0, lng: 10 }, { lat, lng })).toBeGreaterThanOrEqual(bound - 1e-6);
        }
      }
    }
  });
});

describe('recommended shops and providers', () => {
  const recommended = shops.filter((s) => s.recommendRank !== null && s.status === 'open').sort((a, b) => a.recommendRank! - b.recommendRank! || a.id - b.id);

  it('lists the recommended open shops in rank order, a page at a time, optionally of one kind', async () => {
    const page = (await t.call(queryRecommendShops, { pageSize: 3 })).body.data!;
    expect(page).toMatchObject({ total: recommended.length, hasMore: recommended.length > 3 });
    expect(page.list.map((s) => s.id)).toEqual(recommended.slice(0, 3).map((s) => s.id));
    const takeaway = (await t.call(queryRecommendShops, { kind: 'takeaway', pageSize: 50 })).body.data!;
    expect(takeaway.list.map((s) => s.id)).toEqual(recommended.filter((s) => s.kind === 'takeaway').map((s) => s.id));
    await t.db.update(shop).set({ status: 'closed' }).where(eq(shop.id, recommended[0]!.id));
    expect((await t.call(queryRecommendShops, {})).body.data!.list[0]!.id).toBe(recommended[1]!.id);
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, recommended[0]!.id));
    for (const body of [{ kind: 'x' }, { pageSize: 0 }, { x: 1 }]) expect((await t.call(queryRecommendShops, body)).body.code).toBe(1001);
  });

  it('lists the merchants of recommended shops by their best rank, each with all its open shops', async () => {
    const res = (await t.call(queryRecommendProviders, { pageSize: 50 }, { lang: 'zh' })).body.data!;
    const merchants = [...new Set(recommended.map((s) => s.merchantId))];
    expect(res.total).toBe(merchants.length);
    expect(res.list.map((m) => m.id)).toEqual(merchants);
    for (const m of res.list) {
      const own = shops.filter((s) => s.merchantId === m.id && s.status === 'open');
      expect(m.shops.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
      expect(m.shops[0]!.id).toBe(recommended.find((s) => s.merchantId === m.id)!.id);
    }
    const page2 = (await t.call(queryRecommendProviders, { pageSize: 2, pageNum: 2 })).body.data!;
    expect(page2.list.map((m) => m.id)).toEqual(merchants.slice(2, 4));
    for (const body of [{ pageSize: 51 }, { kind: 'mall' }]) expect((await t.call(queryRecommendProviders, body)).body.code).toBe(1001);
  });
});
