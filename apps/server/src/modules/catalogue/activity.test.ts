import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryActivityBanner } from '@mall/contract/catalogue/query-activity-banner';
import { queryActivityPort } from '@mall/contract/catalogue/query-activity-port';
import { queryLightningDeals } from '@mall/contract/catalogue/query-lightning-deals';
import { createTestApp } from '../../testing/test-app.ts';
import { shop } from '../shop/shop.tables.ts';
import { goods, goodsNews } from './catalogue.tables.ts';

const t = await createTestApp();
const data = <T>(r: { body: { code: number; data: T | null } }): T => {
  expect(r.body.code).toBe(1000);
  return r.body.data!;
};

/** Every news id, newest first, as the list orders them. */
async function newsIds() {
  const rows = await t.db.select({ id: goodsNews.id }).from(goodsNews).orderBy(desc(goodsNews.publishedAt), desc(goodsNews.id));
  return rows.map((r) => r.id);
}

describe('the activity page', () => {
  it('answers banners, deals and the first page of news in one call, localized', async () => {
    const port = data(await t.call(queryActivityPort, { pageSize: 5 }, { lang: 'zh' }));
    expect(port.banners).toEqual(data(await t.call(queryActivityBanner, {}, { lang: 'zh' })));
    expect(port.banners!.length).toBeGreaterThan(0);
    expect(port.deals).toEqual(data(await t.call(queryLightningDeals, { limit: 10 }, { lang: 'zh' })));
    const ids = await newsIds();
    expect(port.news).toMatchObject({ total: ids.length, pageNum: 1, pageSize: 5, hasMore: true });
    expect(port.news!.list.map((n) => n.id)).toEqual(ids.slice(0, 5));
    const [row] = await t.db.select().from(goodsNews).where(eq(goodsNews.id, ids[0]!));
    expect(port.news!.list[0]).toMatchObject({ title: row!.title.zh, summary: row!.summary.zh, image: row!.image, publishedAt: row!.publishedAt.toISOString() });
  });

  it('answers only the sections asked for, and pages the news', async () => {
    const ids = await newsIds();
    const second = data(await t.call(queryActivityPort, { sections: ['news'], pageNum: 2, pageSize: 5 }));
    expect(second.banners).toBeNull();
    expect(second.deals).toBeNull();
    expect(second.news!.list.map((n) => n.id)).toEqual(ids.slice(5, 10));
    const dealsOnly = data(await t.call(queryActivityPort, { sections: ['deals'], dealLimit: 2 }));
    expect(dealsOnly.news).toBeNull();
    expect(dealsOnly.deals!.live).toHaveLength(2);
    const last = data(await t.call(queryActivityPort, { sections: ['news'], pageSize: 50, pageNum: 10_000 }));
    expect(last.news).toMatchObject({ list: [], total: ids.length, hasMore: false });
  });

  it('carries the goods and the shop of each news item; stories have a shop and no goods', async () => {
    const all = data(await t.call(queryActivityPort, { sections: ['news'], pageSize: 50 }, { lang: 'ja' })).news!;
    const stories = all.list.filter((n) => n.kind === 'story');
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((n) => n.goods === null && n.shop !== null)).toBe(true);
    const about = all.list.filter((n) => n.kind !== 'story');
    expect(about.every((n) => n.goods !== null && n.shop?.id === n.goods.shopId)).toBe(true);
    const [g] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, about[0]!.goods!.id));
    expect(about[0]!.goods!.title).toBe(g!.title.ja);

    const drops = data(await t.call(queryActivityPort, { sections: ['news'], newsKind: 'price_drop', pageSize: 50 })).news!;
    const dropRows = await t.db.select({ id: goodsNews.id }).from(goodsNews).where(eq(goodsNews.kind, 'price_drop'));
    expect(drops.total).toBe(dropRows.length);
    expect(drops.list.every((n) => n.kind === 'price_drop')).toBe(true);
  });

  it('leaves out news of goods off the shelf and of disabled shops', async () => {
    const before = data(await t.call(queryActivityPort, { sections: ['news'], pageSize: 50 })).news!;
    const [withGoods] = await t.db.select().from(goodsNews).where(isNotNull(goodsNews.goodsId)).orderBy(desc(goodsNews.publishedAt)).limit(1);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, withGoods!.goodsId!));
    const offShelf = data(await t.call(queryActivityPort, { sections: ['news'], pageSize: 50 })).news!;
    expect(offShelf.list.map((n) => n.id)).not.toContain(withGoods!.id);
    expect(offShelf.total).toBe(before.total - before.list.filter((n) => n.goods?.id === withGoods!.goodsId).length);
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, withGoods!.goodsId!));

    const [story] = await t.db.select().from(goodsNews).where(and(isNull(goodsNews.goodsId), isNotNull(goodsNews.shopId))).limit(1);
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, story!.shopId!));
    const disabled = data(await t.call(queryActivityPort, { sections: ['news'], pageSize: 50 })).news!;
    expect(disabled.list.map((n) => n.id)).not.toContain(story!.id);
    expect(disabled.list.every((n) => n.shop?.id !== story!.shopId)).toBe(true);
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, story!.shopId!));
  });

  it('refuses unknown sections, kinds and hostile paging', async () => {
    for (const body of [
      { sections: [] },
      { sections: ['moon'] },
      { sections: 'news' },
      { sections: ['news', 'deals', 'banners', 'news'] },
      { newsKind: 'gossip' },
      { dealLimit: 0 },
      { dealLimit: 51 },
      { pageSize: 51 },
      { pageSize: 0 },
      { pageNum: 0 },
      { pageNum: -3 },
      { pageNum: 1.5 },
      { pageNum: 10_001 },
      { pageNum: '1' },
      { extra: true },
    ]) {
      expect((await t.call(queryActivityPort, body)).body.code, JSON.stringify(body)).toBe(1001);
    }
  });
});
