import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryGoodsDefaultSku } from '@mall/contract/catalogue/query-goods-default-sku';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryGoodsDetailList } from '@mall/contract/catalogue/query-goods-detail-list';
import { favorGoods } from '@mall/contract/catalogue/favor-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shopFollow } from '../shop/shop.tables.ts';
import { goods, goodsSku } from './catalogue.tables.ts';

const t = await createTestApp();

/** A seeded goods on sale with at least three reviews and two SKUs. */
async function reviewedGoods() {
  const [g] = await t.db
    .select()
    .from(goods)
    .where(and(eq(goods.status, 'on_sale'), gt(goods.reviewCount, 2), sql`(select count(*) from goods_sku s where s.goods_id = ${goods.id}) > 1`))
    .orderBy(desc(goods.reviewCount))
    .limit(1);
  return g!;
}

/** Puts a seeded goods off the shelf, as a merchant would. */
async function offShelfGoods() {
  const [g] = await t.db.select().from(goods).orderBy(goods.id).limit(1).offset(7);
  await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, g!.id));
  return g!;
}

describe('goods detail', () => {
  it('answers a visitor in the T-lang language with SKUs, specs, shop card and review summary', async () => {
    const g = await reviewedGoods();
    const res = await t.call(queryGoodsDetail, { goodsId: g.id }, { lang: 'zh' });
    expect(res.body.code).toBe(1000);
    const d = res.body.data!;
    expect(d).toMatchObject({ id: g.id, title: g.title.zh, priceMin: g.priceMin, priceMax: g.priceMax, marketPrice: g.marketPrice, status: 'on_sale', favored: false });
    expect(d.skus.length).toBeGreaterThan(1);
    expect(d.stock).toBe(d.skus.reduce((n, k) => n + k.stock, 0));
    expect(d.skus.every((k) => Number.isInteger(k.price) && k.price >= g.priceMin && k.price <= g.priceMax)).toBe(true);
    expect(d.skus.find((k) => k.id === d.defaultSkuId)).toBeDefined();
    expect(d.specs.length).toBeGreaterThan(0);
    // Every SKU holds one value of each spec dimension, so the picker can resolve a choice to a SKU.
    for (const k of d.skus) expect(k.specValueIds.every((v, i) => d.specs[i]!.values.some((x) => x.id === v))).toBe(true);
    expect(d.shop).toMatchObject({ id: g.shopId, followed: false });
    expect(d.shop.name).not.toBe('');
    expect(d.reviews.count).toBe(g.reviewCount);
    expect(d.reviews.goodRate).toBe(Math.round((g.goodReviewCount * 100) / g.reviewCount));
    expect(d.reviews.latest).toHaveLength(2);
    expect(d.reviews.latest[0]!.createdAt >= d.reviews.latest[1]!.createdAt).toBe(true);
    expect(d.reviews.latest.every((r) => !r.agreed)).toBe(true);

    const en = (await t.call(queryGoodsDetail, { goodsId: g.id }, { lang: 'en' })).body.data!;
    expect(en.title).toBe(g.title.en);
    expect(en.subtitle).not.toBe(d.subtitle);
  });

  it('shows a logged-in caller their wishlist and follow state', async () => {
    const g = await reviewedGoods();
    const user = await createTestUser(t.db);
    await t.db.insert(shopFollow).values({ accountId: user.userId, shopId: g.shopId });
    expect((await t.call(favorGoods, { goodsId: g.id }, { token: user.token })).body.code).toBe(1000);
    const d = (await t.call(queryGoodsDetail, { goodsId: g.id }, { token: user.token })).body.data!;
    expect(d.favored).toBe(true);
    expect(d.shop.followed).toBe(true);
    // Another user sees neither.
    const other = await createTestUser(t.db);
    const theirs = (await t.call(queryGoodsDetail, { goodsId: g.id }, { token: other.token })).body.data!;
    expect(theirs).toMatchObject({ favored: false, shop: { followed: false } });
    // A stale token still gets the visitor's page.
    expect((await t.call(queryGoodsDetail, { goodsId: g.id }, { token: 'stale' })).body.data!.favored).toBe(false);
  });

  it('answers 1004 for unknown or off-shelf goods and refuses bad input', async () => {
    const off = await offShelfGoods();
    expect((await t.call(queryGoodsDetail, { goodsId: off.id })).body.code).toBe(1004);
    expect((await t.call(queryGoodsDetail, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryGoodsDefaultSku, { goodsId: off.id })).body.code).toBe(1004);
    for (const body of [{}, { goodsId: -1 }, { goodsId: 0 }, { goodsId: 1.5 }, { goodsId: 2 ** 31 }, { goodsId: '1' }, { goodsId: 1, extra: 1 }]) {
      expect((await t.call(queryGoodsDetail, body)).body.code).toBe(1001);
      expect((await t.call(queryGoodsDefaultSku, body)).body.code).toBe(1001);
    }
  });
});

describe('default SKU', () => {
  it('is the default SKU, else the first in stock', async () => {
    const g = await reviewedGoods();
    const [def] = await t.db.select().from(goodsSku).where(and(eq(goodsSku.goodsId, g.id), eq(goodsSku.isDefault, true)));
    expect((await t.call(queryGoodsDefaultSku, { goodsId: g.id })).body.data).toEqual({ skuId: def!.id });
    await t.db.update(goodsSku).set({ isDefault: false }).where(eq(goodsSku.id, def!.id));
    const skus = await t.db.select().from(goodsSku).where(eq(goodsSku.goodsId, g.id)).orderBy(goodsSku.sort, goodsSku.id);
    await t.db.update(goodsSku).set({ stock: 0 }).where(eq(goodsSku.id, skus[0]!.id));
    const firstInStock = skus.slice(1).find((k) => k.stock > 0)!;
    expect((await t.call(queryGoodsDefaultSku, { goodsId: g.id })).body.data).toEqual({ skuId: firstInStock.id });
    await t.db.update(goodsSku).set({ isDefault: true }).where(eq(goodsSku.id, def!.id));
  });
});

describe('goods detail list', () => {
  it('answers cards in the order asked, skipping unknown ids, for visitors and users alike', async () => {
    const rows = await t.db.select().from(goods).where(eq(goods.status, 'on_sale')).orderBy(goods.id).limit(3);
    const ids = [rows[2]!.id, 2_000_000_000, rows[0]!.id, rows[1]!.id, rows[0]!.id];
    const res = await t.call(queryGoodsDetailList, { goodsIds: ids }, { lang: 'ja' });
    expect(res.body.data!.map((c) => c.id)).toEqual([rows[2]!.id, rows[0]!.id, rows[1]!.id]);
    expect(res.body.data![0]).toMatchObject({ title: rows[2]!.title.ja, priceMin: rows[2]!.priceMin, status: 'on_sale', shopId: rows[2]!.shopId });
    const user = await createTestUser(t.db);
    expect((await t.call(queryGoodsDetailList, { goodsIds: ids }, { token: user.token, lang: 'ja' })).body.data).toEqual(res.body.data);
  });

  it('refuses empty, oversized and malformed id lists', async () => {
    for (const body of [{}, { goodsIds: [] }, { goodsIds: Array.from({ length: 51 }, (_, i) => i + 1) }, { goodsIds: [-1] }, { goodsIds: [1.2] }, { goodsIds: [1], x: 1 }]) {
      expect((await t.call(queryGoodsDetailList, body)).body.code).toBe(1001);
    }
    expect((await t.call(queryGoodsDetailList, { goodsIds: Array.from({ length: 50 }, (_, i) => 2_000_000_000 + i) })).body.data).toEqual([]);
  });
});
