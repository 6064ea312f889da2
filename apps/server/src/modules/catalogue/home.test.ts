import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryActivityBanner } from '@mall/contract/catalogue/query-activity-banner';
import { queryActivityBannerByPosition } from '@mall/contract/catalogue/query-activity-banner-by-position';
import { queryBanner } from '@mall/contract/catalogue/query-banner';
import { queryHomeCategoryShortcut } from '@mall/contract/catalogue/query-home-category-shortcut';
import { queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { queryHomeGroupShortcut } from '@mall/contract/catalogue/query-home-group-shortcut';
import { queryHomeShortcut } from '@mall/contract/catalogue/query-home-shortcut';
import { queryHomeTopnav } from '@mall/contract/catalogue/query-home-topnav';
import { queryLightningDeals } from '@mall/contract/catalogue/query-lightning-deals';
import { queryRecommendGoods } from '@mall/contract/catalogue/query-recommend-goods';
import { queryShopBanner } from '@mall/contract/catalogue/query-shop-banner';
import { queryShopBannerByPosition } from '@mall/contract/catalogue/query-shop-banner-by-position';
import { createTestApp } from '../../testing/test-app.ts';
import { shop } from '../shop/shop.tables.ts';
import { goods, lightningDeal } from './catalogue.tables.ts';
import { banner } from './home.tables.ts';

const t = await createTestApp();
const data = <T>(r: { body: { code: number; data: T | null } }): T => {
  expect(r.body.code).toBe(1000);
  return r.body.data!;
};
const HOUR = 3_600_000;
const text = (s: string) => ({ en: s, zh: `${s}（中）`, ja: `${s}（日）` });

describe('home page calls', () => {
  it('answers the shortcut grids of pages in order, localized', async () => {
    const en = data(await t.call(queryHomeShortcut, {}, { lang: 'en' }));
    const zh = data(await t.call(queryHomeShortcut, { position: 'home' }, { lang: 'zh' }));
    expect(en.map((s) => s.title).slice(0, 2)).toEqual(['Takeaway', 'Pharmacy']);
    expect(zh.map((s) => s.title).slice(0, 2)).toEqual(['外卖', '医药健康']);
    expect(en.find((s) => s.title === 'Digital')).toMatchObject({ linkType: 'category' });
    const health = data(await t.call(queryHomeShortcut, { position: 'health' }, { lang: 'ja' }));
    expect(health[0]!.title).toBe('市販薬');
    expect((await t.call(queryHomeShortcut, { position: 'moon' })).body.code).toBe(1001);
  });

  it('answers the top navigation and the category shortcuts', async () => {
    const nav = data(await t.call(queryHomeTopnav, {}, { lang: 'zh' }));
    expect(nav.length).toBeGreaterThan(0);
    const shortcuts = data(await t.call(queryHomeCategoryShortcut, {}, { lang: 'en' }));
    expect(shortcuts.length).toBeGreaterThan(0);
    expect(shortcuts.every((s) => s.categoryId > 0 && s.icon.length > 0)).toBe(true);
    expect((await t.call(queryHomeTopnav, { x: 1 })).body.code).toBe(1001);
  });

  it('answers the home groups in order with their goods, shops or shortcuts resolved', async () => {
    const groups = data(await t.call(queryHomeGroup, {}, { lang: 'zh' }));
    expect(groups.map((g) => g.kind)).toEqual(['goods', 'shortcuts', 'goods', 'shops', 'goods', 'shortcuts', 'goods']);
    expect(groups[0]!.title).toBe('热销榜单');
    const best = groups[0]!;
    if (best.kind !== 'goods') throw new Error('expected goods');
    expect(best.goods.length).toBe(12);
    const shops = groups.find((g) => g.kind === 'shops');
    expect(shops?.kind === 'shops' && shops.shops.length).toBeGreaterThan(0);
    const panel = groups[1]!;
    expect(panel.kind === 'shortcuts' && panel.shortcuts.map((s) => s.title)).toEqual(['零食', '茶饮冲调', '米面粮油', '宠物主粮']);

    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, best.goods[0]!.id));
    const after = data(await t.call(queryHomeGroup, {}));
    expect(after[0]!.kind === 'goods' && after[0]!.goods.map((g) => g.id)).toEqual(best.goods.slice(1).map((g) => g.id));
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, best.goods[0]!.id));

    const panels = data(await t.call(queryHomeGroupShortcut, {}, { lang: 'en' }));
    expect(panels.map((p) => p.title)).toEqual(['Daily essentials', 'For the family']);
    expect(panels[1]!.shortcuts.map((s) => s.title)).toEqual(['Baby care', 'Toys', 'Kids clothing', 'Books']);
  });
});

