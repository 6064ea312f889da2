import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryGroupidShortcut } from '@mall/contract/catalogue/query-groupid-shortcut';
import { queryHomeGroupShortcut } from '@mall/contract/catalogue/query-home-group-shortcut';
import { queryShortcutCategory } from '@mall/contract/catalogue/query-shortcut-category';
import { queryShortcutCategoryGoods } from '@mall/contract/catalogue/query-shortcut-category-goods';
import { queryShortcutCategoryShops } from '@mall/contract/catalogue/query-shortcut-category-shops';
import { queryShortcutCategoryShopsGoods } from '@mall/contract/catalogue/query-shortcut-category-shops-goods';
import { queryShortcutId } from '@mall/contract/catalogue/query-shortcut-id';
import { API_BASE } from '@mall/contract/platform/api';
import { createTestApp } from '../../testing/test-app.ts';
import { shop } from '../shop/shop.tables.ts';
import { category, goods } from './catalogue.tables.ts';
import { categoryShortcut, homeGroup, homeShortcut } from './home.tables.ts';

const t = await createTestApp();
const data = <T>(r: { body: { code: number; data: T | null } }): T => {
  expect(r.body.code).toBe(1000);
  return r.body.data!;
};

async function categoryByCode(code: string) {
  const [c] = await t.db.select().from(category).where(eq(category.code, code));
  if (!c) throw new Error(`no category ${code}`);
  return c;
}

/** The ids of the goods on sale under a goods condition, best sellers first (the default sort). */
async function goodsIdsWhere(where: ReturnType<typeof eq>) {
  const rows = await t.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(where, eq(goods.status, 'on_sale')))
    .orderBy(sql`${goods.salesCount} desc`, sql`${goods.id} desc`);
  return rows.map((r) => r.id);
}

