import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryMerchantCert } from '@mall/contract/shop/query-merchant-cert';
import { queryShop } from '@mall/contract/shop/query-shop';
import { queryShopAddress } from '@mall/contract/shop/query-shop-address';
import { queryShopBusinessTimes } from '@mall/contract/shop/query-shop-business-times';
import { queryShopDetails } from '@mall/contract/shop/query-shop-details';
import { queryShopMerchantCert } from '@mall/contract/shop/query-shop-merchant-cert';
import { queryShopMetric } from '@mall/contract/shop/query-shop-metric';
import { queryShopQualification } from '@mall/contract/shop/query-shop-qualification';
import { saveShopBrowse } from '@mall/contract/shop/save-shop-browse';
import { followShop } from '@mall/contract/shop/follow-shop';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods } from '../catalogue/catalogue.tables.ts';
import { merchant, merchantCertificate } from '../merchant/merchant.tables.ts';
import { shop, shopAddress, shopBrowseHistory, shopBusinessTime, shopQualification } from './shop.tables.ts';

const t = await createTestApp();

const shops = await t.db.select().from(shop).orderBy(asc(shop.id));
const takeaway = shops.find((s) => s.kind === 'takeaway')!;
const mall = shops.find((s) => s.kind === 'mall')!;
const health = shops.find((s) => s.kind === 'health')!;
const UNKNOWN = 2_000_000_000;

/** A shop disabled for one test, open again afterwards. */
async function whileDisabled(shopId: number, run: () => Promise<void>) {
  await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, shopId));
  try {
    await run();
  } finally {
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, shopId));
  }
}

const BAD_SHOP_IDS = [{}, { shopId: -1 }, { shopId: 0 }, { shopId: 1.5 }, { shopId: '1' }, { shopId: null }, { shopId: 1e12 }, { shopId: 1, x: 1 }];

describe('a shop\'s home', () => {
  it('answers the shop in the caller\'s language and its goods on sale, by sales, a page at a time', async () => {
    const onSale = await t.db.select().from(goods).where(and(eq(goods.shopId, mall.id), eq(goods.status, 'on_sale')));
    const res = (await t.call(queryShop, { shopId: mall.id, pageSize: 5 }, { lang: 'zh' })).body.data!;
    expect(res.shop).toMatchObject({ id: mall.id, name: mall.name.zh, intro: mall.intro.zh, logo: mall.logo, banner: mall.banner, address: mall.address.zh, kind: 'mall', status: 'open' });
    expect(res.followed).toBe(false);
    expect(res.goods).toMatchObject({ total: onSale.length, pageNum: 1, pageSize: 5, hasMore: onSale.length > 5 });
    const bySales = [...onSale].sort((a, b) => b.salesCount - a.salesCount || b.id - a.id);
    expect(res.goods.list.map((g) => g.id)).toEqual(bySales.slice(0, 5).map((g) => g.id));
    expect(res.goods.list[0]!.title).toBe(bySales[0]!.title.zh);
    const page2 = (await t.call(queryShop, { shopId: mall.id, pageSize: 5, pageNum: 2 })).body.data!;
    expect(page2.goods.list.map((g) => g.id)).toEqual(bySales.slice(5, 10).map((g) => g.id));
  });

  it('sorts by price both ways and by newest, and leaves goods off the shelf and of other shops out', async () => {
    const [off] = await t.db.select().from(goods).where(eq(goods.shopId, mall.id)).orderBy(asc(goods.id)).limit(1);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, off!.id));
    const onSale = await t.db.select().from(goods).where(and(eq(goods.shopId, mall.id), eq(goods.status, 'on_sale')));
    const all = async (sort: string) => (await t.call(queryShop, { shopId: mall.id, pageSize: 50, sort })).body.data!.goods.list;
    const asc_ = await all('priceAsc');
    expect(asc_.map((g) => g.id)).toEqual([...onSale].sort((a, b) => a.priceMin - b.priceMin || a.id - b.id).slice(0, 50).map((g) => g.id));
    const desc_ = await all('priceDesc');
    expect(desc_.map((g) => g.id)).toEqual([...onSale].sort((a, b) => b.priceMin - a.priceMin || b.id - a.id).slice(0, 50).map((g) => g.id));
    const newest = await all('newest');
    expect(newest.map((g) => g.id)).toEqual([...onSale].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, 50).map((g) => g.id));
    for (const list of [asc_, desc_, newest]) {
      expect(list.every((g) => g.shopId === mall.id && g.status === 'on_sale')).toBe(true);
      expect(list.some((g) => g.id === off!.id)).toBe(false);
    }
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, off!.id));
  });

  it('tells a shopper whether they follow it, and nobody else', async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    await t.call(followShop, { shopId: health.id }, { token: a.token });
    expect((await t.call(queryShop, { shopId: health.id }, { token: a.token })).body.data!.followed).toBe(true);
    expect((await t.call(queryShop, { shopId: health.id }, { token: b.token })).body.data!.followed).toBe(false);
    expect((await t.call(queryShop, { shopId: health.id }, { token: 'stale' })).body.data!.followed).toBe(false);
  });

  it('shows a closed shop as closed and never open now; a disabled or unknown shop is 1004; bad input is 1001', async () => {
    await t.db.update(shop).set({ status: 'closed' }).where(eq(shop.id, takeaway.id));
    const closed = (await t.call(queryShop, { shopId: takeaway.id })).body.data!.shop;
    expect(closed).toMatchObject({ status: 'closed', openNow: false });
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, takeaway.id));
    await whileDisabled(takeaway.id, async () => {
      expect((await t.call(queryShop, { shopId: takeaway.id })).body.code).toBe(1004);
    });
    expect((await t.call(queryShop, { shopId: UNKNOWN })).body.code).toBe(1004);
    for (const body of [...BAD_SHOP_IDS, { shopId: 1, sort: 'x' }, { shopId: 1, pageSize: 51 }, { shopId: 1, pageNum: 0 }]) {
      expect((await t.call(queryShop, body)).body.code).toBe(1001);
    }
  });
});