describe('banners', () => {
  it('answers only the banners inside their time window, in order', async () => {
    const before = data(await t.call(queryBanner, { position: 'home' }, { lang: 'en' }));
    expect(before[0]!.title).toBe('Spring sale: up to 50% off');
    const now = Date.now();
    await t.db.insert(banner).values([
      { position: 'home', title: text('Expired'), image: '/x.svg', sort: 1, startsAt: new Date(now - 48 * HOUR), endsAt: new Date(now - HOUR) },
      { position: 'home', title: text('Future'), image: '/x.svg', sort: 1, startsAt: new Date(now + HOUR), endsAt: new Date(now + 48 * HOUR) },
      { position: 'home', title: text('Disabled'), image: '/x.svg', sort: 1, enabled: false },
      { position: 'home', title: text('Live now'), image: '/x.svg', sort: 1, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) },
      { position: 'activity', title: text('Open ended'), image: '/x.svg', sort: 1, startsAt: new Date(now - HOUR) },
    ]);
    const after = data(await t.call(queryBanner, { position: 'home' }, { lang: 'ja' }));
    expect(after[0]!.title).toBe('Live now（日）');
    expect(after.slice(1).map((b) => b.id)).toEqual(before.map((b) => b.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((b) => b.title)).not.toContain('Expired（日）');

    const activity = data(await t.call(queryActivityBanner, {}));
    expect(activity[0]!.title).toBe('Open ended');
    expect(activity.every((b) => b.position === 'activity' && b.shopId === null)).toBe(true);

    const byPosition = data(await t.call(queryActivityBannerByPosition, { positions: ['activity', 'score', 'home'] }));
    expect(Object.keys(byPosition).sort()).toEqual(['activity', 'home', 'score']);
    expect(byPosition.activity!.map((b) => b.id)).toEqual(activity.map((b) => b.id));
    expect(byPosition.home).toHaveLength(after.length);
  });

  it('answers a shop\'s banners, and refuses unknown shops and bad positions', async () => {
    const [s] = await t.db.select({ id: shop.id }).from(shop).innerJoin(banner, eq(banner.shopId, shop.id)).limit(1);
    const own = data(await t.call(queryShopBanner, { shopId: s!.id }, { lang: 'zh' }));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((b) => b.shopId === s!.id && b.position === 'shop')).toBe(true);
    await t.db.insert(banner).values({ position: 'shop', shopId: s!.id, title: text('Gone'), image: '/x.svg', sort: 0, endsAt: new Date(Date.now() - HOUR) });
    expect(data(await t.call(queryShopBanner, { shopId: s!.id }))).toHaveLength(own.length);
    expect(data(await t.call(queryShopBannerByPosition, { shopId: s!.id, position: 'shop' })).map((b) => b.id)).toEqual(own.map((b) => b.id));
    expect(data(await t.call(queryShopBannerByPosition, { shopId: s!.id, position: 'home' }))).toEqual([]);
    // A shop's banners never show among the page banners.
    expect(data(await t.call(queryBanner, { position: 'home' })).every((b) => b.shopId === null)).toBe(true);

    expect((await t.call(queryShopBanner, { shopId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryShopBannerByPosition, { shopId: 2_000_000_000 })).body.code).toBe(1004);
    for (const body of [{}, { shopId: 0 }, { shopId: 'x' }]) expect((await t.call(queryShopBanner, body)).body.code).toBe(1001);
    for (const body of [{}, { position: 'shop' }, { position: 'moon' }]) expect((await t.call(queryBanner, body)).body.code).toBe(1001);
    expect((await t.call(queryActivityBannerByPosition, { positions: [] })).body.code).toBe(1001);
  });
});

