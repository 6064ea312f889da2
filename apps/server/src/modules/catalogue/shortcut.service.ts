import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ShortcutPosition } from '@mall/contract/catalogue/catalogue-kinds';
import type { GoodsSort, TCategory } from '@mall/contract/catalogue/category-fields';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { TShortcut } from '@mall/contract/catalogue/home-fields';
import type { TQueryGroupidShortcutResponse } from '@mall/contract/catalogue/query-groupid-shortcut';
import type { TQueryShortcutIdResponse } from '@mall/contract/catalogue/query-shortcut-id';
import type { TLandingCategory, TShopWithGoods } from '@mall/contract/catalogue/shortcut-fields';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readShopsSelling } from '../../read-models/shop-cards.ts';
import { category, goods } from './catalogue.tables.ts';
import { goodsCardColumns, goodsCardPage, toGoodsCard } from '../../read-models/goods-cards.ts';
import { categoryShortcut, homeGroup, homeShortcut } from './home.tables.ts';

/** Which landing: a category's, a page position's category icons, or a shortcut group's (exactly one is set). */
export interface Landing {
  categoryId?: number | undefined;
  position?: ShortcutPosition | undefined;
  groupId?: number | undefined;
}

interface LandingRow {
  id: number;
  name: Localized;
  icon: string;
  level: number;
}

const categoryOrder = [asc(category.sort), asc(category.id)];

/** An enabled home group of kind `shortcuts`, or 1004. */
async function findShortcutGroup(db: Db, groupId: number) {
  const [found] = await db
    .select()
    .from(homeGroup)
    .where(and(eq(homeGroup.id, groupId), eq(homeGroup.enabled, true), eq(homeGroup.kind, 'shortcuts')));
  if (!found) throw notFound();
  return found;
}

/**
 * The categories of a landing, in the landing's order, with the names it gives them. A category's landing lists
 * its enabled children (a leaf lists itself); an unknown or disabled category or group is 1004. Disabled
 * categories are left out, and a category reached by two shortcuts of a group is listed once.
 */
async function landingRows(db: Db, landing: Landing): Promise<LandingRow[]> {
  const columns = { id: category.id, name: category.name, icon: category.icon, level: category.level };
  if (landing.categoryId !== undefined) {
    const id = landing.categoryId;
    const [[self], children] = await Promise.all([
      db.select(columns).from(category).where(and(eq(category.id, id), eq(category.enabled, true))),
      db.select(columns).from(category).where(and(eq(category.parentId, id), eq(category.enabled, true))).orderBy(...categoryOrder),
    ]);
    if (!self) throw notFound();
    return children.length > 0 ? children : [self];
  }
  if (landing.position !== undefined) {
    return db
      .select({ id: category.id, name: categoryShortcut.title, icon: categoryShortcut.icon, level: category.level })
      .from(categoryShortcut)
      .innerJoin(category, eq(category.id, categoryShortcut.categoryId))
      .where(and(eq(categoryShortcut.position, landing.position), eq(categoryShortcut.enabled, true), eq(category.enabled, true)))
      .orderBy(asc(categoryShortcut.sort), asc(categoryShortcut.id));
  }
  if (landing.groupId === undefined) throw notFound();
  await findShortcutGroup(db, landing.groupId);
  const rows = await db
    .select({ id: category.id, name: homeShortcut.title, icon: homeShortcut.icon, level: category.level })
    .from(homeShortcut)
    .innerJoin(category, eq(category.id, homeShortcut.categoryId))
    .where(and(eq(homeShortcut.groupId, landing.groupId), eq(homeShortcut.enabled, true), eq(category.enabled, true)))
    .orderBy(asc(homeShortcut.sort), asc(homeShortcut.id));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/** The categories of a landing (its tabs or icons), in the caller's language. */
export async function queryLandingCategories(db: Db, landing: Landing, lang: Lang): Promise<TLandingCategory[]> {
  const rows = await landingRows(db, landing);
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang) }));
}

/** The goods condition of a category of any level (goods repeat their leaf's ancestors). */
function inCategory(c: { id: number; level: number }): SQL {
  return eq(c.level === 1 ? goods.category1Id : c.level === 2 ? goods.category2Id : goods.categoryId, c.id);
}

/**
 * The goods condition of a landing, narrowed to one of its categories when `subCategoryId` is given (a category
 * that is not one of the landing's is 1004), or null when the landing has no categories at all.
 */
async function landingGoodsWhere(db: Db, landing: Landing, subCategoryId: number | undefined): Promise<SQL | null> {
  const rows = await landingRows(db, landing);
  const chosen = subCategoryId === undefined ? rows : rows.filter((r) => r.id === subCategoryId);
  if (subCategoryId !== undefined && chosen.length === 0) throw notFound();
  if (chosen.length === 0) return null;
  return and(eq(goods.status, 'on_sale'), eq(goods.shopListed, true), chosen.length === 1 ? inCategory(chosen[0]!) : or(...chosen.map(inCategory)))!;
}

const emptyPage = <T>(input: { pageNum: number; pageSize: number }): Page<T> => ({ list: [], total: 0, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: false });


export interface LandingPageInput extends Landing {
  subCategoryId?: number | undefined;
  pageNum: number;
  pageSize: number;
}

/** A page of the goods on sale in a landing's categories, sorted. */
export async function queryLandingGoods(db: Db, input: LandingPageInput & { sort: GoodsSort }, lang: Lang): Promise<Page<TGoodsCard>> {
  const where = await landingGoodsWhere(db, input, input.subCategoryId);
  if (!where) return emptyPage(input);
  return goodsCardPage(db, where, input, lang);
}