describe('business times', () => {
  it('lists seven days with the shop\'s spans in its zone and says whether it is open now', async () => {
    const spans = await t.db.select().from(shopBusinessTime).where(eq(shopBusinessTime.shopId, takeaway.id));
    const res = (await t.call(queryShopBusinessTimes, { shopId: takeaway.id })).body.data!;
    expect(res.shopId).toBe(takeaway.id);
    expect(['Asia/Shanghai', 'Asia/Tokyo']).toContain(res.timeZone);
    expect(res.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(res.days.flatMap((d) => d.spans)).toHaveLength(spans.length);
    expect(typeof res.openNow).toBe('boolean');
    // A shop with no spans is never open; one open all week always is.
    await t.db.delete(shopBusinessTime).where(eq(shopBusinessTime.shopId, takeaway.id));
    expect((await t.call(queryShopBusinessTimes, { shopId: takeaway.id })).body.data!.openNow).toBe(false);
    await t.db.insert(shopBusinessTime).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ shopId: takeaway.id, weekday, opensAt: 0, closesAt: 1440 })));
    expect((await t.call(queryShopBusinessTimes, { shopId: takeaway.id })).body.data!.openNow).toBe(true);
    expect((await t.call(queryShop, { shopId: takeaway.id })).body.data!.shop.openNow).toBe(true);
    await t.db.delete(shopBusinessTime).where(eq(shopBusinessTime.shopId, takeaway.id));
    await t.db.insert(shopBusinessTime).values(spans.map(({ id: _id, ...s }) => s));
  });

  it('answers 1004 for unknown and disabled shops and 1001 for bad input', async () => {
    expect((await t.call(queryShopBusinessTimes, { shopId: UNKNOWN })).body.code).toBe(1004);
    await whileDisabled(mall.id, async () => expect((await t.call(queryShopBusinessTimes, { shopId: mall.id })).body.code).toBe(1004));
    for (const body of BAD_SHOP_IDS) expect((await t.call(queryShopBusinessTimes, body)).body.code).toBe(1001);
  });
});

