import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  hidePlatformCategory,
  queryPlatformCategories,
  savePlatformCategory,
  showPlatformCategory,
  type TSavePlatformCategoryRequest,
} from '@mall/contract/catalogue/platform-categories';
import type { TCategoryNode } from '@mall/contract/catalogue/category-fields';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { queryCategoryTree } from '@mall/contract/catalogue/query-category-tree';
import { createTestOperator } from '../../testing/fixtures.ts';
import { expectPlatformOnly, platformOutsiders } from '../../testing/platform-access.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { category, goods } from './catalogue.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const outsiders = await platformOutsiders(t, 'support');

const ICON = '/media/art/category/test.svg';
const form = (over: Partial<TSavePlatformCategoryRequest> = {}): TSavePlatformCategoryRequest => ({
  parentId: null,
  channel: 'mall',
  name: { en: 'Garden', zh: '园艺', ja: 'ガーデン' },
  icon: ICON,
  sort: 5,
  ...over,
});
const save = async (body: unknown, token = support.token) => (await t.call(savePlatformCategory, body, { token })).body;
const created = async (over: Partial<TSavePlatformCategoryRequest> = {}) => {
  const res = await save(form(over));
  expect(res.code, res.message).toBe(1000);
  return res.data!;
};
const shopperTree = async (lang: 'en' | 'zh' | 'ja' = 'en') => (await t.call(queryCategoryTree, { channel: 'mall' }, { lang })).body.data!;
const idsOf = (nodes: TCategoryNode[]): number[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children)]);
const countCategories = async () => (await t.db.select({ n: count() }).from(category))[0]!.n;

/** A leaf category that holds goods, with its level-1 ancestor. */
const [leafWithGoods] = await t.db
  .select({ leaf: goods.categoryId, top: goods.category1Id })
  .from(goods)
  .where(and(isNotNull(goods.categoryId), eq(goods.status, 'on_sale')))
  .limit(1);

describe('who may call', () => {
  it('refuses nobody, a shopper, a merchant and a finance operator; support and admin may', async () => {
    const c = await created();
    const n = await countCategories();
    await expectPlatformOnly(t, outsiders, queryPlatformCategories, {});
    await expectPlatformOnly(t, outsiders, savePlatformCategory, form());
    await expectPlatformOnly(t, outsiders, hidePlatformCategory, { categoryId: c.categoryId });
    await expectPlatformOnly(t, outsiders, showPlatformCategory, { categoryId: c.categoryId });
    expect(await countCategories()).toBe(n);
    expect((await t.db.select().from(category).where(eq(category.id, c.categoryId)))[0]!.enabled).toBe(true);
    expect((await t.call(queryPlatformCategories, {}, { token: admin.token })).body.code).toBe(1000);
    expect((await t.call(hidePlatformCategory, { categoryId: c.categoryId }, { token: admin.token })).body.code).toBe(1000);
  });
});

