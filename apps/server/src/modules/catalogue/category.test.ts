import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryCategory } from '@mall/contract/catalogue/query-category';
import { queryCategoryAttrs } from '@mall/contract/catalogue/query-category-attrs';
import { queryCategoryChild } from '@mall/contract/catalogue/query-category-child';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { queryCategoryGoodsFilter } from '@mall/contract/catalogue/query-category-goods-filter';
import { queryCategoryGoodsFilterBag } from '@mall/contract/catalogue/query-category-goods-filter-bag';
import { queryCategoryIdGoods } from '@mall/contract/catalogue/query-category-id-goods';
import { queryCategoryLevelTwo } from '@mall/contract/catalogue/query-category-level-two';
import { queryCategoryTree } from '@mall/contract/catalogue/query-category-tree';
import { queryCategoryTrendingGoods } from '@mall/contract/catalogue/query-category-trending-goods';
import type { TCategoryNode } from '@mall/contract/catalogue/category-fields';
import { createTestApp } from '../../testing/test-app.ts';
import { category, goods } from './catalogue.tables.ts';

const t = await createTestApp();

async function categoryByCode(code: string) {
  const [c] = await t.db.select().from(category).where(eq(category.code, code));
  if (!c) throw new Error(`no category ${code}`);
  return c;
}
/** A leaf with goods, its family and its top category. */
async function populatedLeaf() {
  const [row] = await t.db
    .select({ leaf: goods.categoryId, n: sql<number>`count(*)::int` })
    .from(goods)
    .where(and(eq(goods.status, 'on_sale'), eq(goods.kind, 'mall')))
    .groupBy(goods.categoryId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const [leaf] = await t.db.select().from(category).where(eq(category.id, row!.leaf));
  return { leaf: leaf!, family: leaf!.parentId!, count: row!.n };
}
const data = <T>(r: { body: { success: boolean; code: number; data: T | null } }): T => {
  expect(r.body.code).toBe(1000);
  return r.body.data!;
};

describe('category tree calls', () => {
  it('lists the top categories of a channel in sort order, in the T-lang language', async () => {
    const en = data(await t.call(queryCategory, {}, { lang: 'en' }));
    const zh = data(await t.call(queryCategory, {}, { lang: 'zh' }));
    expect(en.length).toBeGreaterThan(3);
    expect(en.every((c) => c.level === 1 && c.parentId === null)).toBe(true);
    expect(zh.map((c) => c.id)).toEqual(en.map((c) => c.id));
    const digitalEn = en.find((c) => c.code === 'digital')!;
    const digitalZh = zh.find((c) => c.code === 'digital')!;
    expect(digitalZh.name).not.toBe(digitalEn.name);
    expect(digitalZh.name).toMatch(/[\u4e00-\u9fff]/);
    const rows = await t.db.select({ id: category.id }).from(category).where(and(sql`${category.parentId} is null`, eq(category.channel, 'mall'))).orderBy(category.sort, category.id);
    expect(en.map((c) => c.id)).toEqual(rows.map((r) => r.id));
    const takeaway = data(await t.call(queryCategory, { channel: 'takeaway' }));
    expect(takeaway.map((c) => c.code)).toContain('takeaway');
    expect(takeaway.map((c) => c.code)).not.toContain('digital');
  });

  it('answers the children of a category, and hides a disabled one', async () => {
    const digital = await categoryByCode('digital');
    const children = data(await t.call(queryCategoryChild, { parentId: digital.id }, { lang: 'ja' }));
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.parentId === digital.id && c.level === 2)).toBe(true);
    await t.db.update(category).set({ enabled: false }).where(eq(category.id, children[0]!.id));
    const after = data(await t.call(queryCategoryChild, { parentId: digital.id }));
    expect(after.map((c) => c.id)).toEqual(children.slice(1).map((c) => c.id));
    expect((await t.call(queryCategoryChild, { parentId: children[0]!.id })).body.code).toBe(1004);
    await t.db.update(category).set({ enabled: true }).where(eq(category.id, children[0]!.id));
  });

  it('answers level two with level three under each, and the whole tree', async () => {
    const home = await categoryByCode('home');
    const two = data(await t.call(queryCategoryLevelTwo, { parentId: home.id }, { lang: 'zh' }));
    expect(two.length).toBeGreaterThan(0);
    for (const f of two) {
      expect(f.level).toBe(2);
      expect(f.children.length).toBeGreaterThan(0);
      expect(f.children.every((c) => c.level === 3 && c.parentId === f.id && c.children.length === 0)).toBe(true);
    }
    const tree = data(await t.call(queryCategoryTree, {}));
    const flat = (nodes: TCategoryNode[]): TCategoryNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from category where channel = 'mall' and enabled`)).rows as [{ n: number }];
    expect(flat(tree)).toHaveLength(n);
    expect(tree.every((r) => r.level === 1)).toBe(true);
    expect(tree.find((r) => r.id === home.id)!.children.map((c) => c.id)).toEqual(two.map((c) => c.id));
  });

  it('refuses bad and unknown ids', async () => {
    for (const body of [{}, { parentId: -1 }, { parentId: 1.5 }, { parentId: '1' }, { parentId: 1, extra: 1 }]) {
      expect((await t.call(queryCategoryChild, body)).body.code).toBe(1001);
      expect((await t.call(queryCategoryLevelTwo, body)).body.code).toBe(1001);
    }
    expect((await t.call(queryCategory, { channel: 'moon' })).body.code).toBe(1001);
    expect((await t.call(queryCategoryTree, { channel: 'moon' })).body.code).toBe(1001);
    expect((await t.call(queryCategoryChild, { parentId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryCategoryLevelTwo, { parentId: 2_000_000_000 })).body.code).toBe(1004);
  });
});

describe('category goods', () => {
  it('pages the goods of a category of any level, best sellers first, as localized cards', async () => {
    const { leaf, family, count } = await populatedLeaf();
    const page = data(await t.call(queryCategoryGoods, { categoryId: leaf.id, pageSize: 5 }, { lang: 'ja' }));
    expect(page).toMatchObject({ total: count, pageNum: 1, pageSize: 5, hasMore: count > 5 });
    const card = page.list[0]!;
    expect(Object.keys(card).sort()).toEqual(['favorCount', 'id', 'image', 'marketPrice', 'priceMax', 'priceMin', 'rating', 'reviewCount', 'salesCount', 'shopId', 'status', 'title']);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, card.id));
    expect(card.title).toBe(row!.title.ja);
    expect(card.rating).toBe(row!.reviewCount ? Math.round((row!.ratingTotal * 10) / row!.reviewCount) / 10 : 0);
    const sales = page.list.map((g) => g.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));

    const ofFamily = data(await t.call(queryCategoryIdGoods, { categoryId: family, pageSize: 50 }));
    const [top] = await t.db.select({ id: category.parentId }).from(category).where(eq(category.id, family));
    const ofTop = data(await t.call(queryCategoryGoods, { categoryId: top!.id!, pageSize: 1 }));
    expect(ofFamily.total).toBeGreaterThanOrEqual(count);
    expect(ofTop.total).toBeGreaterThanOrEqual(ofFamily.total);

    const last = data(await t.call(queryCategoryGoods, { categoryId: leaf.id, pageSize: 5, pageNum: Math.ceil(count / 5) }));
    expect(last.hasMore).toBe(false);
    expect(last.list.length).toBe(count - 5 * (Math.ceil(count / 5) - 1));
  });

  it('sorts by price both ways and by newest, and filters by price range and attribute values', async () => {
    const { family } = await populatedLeaf();
    const asc = data(await t.call(queryCategoryGoods, { categoryId: family, sort: 'priceAsc', pageSize: 50 })).list.map((g) => g.priceMin);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = data(await t.call(queryCategoryGoods, { categoryId: family, sort: 'priceDesc', pageSize: 50 })).list.map((g) => g.priceMin);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = data(await t.call(queryCategoryGoods, { categoryId: family, sort: 'newest', pageSize: 50 })).list;
    const created = await t.db.select({ id: goods.id, at: goods.createdAt }).from(goods).where(inArray(goods.id, newest.map((g) => g.id)));
    const at = new Map(created.map((r) => [r.id, r.at.getTime()]));
    const times = newest.map((g) => at.get(g.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const lo = asc[Math.floor(asc.length / 4)]!;
    const hi = asc[Math.floor((asc.length * 3) / 4)]!;
    const ranged = data(await t.call(queryCategoryGoods, { categoryId: family, priceMin: lo, priceMax: hi, pageSize: 50 }));
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.list.every((g) => g.priceMin >= lo && g.priceMin <= hi)).toBe(true);

    const [withAttrs] = await t.db.select({ ids: goods.attrValueIds }).from(goods).where(and(eq(goods.category2Id, family), sql`cardinality(${goods.attrValueIds}) >= 2`)).limit(1);
    const chosen = withAttrs!.ids.slice(0, 2);
    const filtered = data(await t.call(queryCategoryGoods, { categoryId: family, attrValueIds: chosen, pageSize: 50 }));
    expect(filtered.total).toBeGreaterThan(0);
    const rows = await t.db.select({ ids: goods.attrValueIds }).from(goods).where(inArray(goods.id, filtered.list.map((g) => g.id)));
    expect(rows.every((r) => chosen.every((v) => r.ids.includes(v)))).toBe(true);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from goods where category2_id = ${family} and status = 'on_sale' and attr_value_ids @> ${`{${chosen.join(',')}}`}::int[]`)).rows as [{ n: number }];
    expect(filtered.total).toBe(n);
  });

  it('leaves out goods taken off the shelf', async () => {
    const { leaf, count } = await populatedLeaf();
    const first = data(await t.call(queryCategoryGoods, { categoryId: leaf.id, pageSize: 1 })).list[0]!;
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, first.id));
    const after = data(await t.call(queryCategoryGoods, { categoryId: leaf.id, pageSize: 50 }));
    expect(after.total).toBe(count - 1);
    expect(after.list.map((g) => g.id)).not.toContain(first.id);
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, first.id));
  });

  it('refuses hostile paging and filters, and unknown categories', async () => {
    const { leaf } = await populatedLeaf();
    for (const bad of [{ pageSize: 51 }, { pageNum: 0 }, { pageNum: -1 }, { pageNum: 1.5 }, { pageSize: 0 }, { sort: 'random' }, { priceMin: -1 }, { attrValueIds: [0] }, { attrValueIds: Array.from({ length: 21 }, (_, i) => i + 1) }, { extra: true }]) {
      expect((await t.call(queryCategoryGoods, { categoryId: leaf.id, ...bad })).body.code).toBe(1001);
      expect((await t.call(queryCategoryIdGoods, { categoryId: leaf.id, ...bad })).body.code).toBe(1001);
    }
    expect((await t.call(queryCategoryGoods, {})).body.code).toBe(1001);
    expect((await t.call(queryCategoryGoods, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryCategoryTrendingGoods, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryCategoryTrendingGoods, { categoryId: leaf.id, limit: 51 })).body.code).toBe(1001);
  });

  it('answers the trending goods of a category: its best sellers', async () => {
    const { family } = await populatedLeaf();
    const trending = data(await t.call(queryCategoryTrendingGoods, { categoryId: family, limit: 4 }, { lang: 'zh' }));
    const best = data(await t.call(queryCategoryGoods, { categoryId: family, pageSize: 4 }, { lang: 'zh' })).list;
    expect(trending).toEqual(best);
    expect(trending).toHaveLength(4);
  });
});