describe('the categories of a landing', () => {
  it('lists a category\'s enabled children in order, localized; a leaf lists itself', async () => {
    const top = await categoryByCode('digital');
    const children = await t.db
      .select({ id: category.id, name: category.name })
      .from(category)
      .where(and(eq(category.parentId, top.id), eq(category.enabled, true)))
      .orderBy(asc(category.sort), asc(category.id));
    const zh = data(await t.call(queryShortcutCategory, { categoryId: top.id }, { lang: 'zh' }));
    expect(zh.map((c) => c.id)).toEqual(children.map((c) => c.id));
    expect(zh.map((c) => c.name)).toEqual(children.map((c) => c.name.zh));
    expect(zh.every((c) => c.level === 2 && c.icon.length > 0)).toBe(true);

    const phones = await categoryByCode('digital.phones');
    const [leaf] = await t.db.select().from(category).where(eq(category.parentId, phones.id)).limit(1);
    expect(data(await t.call(queryShortcutCategory, { categoryId: leaf!.id }, { lang: 'ja' }))).toEqual([
      { id: leaf!.id, name: leaf!.name.ja, icon: leaf!.icon, level: 3 },
    ]);

    // A disabled child drops out; a disabled category itself is unknown.
    await t.db.update(category).set({ enabled: false }).where(eq(category.id, children[0]!.id));
    expect(data(await t.call(queryShortcutCategory, { categoryId: top.id })).map((c) => c.id)).toEqual(children.slice(1).map((c) => c.id));
    expect((await t.call(queryShortcutCategory, { categoryId: children[0]!.id })).body.code).toBe(1004);
    await t.db.update(category).set({ enabled: true }).where(eq(category.id, children[0]!.id));
  });

  it('lists a position\'s category icons (Home living) with their titles', async () => {
    const icons = await t.db
      .select({ categoryId: categoryShortcut.categoryId, title: categoryShortcut.title })
      .from(categoryShortcut)
      .where(eq(categoryShortcut.position, 'homeliving'))
      .orderBy(asc(categoryShortcut.sort), asc(categoryShortcut.id));
    expect(icons.length).toBeGreaterThan(1);
    const en = data(await t.call(queryShortcutCategory, { position: 'homeliving' }, { lang: 'en' }));
    expect(en.map((c) => c.id)).toEqual(icons.map((i) => i.categoryId));
    expect(en.map((c) => c.name)).toEqual(icons.map((i) => i.title.en));
  });

  it('lists a shortcut group\'s categories once each, in the group\'s order', async () => {
    const panels = data(await t.call(queryHomeGroupShortcut, {}, { lang: 'en' }));
    const panel = panels[0]!;
    const list = data(await t.call(queryShortcutCategory, { groupId: panel.id }, { lang: 'en' }));
    expect(list.map((c) => c.name)).toEqual(panel.shortcuts.filter((s) => s.categoryId !== null).map((s) => s.title));
    expect(list.map((c) => c.id)).toEqual(panel.shortcuts.flatMap((s) => (s.categoryId === null ? [] : [s.categoryId])));

    // A second shortcut to the same category does not list it twice.
    const first = panel.shortcuts[0]!;
    await t.db.insert(homeShortcut).values({ position: 'home', groupId: panel.id, categoryId: first.categoryId, title: { en: 'Again', zh: '再', ja: '再' }, icon: first.icon, sort: 999 });
    expect(data(await t.call(queryShortcutCategory, { groupId: panel.id })).map((c) => c.id)).toEqual(list.map((c) => c.id));
  });

  it('refuses requests that name no landing, several, unknown ones or bad values', async () => {
    const top = await categoryByCode('digital');
    for (const body of [
      {},
      { categoryId: top.id, position: 'homeliving' },
      { categoryId: top.id, groupId: 1 },
      { categoryId: 0 },
      { categoryId: -1 },
      { categoryId: 1.5 },
      { categoryId: '1' },
      { categoryId: 2_147_483_648 },
      { position: 'moon' },
      { groupId: null },
      { categoryId: top.id, extra: 1 },
    ]) {
      const res = await t.call(queryShortcutCategory, body);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
    }
    const none = await t.call(queryShortcutCategory, {});
    expect(none.body.message).toContain('categoryId');
    expect((await t.call(queryShortcutCategory, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryShortcutCategory, { groupId: 2_000_000_000 })).body.code).toBe(1004);
    // A goods group is no shortcut group.
    const [goodsGroup] = await t.db.select({ id: homeGroup.id }).from(homeGroup).where(eq(homeGroup.kind, 'goods')).limit(1);
    expect((await t.call(queryShortcutCategory, { groupId: goodsGroup!.id })).body.code).toBe(1004);
  });
});