describe('building the tree', () => {
  it('creates three levels under each other, refuses a fourth (5341) and an unknown parent (1004); the shopper sees it at once in their language', async () => {
    const top = await created({ sort: 0 });
    const mid = await created({ parentId: top.categoryId, name: { en: 'Tools', zh: '工具', ja: '' } });
    const leaf = await created({ parentId: mid.categoryId, name: { en: 'Spades', zh: '铲子', ja: 'スコップ' } });
    expect([top.level, mid.level, leaf.level]).toEqual([1, 2, 3]);
    expect(mid.name).toEqual({ en: 'Tools', zh: '工具', ja: 'Tools' });
    const n = await countCategories();
    expect((await save(form({ parentId: leaf.categoryId }))).code).toBe(5341);
    expect((await save(form({ parentId: 999_999_999 }))).code).toBe(1004);
    expect(await countCategories()).toBe(n);
    const tree = await shopperTree('zh');
    const mine = tree.find((c) => c.id === top.categoryId)!;
    expect(mine.name).toBe('园艺');
    expect(mine.children[0]).toMatchObject({ id: mid.categoryId, name: '工具', children: [{ id: leaf.categoryId, name: '铲子' }] });
    const listed = (await t.call(queryPlatformCategories, { channel: 'mall' }, { token: support.token })).body.data!;
    expect(listed.find((c) => c.categoryId === leaf.categoryId)).toMatchObject({ parentId: mid.categoryId, enabled: true, goodsCount: 0 });
  });

  it('refuses bad input with 1001 and stores nothing', async () => {
    const n = await countCategories();
    for (const over of [
      { name: { en: '', zh: ' ', ja: '' } },
      { name: { en: 'x'.repeat(41), zh: '', ja: '' } },
      { name: { en: 'line\nbreak', zh: '', ja: '' } },
      { name: { en: 'bell\u0007', zh: '', ja: '' } },
      { icon: 'https://elsewhere.example/x.png' },
      { icon: '' },
      { sort: -1 },
      { sort: 10_000 },
      { channel: 'space' as never },
    ]) {
      expect((await save(form(over))).code, JSON.stringify(over)).toBe(1001);
    }
    expect(await countCategories()).toBe(n);
  });

  it('moves an empty category, never under itself or its subtree (5342), never one with goods or children (5343), never too deep (5341)', async () => {
    const a = await created();
    const b = await created();
    const aChild = await created({ parentId: a.categoryId });
    const aGrandchild = await created({ parentId: aChild.categoryId });
    expect((await save({ ...form({ parentId: aChild.categoryId }), categoryId: a.categoryId })).code).toBe(5342);
    expect((await save({ ...form({ parentId: aGrandchild.categoryId }), categoryId: a.categoryId })).code).toBe(5342);
    expect((await save({ ...form({ parentId: aGrandchild.categoryId }), categoryId: aGrandchild.categoryId })).code).toBe(5342);
    expect((await save({ ...form({ parentId: b.categoryId }), categoryId: aChild.categoryId })).code).toBe(5343);
    // An empty level-2 category goes under b; under a level-3 one it would be a fourth level.
    const lone = await created({ parentId: a.categoryId });
    expect((await save({ ...form({ parentId: aGrandchild.categoryId }), categoryId: lone.categoryId })).code).toBe(5341);
    const moved = await save({ ...form({ parentId: b.categoryId, name: { en: 'Moved', zh: '', ja: '' } }), categoryId: lone.categoryId });
    expect(moved.code, moved.message).toBe(1000);
    expect(moved.data).toMatchObject({ parentId: b.categoryId, level: 2, name: { en: 'Moved' } });
    // A leaf with goods keeps its parent; its name may change.
    const [leaf] = await t.db.select().from(category).where(eq(category.id, leafWithGoods!.leaf));
    expect((await save({ ...form({ parentId: b.categoryId }), categoryId: leaf!.id })).code).toBe(5343);
    const renamed = await save({ parentId: leaf!.parentId, name: { en: 'Renamed', zh: '改名', ja: '' }, icon: leaf!.icon, sort: 3, categoryId: leaf!.id });
    expect(renamed.code, renamed.message).toBe(1000);
    expect(renamed.data!.goodsCount).toBeGreaterThan(0);
    expect((await save({ ...form(), categoryId: 999_999_999 })).code).toBe(1004);
  });

  it('two moves at once cannot make a cycle between two categories', async () => {
    const x = await created();
    const y = await created();
    const [one, two] = await Promise.all([
      save({ ...form({ parentId: y.categoryId }), categoryId: x.categoryId }),
      save({ ...form({ parentId: x.categoryId }), categoryId: y.categoryId }),
    ]);
    const codes = [one.code, two.code].sort();
    expect(codes[0]).toBe(1000);
    expect([5342, 5343]).toContain(codes[1]);
  });
});

describe('hiding and showing', () => {
  it('hides a category with goods from the shoppers’ tree and lists (its subtree too), keeps the goods’ category, shows it back', async () => {
    const { leaf, top } = leafWithGoods!;
    const goodsBefore = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.categoryId, leaf));
    expect(idsOf(await shopperTree())).toContain(leaf);
    const hidden = await t.call(hidePlatformCategory, { categoryId: top }, { token: support.token });
    expect(hidden.body.data).toMatchObject({ categoryId: top, enabled: false });
    expect(hidden.body.data!.goodsCount).toBeGreaterThan(0);
    const again = await t.call(hidePlatformCategory, { categoryId: top }, { token: support.token });
    expect(again.body.data).toEqual(hidden.body.data);
    const tree = idsOf(await shopperTree());
    expect(tree).not.toContain(top);
    expect(tree).not.toContain(leaf);
    expect((await t.call(queryCategoryGoods, { categoryId: top })).body.code).toBe(1004);
    expect(await t.db.select({ id: goods.id }).from(goods).where(eq(goods.categoryId, leaf))).toEqual(goodsBefore);
    // The console still lists it, hidden.
    const listed = (await t.call(queryPlatformCategories, {}, { token: support.token })).body.data!;
    expect(listed.find((c) => c.categoryId === top)!.enabled).toBe(false);
    const shown = await t.call(showPlatformCategory, { categoryId: top }, { token: support.token });
    expect(shown.body.data!.enabled).toBe(true);
    expect(idsOf(await shopperTree())).toContain(leaf);
    expect((await t.call(queryCategoryGoods, { categoryId: top })).body.code).toBe(1000);
    expect((await t.call(hidePlatformCategory, { categoryId: 999_999_999 }, { token: support.token })).body.code).toBe(1004);
  });
});