async function landingShopPage(db: Db, input: LandingPageInput, lang: Lang): Promise<{ page: Page<TShopCard>; where: SQL | null }> {
  const where = await landingGoodsWhere(db, input, input.subCategoryId);
  if (!where) return { page: emptyPage(input), where };
  return { page: await readShopsSelling(db, where, input, lang), where };
}

/** A page of the shops selling in a landing's categories, best sellers first. */
export async function queryLandingShops(db: Db, input: LandingPageInput, lang: Lang): Promise<Page<TShopCard>> {
  return (await landingShopPage(db, input, lang)).page;
}

/**
 * A page of the landing's shops, each with its `goodsLimit` best-selling goods in the landing's categories: two
 * queries for the goods whatever the page size (the shops, then the goods ranked per shop in one window).
 */
export async function queryLandingShopsWithGoods(db: Db, input: LandingPageInput & { goodsLimit: number }, lang: Lang): Promise<Page<TShopWithGoods>> {
  const { page, where } = await landingShopPage(db, input, lang);
  if (!where || page.list.length === 0) return { ...page, list: [] };
  const ranked = db
    .select({
      ...goodsCardColumns,
      rank: sql<number>`row_number() over (partition by ${goods.shopId} order by ${goods.salesCount} desc, ${goods.id} desc)`.as('rank'),
    })
    .from(goods)
    .where(and(where, inArray(goods.shopId, page.list.map((s) => s.id))))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, input.goodsLimit)).orderBy(asc(ranked.rank));
  const byShop = new Map<number, TGoodsCard[]>(page.list.map((s) => [s.id, []]));
  for (const { rank: _, ...row } of rows) byShop.get(row.shopId)?.push(toGoodsCard(row, lang));
  return { ...page, list: page.list.map((s) => ({ shop: s, goods: byShop.get(s.id) ?? [] })) };
}

const shortcutColumns = {
  id: homeShortcut.id,
  title: homeShortcut.title,
  icon: homeShortcut.icon,
  categoryId: homeShortcut.categoryId,
  linkType: homeShortcut.linkType,
  linkTarget: homeShortcut.linkTarget,
};
type ShortcutRow = Omit<TShortcut, 'title'> & { title: Localized };
const toShortcut = (r: ShortcutRow, lang: Lang): TShortcut => ({ ...r, title: textIn(r.title, lang) });

/**
 * The head of a category's landing: the enabled category, its ancestors (top first) and the enabled shortcut that
 * leads to it, preferring a page grid's over a group's, then the grid's order. An unknown or disabled category, or
 * one under a disabled ancestor, is 1004.
 */
export async function queryShortcutHead(db: Db, categoryId: number, lang: Lang): Promise<TQueryShortcutIdResponse> {
  const columns = { id: category.id, parentId: category.parentId, level: category.level, code: category.code, name: category.name, icon: category.icon, image: category.image, enabled: category.enabled };
  // The category and its ancestors: at most three rows, walked up by a recursive query.
  const chain = await db.execute<{ id: number }>(sql`
    with recursive up(id, parent_id, depth) as (
      select ${category.id}, ${category.parentId}, 0 from ${category} where ${category.id} = ${categoryId}
      union all
      select c.id, c.parent_id, up.depth + 1 from ${category} c join up on c.id = up.parent_id where up.depth < 3
    )
    select id from up order by depth desc`);
  const ids = chain.rows.map((r) => Number(r.id));
  if (ids.length === 0) throw notFound();
  const [rows, [shortcut]] = await Promise.all([
    db.select(columns).from(category).where(inArray(category.id, ids)),
    db
      .select(shortcutColumns)
      .from(homeShortcut)
      .where(and(eq(homeShortcut.categoryId, categoryId), eq(homeShortcut.enabled, true)))
      .orderBy(sql`${homeShortcut.groupId} is not null`, asc(homeShortcut.sort), asc(homeShortcut.id))
      .limit(1),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = ids.map((id) => byId.get(id)!);
  if (path.some((c) => !c.enabled)) throw notFound();
  const toCategory = ({ enabled: _, ...c }: (typeof path)[number]): TCategory => ({ ...c, name: textIn(c.name, lang) });
  return {
    category: toCategory(path[path.length - 1]!),
    ancestors: path.slice(0, -1).map(toCategory),
    shortcut: shortcut ? toShortcut(shortcut, lang) : null,
  };
}

/** One shortcut group of the home page with its enabled shortcuts in order; anything else is 1004. */
export async function queryGroupShortcuts(db: Db, groupId: number, lang: Lang): Promise<TQueryGroupidShortcutResponse> {
  const [group, shortcuts] = await Promise.all([
    findShortcutGroup(db, groupId),
    db
      .select(shortcutColumns)
      .from(homeShortcut)
      .where(and(eq(homeShortcut.groupId, groupId), eq(homeShortcut.enabled, true)))
      .orderBy(asc(homeShortcut.sort), asc(homeShortcut.id)),
  ]);
  return {
    id: group.id,
    title: textIn(group.title, lang),
    subtitle: textIn(group.subtitle, lang),
    image: group.image,
    linkType: group.linkType,
    linkTarget: group.linkTarget,
    shortcuts: shortcuts.map((s) => toShortcut(s, lang)),
  };
}