describe('category filters', () => {
  it('answers the attributes of a category (its family\'s) with their values, localized', async () => {
    const { leaf, family } = await populatedLeaf();
    const ofLeaf = data(await t.call(queryCategoryAttrs, { categoryId: leaf.id }, { lang: 'zh' }));
    const ofFamily = data(await t.call(queryCategoryAttrs, { categoryId: family }, { lang: 'zh' }));
    expect(ofLeaf.length).toBeGreaterThan(0);
    expect(ofLeaf).toEqual(ofFamily);
    expect(ofLeaf.some((a) => a.kind === 'brand')).toBe(true);
    expect(ofLeaf.every((a) => a.values.length > 0)).toBe(true);
    const en = data(await t.call(queryCategoryAttrs, { categoryId: leaf.id }, { lang: 'en' }));
    expect(en.map((a) => a.id)).toEqual(ofLeaf.map((a) => a.id));
    expect((await t.call(queryCategoryAttrs, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryCategoryAttrs, { categoryId: 'x' })).body.code).toBe(1001);
  });

  it('answers the filter: price range and only the values its goods carry', async () => {
    const { leaf } = await populatedLeaf();
    const filter = data(await t.call(queryCategoryGoodsFilter, { categoryId: leaf.id }));
    const prices = await t.db.select({ p: goods.priceMin, ids: goods.attrValueIds }).from(goods).where(and(eq(goods.categoryId, leaf.id), eq(goods.status, 'on_sale')));
    expect(filter.priceMin).toBe(Math.min(...prices.map((p) => p.p)));
    expect(filter.priceMax).toBe(Math.max(...prices.map((p) => p.p)));
    const used = new Set(prices.flatMap((p) => p.ids));
    const values = filter.attrs.flatMap((a) => a.values.map((v) => v.id));
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => used.has(v))).toBe(true);
    expect(new Set(values)).toEqual(used);
    expect((await t.call(queryCategoryGoodsFilter, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('counts per value what the selection would match with that value added', async () => {
    const { leaf, count } = await populatedLeaf();
    const bag = data(await t.call(queryCategoryGoodsFilterBag, { categoryId: leaf.id }));
    expect(bag.total).toBe(count);
    const value = bag.attrs.flatMap((a) => a.values).find((v) => v.count > 0 && v.count < count)!;
    expect(value.selected).toBe(false);
    const narrowed = data(await t.call(queryCategoryGoodsFilterBag, { categoryId: leaf.id, attrValueIds: [value.id] }));
    expect(narrowed.total).toBe(value.count);
    const again = narrowed.attrs.flatMap((a) => a.values).find((v) => v.id === value.id)!;
    expect(again).toMatchObject({ selected: true, count: value.count });
    const list = data(await t.call(queryCategoryGoods, { categoryId: leaf.id, attrValueIds: [value.id] }));
    expect(list.total).toBe(value.count);
    const none = data(await t.call(queryCategoryGoodsFilterBag, { categoryId: leaf.id, priceMin: 2_000_000_000 }));
    expect(none.total).toBe(0);
    expect(none.attrs.flatMap((a) => a.values).every((v) => v.count === 0)).toBe(true);
    expect((await t.call(queryCategoryGoodsFilterBag, { categoryId: leaf.id, pageSize: 10 })).body.code).toBe(1001);
    expect((await t.call(queryCategoryGoodsFilterBag, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
  });
});