describe('the goods and shops of a landing', () => {
  it('pages a category landing\'s goods, all its categories or one of them, in every sort', async () => {
    const top = await categoryByCode('digital');
    const all = await goodsIdsWhere(eq(goods.category1Id, top.id));
    const first = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, pageSize: 10 }, { lang: 'zh' }));
    expect(first).toMatchObject({ total: all.length, pageNum: 1, pageSize: 10, hasMore: true });
    expect(first.list.map((g) => g.id)).toEqual(all.slice(0, 10));
    const second = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, pageSize: 10, pageNum: 2 }));
    expect(second.list.map((g) => g.id)).toEqual(all.slice(10, 20));

    const phones = await categoryByCode('digital.phones');
    const ofPhones = await goodsIdsWhere(eq(goods.category2Id, phones.id));
    const narrowed = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, subCategoryId: phones.id, pageSize: 50 }));
    expect(narrowed.list.map((g) => g.id)).toEqual(ofPhones.slice(0, 50));
    expect(narrowed.total).toBe(ofPhones.length);

    const asc = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, sort: 'priceAsc', pageSize: 50 })).list.map((g) => g.priceMin);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, sort: 'priceDesc', pageSize: 50 })).list.map((g) => g.priceMin);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, sort: 'newest', pageSize: 5 }));
    expect(newest.total).toBe(all.length);

    // Past the end: an empty page that says so.
    const beyond = data(await t.call(queryShortcutCategoryGoods, { categoryId: top.id, pageSize: 50, pageNum: 10_000 }));
    expect(beyond).toMatchObject({ list: [], total: all.length, hasMore: false });
  });

  it('pages a position\'s and a group\'s goods across their categories, and leaves off-shelf goods out', async () => {
    const icons = await t.db.select({ id: categoryShortcut.categoryId }).from(categoryShortcut).where(eq(categoryShortcut.position, 'homeliving'));
    const families = await t.db.select({ id: category.id, level: category.level }).from(category).where(inArray(category.id, icons.map((i) => i.id)));
    expect(families.every((f) => f.level === 2)).toBe(true);
    const all = await goodsIdsWhere(inArray(goods.category2Id, families.map((f) => f.id)));
    const page = data(await t.call(queryShortcutCategoryGoods, { position: 'homeliving', pageSize: 20 }));
    expect(page.total).toBe(all.length);
    expect(page.list.map((g) => g.id)).toEqual(all.slice(0, 20));

    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, all[0]!));
    const after = data(await t.call(queryShortcutCategoryGoods, { position: 'homeliving', pageSize: 20 }));
    expect(after.total).toBe(all.length - 1);
    expect(after.list[0]!.id).toBe(all[1]);
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, all[0]!));

    const panel = data(await t.call(queryHomeGroupShortcut, {}))[0]!;
    const cats = await t.db
      .select({ id: category.id, level: category.level })
      .from(category)
      .where(inArray(category.id, panel.shortcuts.flatMap((s) => (s.categoryId === null ? [] : [s.categoryId]))));
    const ofGroup = await goodsIdsWhere(
      or(...cats.map((c) => eq(c.level === 1 ? goods.category1Id : c.level === 2 ? goods.category2Id : goods.categoryId, c.id)))!,
    );
    const groupPage = data(await t.call(queryShortcutCategoryGoods, { groupId: panel.id, pageSize: 30 }));
    expect(groupPage.total).toBe(ofGroup.length);
    expect(groupPage.list.map((g) => g.id)).toEqual(ofGroup.slice(0, 30));
  });

  it('refuses a sub-category outside the landing, hostile paging and unknown landings', async () => {
    const top = await categoryByCode('digital');
    const other = await categoryByCode('home');
    expect((await t.call(queryShortcutCategoryGoods, { categoryId: top.id, subCategoryId: other.id })).body.code).toBe(1004);
    expect((await t.call(queryShortcutCategoryShops, { categoryId: top.id, subCategoryId: other.id })).body.code).toBe(1004);
    expect((await t.call(queryShortcutCategoryShopsGoods, { categoryId: top.id, subCategoryId: top.id })).body.code).toBe(1004);
    for (const endpoint of [queryShortcutCategoryGoods, queryShortcutCategoryShops, queryShortcutCategoryShopsGoods]) {
      for (const bad of [{ pageSize: 51 }, { pageSize: 0 }, { pageNum: 0 }, { pageNum: -1 }, { pageNum: 1.5 }, { pageNum: 10_001 }, { pageNum: '2' }, { subCategoryId: 0 }, { extra: true }]) {
        expect((await t.call(endpoint, { categoryId: top.id, ...bad })).body.code, `${endpoint.path} ${JSON.stringify(bad)}`).toBe(1001);
      }
      expect((await t.call(endpoint, {})).body.code).toBe(1001);
      expect((await t.call(endpoint, { categoryId: 2_000_000_000 })).body.code).toBe(1004);
      expect((await t.call(endpoint, { groupId: 2_000_000_000 })).body.code).toBe(1004);
    }
    expect((await t.call(queryShortcutCategoryGoods, { categoryId: top.id, sort: 'random' })).body.code).toBe(1001);
    for (const goodsLimit of [0, 11, 2.5]) expect((await t.call(queryShortcutCategoryShopsGoods, { categoryId: top.id, goodsLimit })).body.code).toBe(1001);
  });

  it('pages the shops selling in a landing, best sellers first, and leaves disabled shops out', async () => {
    // The top category sold by the most shops.
    const [widest] = await t.db
      .select({ id: goods.category1Id })
      .from(goods)
      .groupBy(goods.category1Id)
      .orderBy(sql`count(distinct ${goods.shopId}) desc`)
      .limit(1);
    const top = { id: widest!.id };
    const expected = await t.db
      .select({ id: shop.id })
      .from(shop)
      .where(and(sql`${shop.status} <> 'disabled'`, inArray(shop.id, t.db.select({ id: goods.shopId }).from(goods).where(and(eq(goods.category1Id, top.id), eq(goods.status, 'on_sale'))))))
      .orderBy(sql`${shop.salesCount} desc`, asc(shop.id));
    expect(expected.length).toBeGreaterThan(1);
    const page = data(await t.call(queryShortcutCategoryShops, { categoryId: top.id, pageSize: 50 }, { lang: 'ja' }));
    expect(page.list.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    expect(page).toMatchObject({ total: expected.length, hasMore: false });
    const [row] = await t.db.select({ name: shop.name }).from(shop).where(eq(shop.id, expected[0]!.id));
    expect(page.list[0]!.name).toBe(row!.name.ja);
    const one = data(await t.call(queryShortcutCategoryShops, { categoryId: top.id, pageSize: 1, pageNum: 2 }));
    expect(one.list.map((s) => s.id)).toEqual([expected[1]!.id]);
    expect(one.hasMore).toBe(expected.length > 2);

    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, expected[0]!.id));
    const after = data(await t.call(queryShortcutCategoryShops, { categoryId: top.id, pageSize: 50 }));
    expect(after.list.map((s) => s.id)).toEqual(expected.slice(1).map((s) => s.id));
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, expected[0]!.id));
  });

  it('answers each shop with its best-selling goods in the landing', async () => {
    const top = await categoryByCode('digital');
    const phones = await categoryByCode('digital.phones');
    const page = data(await t.call(queryShortcutCategoryShopsGoods, { categoryId: top.id, subCategoryId: phones.id, pageSize: 5, goodsLimit: 2 }, { lang: 'zh' }));
    expect(page.list.length).toBeGreaterThan(0);
    const shopsOnly = data(await t.call(queryShortcutCategoryShops, { categoryId: top.id, subCategoryId: phones.id, pageSize: 5 }));
    expect(page.list.map((e) => e.shop.id)).toEqual(shopsOnly.list.map((s) => s.id));
    expect(page.total).toBe(shopsOnly.total);
    for (const entry of page.list) {
      const best = await goodsIdsWhere(and(eq(goods.shopId, entry.shop.id), eq(goods.category2Id, phones.id))!);
      expect(entry.goods.map((g) => g.id)).toEqual(best.slice(0, 2));
      expect(entry.goods.every((g) => g.shopId === entry.shop.id)).toBe(true);
    }
    const defaults = data(await t.call(queryShortcutCategoryShopsGoods, { categoryId: top.id, pageSize: 1 }));
    expect(defaults.list[0]!.goods.length).toBeLessThanOrEqual(3);
    expect(defaults.list[0]!.goods.length).toBeGreaterThan(0);
  });

  it('answers empty pages for a landing without categories', async () => {
    await t.db.update(categoryShortcut).set({ enabled: false }).where(eq(categoryShortcut.position, 'takeaway'));
    expect(data(await t.call(queryShortcutCategory, { position: 'takeaway' }))).toEqual([]);
    expect(data(await t.call(queryShortcutCategoryGoods, { position: 'takeaway' }))).toMatchObject({ list: [], total: 0, hasMore: false });
    expect(data(await t.call(queryShortcutCategoryShopsGoods, { position: 'takeaway' }))).toMatchObject({ list: [], total: 0, hasMore: false });
    await t.db.update(categoryShortcut).set({ enabled: true }).where(eq(categoryShortcut.position, 'takeaway'));
  });
});