describe('lightning deals and recommendations', () => {
  it('answers live deals ending soonest first and upcoming ones, never ended ones', async () => {
    const [d] = await t.db.select().from(lightningDeal).limit(1);
    const now = Date.now();
    await t.db.insert(lightningDeal).values([
      { goodsId: d!.goodsId, skuId: d!.skuId, dealPrice: 100, quantity: 10, startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - HOUR) },
      { goodsId: d!.goodsId, skuId: d!.skuId, dealPrice: 101, quantity: 10, soldQuantity: 3, startsAt: new Date(now - HOUR), endsAt: new Date(now + 60_000) },
      { goodsId: d!.goodsId, skuId: d!.skuId, dealPrice: 102, quantity: 10, startsAt: new Date(now + 60_000), endsAt: new Date(now + HOUR) },
    ]);
    const deals = data(await t.call(queryLightningDeals, { limit: 50 }, { lang: 'zh' }));
    expect(deals.live[0]).toMatchObject({ dealPrice: 101, quantity: 10, soldQuantity: 3, goods: { id: d!.goodsId } });
    expect(deals.upcoming[0]).toMatchObject({ dealPrice: 102 });
    expect([...deals.live, ...deals.upcoming].map((x) => x.dealPrice)).not.toContain(100);
    const ends = deals.live.map((x) => Date.parse(x.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(deals.live.every((x) => Date.parse(x.startsAt) <= Date.now() && Date.parse(x.endsAt) > now)).toBe(true);
    expect(deals.upcoming.every((x) => Date.parse(x.startsAt) > now)).toBe(true);
    const [g] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, d!.goodsId));
    expect(deals.live[0]!.goods.title).toBe(g!.title.zh);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from lightning_deal where starts_at <= now() and ends_at > now()`)).rows as [{ n: number }];
    expect(deals.live).toHaveLength(Math.min(n, 50));
    expect(data(await t.call(queryLightningDeals, { limit: 2 })).live).toHaveLength(2);
    for (const body of [{ limit: 0 }, { limit: 51 }, { limit: 1.5 }]) expect((await t.call(queryLightningDeals, body)).body.code).toBe(1001);
  });

  it('pages recommended goods by rank', async () => {
    const ranked = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(isNotNull(goods.recommendRank), eq(goods.status, 'on_sale')))
      .orderBy(asc(goods.recommendRank), asc(goods.id));
    expect(ranked.length).toBeGreaterThan(10);
    const first = data(await t.call(queryRecommendGoods, { pageSize: 10 }, { lang: 'ja' }));
    expect(first).toMatchObject({ total: ranked.length, pageNum: 1, hasMore: true });
    expect(first.list.map((g) => g.id)).toEqual(ranked.slice(0, 10).map((r) => r.id));
    const second = data(await t.call(queryRecommendGoods, { pageSize: 10, pageNum: 2 }));
    expect(second.list.map((g) => g.id)).toEqual(ranked.slice(10, 20).map((r) => r.id));
    for (const body of [{ pageSize: 51 }, { pageNum: 0 }, { pageNum: -2 }, { pageNum: 1.5 }, { pageSize: 'x' }]) {
      expect((await t.call(queryRecommendGoods, body)).body.code).toBe(1001);
    }
    // Not recommended goods never appear.
    const [plain] = await t.db.select({ id: goods.id }).from(goods).where(and(isNull(goods.recommendRank), gt(goods.salesCount, 0))).limit(1);
    expect(first.list.map((g) => g.id)).not.toContain(plain!.id);
  });
});