describe('shop details, addresses, documents', () => {
  it('answers details with the merchant, the region and the document counts', async () => {
    const [m] = await t.db.select().from(merchant).where(eq(merchant.id, health.merchantId));
    const quals = await t.db.select().from(shopQualification).where(eq(shopQualification.shopId, health.id));
    const certs = await t.db.select().from(merchantCertificate).where(eq(merchantCertificate.merchantId, health.merchantId));
    const res = (await t.call(queryShopDetails, { shopId: health.id }, { lang: 'ja' })).body.data!;
    expect(res).toMatchObject({
      id: health.id,
      name: health.name.ja,
      phone: health.phone,
      address: health.address.ja,
      merchant: { id: m!.id, kind: m!.kind, name: m!.name.ja },
      qualificationCount: quals.length,
      certificateCount: certs.length,
      openedAt: health.createdAt.toISOString(),
    });
    expect(res.region.length).toBeGreaterThan(0);
    expect(res.descScore).toBe(Math.round(health.descScore * 10) / 10);
    expect(quals.length).toBeGreaterThanOrEqual(3);
  });

  it('lists the return desk and pickup points, filtered by kind', async () => {
    const all = (await t.call(queryShopAddress, { shopId: takeaway.id }, { lang: 'en' })).body.data!;
    expect(all.map((a) => a.kind)).toEqual(['pickup', 'return']);
    expect(all[0]!.address).toBe(takeaway.address.en);
    const returns = (await t.call(queryShopAddress, { shopId: takeaway.id, kind: 'return' })).body.data!;
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ kind: 'return', name: 'Returns desk' });
    expect((await t.call(queryShopAddress, { shopId: mall.id, kind: 'pickup' })).body.data).toEqual([]);
    expect((await t.call(queryShopAddress, { shopId: 1, kind: 'home' })).body.code).toBe(1001);
    const own = await t.db.select().from(shopAddress).where(eq(shopAddress.shopId, takeaway.id));
    expect(all.map((a) => a.id).sort()).toEqual(own.map((a) => a.id).sort());
  });

  it('lists qualifications and certificates, the ID number masked, and both together for the certificate page', async () => {
    const quals = (await t.call(queryShopQualification, { shopId: health.id }, { lang: 'zh' })).body.data!;
    expect(quals.map((q) => q.kind)).toEqual(['business_license', 'drug_license', 'medical_device']);
    expect(quals[0]).toMatchObject({ name: '营业执照' });
    expect(quals[0]!.image).toMatch(/^\/media\/art\/certificate\//);
    const certs = (await t.call(queryMerchantCert, { merchantId: health.merchantId })).body.data!;
    expect(certs.merchant.id).toBe(health.merchantId);
    expect(certs.certificates.length).toBeGreaterThan(0);
    const [individual] = await t.db.select().from(merchant).where(eq(merchant.kind, 'individual')).limit(1);
    const idCard = (await t.call(queryMerchantCert, { merchantId: individual!.id })).body.data!.certificates.find((c) => c.kind === 'id_card')!;
    expect(idCard.number).toMatch(/^\d{4}\*+\d{4}$/);
    const both = (await t.call(queryShopMerchantCert, { shopId: health.id }, { lang: 'zh' })).body.data!;
    expect(both).toMatchObject({ shopId: health.id, shopName: health.name.zh, qualifications: quals, certificates: (await t.call(queryMerchantCert, { merchantId: health.merchantId }, { lang: 'zh' })).body.data!.certificates });
  });

  it('answers 1004 for unknown and disabled shops and unknown merchants, 1001 for bad input', async () => {
    for (const e of [queryShopDetails, queryShopAddress, queryShopQualification, queryShopMerchantCert, queryShopMetric]) {
      expect((await t.call(e, { shopId: UNKNOWN })).body.code).toBe(1004);
      await whileDisabled(health.id, async () => expect((await t.call(e, { shopId: health.id })).body.code).toBe(1004));
      for (const body of BAD_SHOP_IDS) expect((await t.call(e, body)).body.code).toBe(1001);
    }
    expect((await t.call(queryMerchantCert, { merchantId: UNKNOWN })).body.code).toBe(1004);
    for (const body of [{}, { merchantId: -1 }, { merchantId: 'a' }, { shopId: 1 }, { merchantId: 1, x: 1 }]) {
      expect((await t.call(queryMerchantCert, body)).body.code).toBe(1001);
    }
    // A merchant whose every shop is disabled shows nothing.
    const own = shops.filter((s) => s.merchantId === takeaway.merchantId);
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.merchantId, takeaway.merchantId));
    expect((await t.call(queryMerchantCert, { merchantId: takeaway.merchantId })).body.code).toBe(1004);
    for (const s of own) await t.db.update(shop).set({ status: s.status }).where(eq(shop.id, s.id));
  });
});