describe('the head of a category landing and the shortcut groups', () => {
  it('answers the category, its ancestors and the shortcut that leads to it', async () => {
    const top = await categoryByCode('digital');
    const head = data(await t.call(queryShortcutId, {}, { params: { categoryId: top.id }, lang: 'en' }));
    expect(head.category).toMatchObject({ id: top.id, level: 1, name: top.name.en, image: top.image });
    expect(head.ancestors).toEqual([]);
    expect(head.shortcut).toMatchObject({ title: 'Digital', categoryId: top.id, linkType: 'category' });

    const phones = await categoryByCode('digital.phones');
    const [leaf] = await t.db.select().from(category).where(eq(category.parentId, phones.id)).limit(1);
    const deep = data(await t.call(queryShortcutId, {}, { params: { categoryId: leaf!.id }, lang: 'zh' }));
    expect(deep.category.name).toBe(leaf!.name.zh);
    expect(deep.ancestors.map((c) => c.id)).toEqual([top.id, phones.id]);
    expect(deep.ancestors[0]!.name).toBe(top.name.zh);
    expect(deep.shortcut).toBeNull();

    // A page grid's shortcut is preferred over a group's.
    const [grouped] = await t.db.select().from(homeShortcut).where(and(isNotNull(homeShortcut.groupId), isNotNull(homeShortcut.categoryId))).limit(1);
    const viaGroup = data(await t.call(queryShortcutId, {}, { params: { categoryId: grouped!.categoryId! } }));
    expect(viaGroup.shortcut?.id).toBe(grouped!.id);
  });

  it('refuses unknown, disabled and malformed category ids', async () => {
    expect((await t.call(queryShortcutId, {}, { params: { categoryId: 2_000_000_000 } })).body.code).toBe(1004);
    for (const bad of ['0', '-1', 'x', '1.5', '0x10', '1e3', '99999999999', '%20']) {
      expect((await t.call(queryShortcutId, {}, { params: { categoryId: bad } })).body.code, bad).toBe(1001);
    }
    const top = await categoryByCode('home');
    expect((await t.call(queryShortcutId, { extra: 1 }, { params: { categoryId: top.id } })).body.code).toBe(1001);
    const [child] = await t.db.select().from(category).where(eq(category.parentId, top.id)).limit(1);
    await t.db.update(category).set({ enabled: false }).where(eq(category.id, top.id));
    // Under a disabled top category, a child is unknown too.
    expect((await t.call(queryShortcutId, {}, { params: { categoryId: child!.id } })).body.code).toBe(1004);
    expect((await t.call(queryShortcutId, {}, { params: { categoryId: top.id } })).body.code).toBe(1004);
    await t.db.update(category).set({ enabled: true }).where(eq(category.id, top.id));
    const raw = await t.raw({ path: `${API_BASE}/mall/query/shortcut/id/`, payload: '{}' });
    expect([1001, 1009]).toContain(raw.body.code);
  });

  it('answers one shortcut group with its shortcuts, and refuses anything else', async () => {
    const panels = data(await t.call(queryHomeGroupShortcut, {}, { lang: 'ja' }));
    const one = data(await t.call(queryGroupidShortcut, { groupId: panels[1]!.id }, { lang: 'ja' }));
    expect(one).toEqual(panels[1]);
    const [goodsGroup] = await t.db.select({ id: homeGroup.id }).from(homeGroup).where(eq(homeGroup.kind, 'goods')).limit(1);
    expect((await t.call(queryGroupidShortcut, { groupId: goodsGroup!.id })).body.code).toBe(1004);
    expect((await t.call(queryGroupidShortcut, { groupId: 2_000_000_000 })).body.code).toBe(1004);
    for (const body of [{}, { groupId: 0 }, { groupId: 'x' }, { groupId: 1.5 }, { groupId: 1, extra: 1 }]) {
      expect((await t.call(queryGroupidShortcut, body)).body.code).toBe(1001);
    }
    await t.db.update(homeGroup).set({ enabled: false }).where(eq(homeGroup.id, panels[1]!.id));
    expect((await t.call(queryGroupidShortcut, { groupId: panels[1]!.id })).body.code).toBe(1004);
    expect((await t.call(queryShortcutCategory, { groupId: panels[1]!.id })).body.code).toBe(1004);
    await t.db.update(homeGroup).set({ enabled: true }).where(eq(homeGroup.id, panels[1]!.id));
  });
});