describe('shop metric', () => {
  it('sums the shop\'s goods and reviews exactly and reports its counters', async () => {
    const rows = await t.db.select().from(goods).where(eq(goods.shopId, mall.id));
    const reviews = rows.reduce((n, g) => n + g.reviewCount, 0);
    const good = rows.reduce((n, g) => n + g.goodReviewCount, 0);
    const [fresh] = await t.db.select().from(goods).where(eq(goods.shopId, mall.id)).limit(1);
    await t.db.update(goods).set({ createdAt: new Date() }).where(eq(goods.id, fresh!.id));
    const [s] = await t.db.select().from(shop).where(eq(shop.id, mall.id));
    const res = (await t.call(queryShopMetric, { shopId: mall.id })).body.data!;
    expect(res).toMatchObject({
      shopId: mall.id,
      followerCount: s!.followerCount,
      salesCount: s!.salesCount,
      goodsCount: rows.filter((g) => g.status === 'on_sale').length,
      reviewCount: reviews,
      goodRate: reviews > 0 ? Math.round((good * 100) / reviews) : null,
    });
    expect(res.newGoodsCount).toBeGreaterThanOrEqual(1);
    expect(res.openDays).toBe(Math.floor((Date.now() - s!.createdAt.getTime()) / 86_400_000));
  });
});

describe('shop visits', () => {
  it('records one row per shop and shopper, moving its time, never touching another shopper\'s', async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const first = (await t.call(saveShopBrowse, { shopId: mall.id }, { token: a.token })).body.data!;
    await t.call(saveShopBrowse, { shopId: health.id }, { token: b.token });
    await new Promise((r) => setTimeout(r, 10));
    await Promise.all(Array.from({ length: 5 }, () => t.call(saveShopBrowse, { shopId: mall.id }, { token: a.token })));
    const second = (await t.call(saveShopBrowse, { shopId: mall.id }, { token: a.token })).body.data!;
    expect(second.shopId).toBe(mall.id);
    expect(Date.parse(second.browsedAt)).toBeGreaterThan(Date.parse(first.browsedAt));
    const rowsA = await t.db.select().from(shopBrowseHistory).where(eq(shopBrowseHistory.accountId, a.userId));
    expect(rowsA.map((r) => r.shopId)).toEqual([mall.id]);
    const rowsB = await t.db.select().from(shopBrowseHistory).where(eq(shopBrowseHistory.accountId, b.userId));
    expect(rowsB.map((r) => r.shopId)).toEqual([health.id]);
  });

  it('keeps no history for a visitor, answers 1004 for unknown and disabled shops, 1001 for bad input', async () => {
    // A visitor's visit only counts toward the shop's visitors.
    const before = await t.db.$count(shopBrowseHistory);
    expect((await t.call(saveShopBrowse, { shopId: mall.id })).body.code).toBe(1000);
    expect(await t.db.$count(shopBrowseHistory)).toBe(before);
    expect((await t.call(saveShopBrowse, { shopId: UNKNOWN })).body.code).toBe(1004);
    const u = await createTestUser(t.db);
    expect((await t.call(saveShopBrowse, { shopId: UNKNOWN }, { token: u.token })).body.code).toBe(1004);
    await whileDisabled(mall.id, async () => expect((await t.call(saveShopBrowse, { shopId: mall.id }, { token: u.token })).body.code).toBe(1004));
    for (const body of BAD_SHOP_IDS) expect((await t.call(saveShopBrowse, body, { token: u.token })).body.code).toBe(1001);
    expect(await t.db.select().from(shopBrowseHistory).where(eq(shopBrowseHistory.accountId, u.userId))).toEqual([]);
  });
});

// Keeps the imports honest about what the seed gives: every seeded shop is located.
it('seeds located shops', async () => {
  expect((await t.db.select({ id: shop.id }).from(shop).where(isNotNull(shop.lat))).length).toBe(shops.length);
});
