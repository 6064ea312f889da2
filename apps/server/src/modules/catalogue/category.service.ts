import { and, arrayContains, asc, count, eq, gte, inArray, isNull, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { GoodsSort, TCategory, TCategoryAttr, TCategoryNode } from '@mall/contract/catalogue/category-fields';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { TQueryCategoryGoodsFilterResponse } from '@mall/contract/catalogue/query-category-goods-filter';
import type { TQueryCategoryGoodsFilterBagResponse } from '@mall/contract/catalogue/query-category-goods-filter-bag';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { category, categoryAttr, categoryAttrValue, goods } from './catalogue.tables.ts';
import { GOODS_ORDERS, goodsCardColumns, goodsCardPage, toGoodsCard } from '../../read-models/goods-cards.ts';
import type { CategoryReads, FoundCategory } from './category-reads.ts';

const categoryColumns = {
  id: category.id,
  parentId: category.parentId,
  level: category.level,
  code: category.code,
  name: category.name,
  icon: category.icon,
  image: category.image,
};
type CategoryRow = Omit<TCategory, 'name'> & { name: Localized };

const order = [asc(category.sort), asc(category.id)];
const toCategory = (r: CategoryRow, lang: Lang): TCategory => ({ ...r, name: textIn(r.name, lang) });

/** An enabled category by id, or 1004 (read afresh; the goods lists read it through CategoryReads). */
async function findCategory(db: Db, id: number): Promise<FoundCategory> {
  const [found] = await db
    .select({ id: category.id, parentId: category.parentId, level: category.level })
    .from(category)
    .where(and(eq(category.id, id), eq(category.enabled, true)));
  if (!found) throw notFound();
  return found;
}

/** Nests categories (parents before children, each level in sort order) under their parents. */
function nest(rows: CategoryRow[], lang: Lang, isRoot: (r: CategoryRow) => boolean): TCategoryNode[] {
  const nodes = new Map<number, TCategoryNode>(rows.map((r) => [r.id, { ...toCategory(r, lang), children: [] }]));
  const roots: TCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (isRoot(r)) roots.push(node);
    else if (r.parentId !== null) nodes.get(r.parentId)?.children.push(node);
  }
  return roots;
}

/** The top categories of a channel, in sort order. */
export async function queryTopCategories(db: Db, channel: ShopKind, lang: Lang): Promise<TCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(category)
    .where(and(isNull(category.parentId), eq(category.channel, channel), eq(category.enabled, true)))
    .orderBy(...order);
  return rows.map((r) => toCategory(r, lang));
}

/** The enabled children of a category, in sort order; an unknown parent is 1004. */
export async function queryChildCategories(db: Db, parentId: number, lang: Lang): Promise<TCategory[]> {
  const [, rows] = await Promise.all([
    findCategory(db, parentId),
    db.select(categoryColumns).from(category).where(and(eq(category.parentId, parentId), eq(category.enabled, true))).orderBy(...order),
  ]);
  return rows.map((r) => toCategory(r, lang));
}

/** The children of a category each with their own children (the two-pane category page). */
export async function queryLevelTwoCategories(db: Db, parentId: number, lang: Lang): Promise<TCategoryNode[]> {
  const children = db.select({ id: category.id }).from(category).where(and(eq(category.parentId, parentId), eq(category.enabled, true)));
  const [, rows] = await Promise.all([
    findCategory(db, parentId),
    db
      .select(categoryColumns)
      .from(category)
      .where(and(eq(category.enabled, true), sql`(${category.parentId} = ${parentId} or ${inArray(category.parentId, children)})`))
      .orderBy(asc(category.level), ...order),
  ]);
  return nest(rows, lang, (r) => r.parentId === parentId);
}

/** The whole enabled tree of a channel; a disabled category hides its subtree. */
export async function queryCategoryTree(db: Db, channel: ShopKind, lang: Lang): Promise<TCategoryNode[]> {
  const rows = await db
    .select(categoryColumns)
    .from(category)
    .where(and(eq(category.channel, channel), eq(category.enabled, true)))
    .orderBy(asc(category.level), ...order);
  return nest(rows, lang, (r) => r.parentId === null);
}

/** The goods condition of a category of any level (goods repeat their leaf's ancestors). */
function inCategory(c: FoundCategory): SQL {
  return eq(c.level === 1 ? goods.category1Id : c.level === 2 ? goods.category2Id : goods.categoryId, c.id);
}

export interface GoodsSelection {
  categoryId: number;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  attrValueIds: number[];
}

/** Goods on sale in the category, within the price range (on the lowest price) and carrying every chosen value. */
function selectionWhere(c: FoundCategory, s: GoodsSelection): SQL {
  const where: SQL[] = [inCategory(c), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)];
  if (s.priceMin !== undefined) where.push(gte(goods.priceMin, s.priceMin));
  if (s.priceMax !== undefined) where.push(lte(goods.priceMin, s.priceMax));
  if (s.attrValueIds.length > 0) where.push(arrayContains(goods.attrValueIds, [...new Set(s.attrValueIds)]));
  return and(...where)!;
}


/** The key of a selection's count: the category and the filters (values in one order), not the sort or the page. */
function selectionKey(s: GoodsSelection): string {
  return `${s.categoryId}|${s.priceMin ?? ''}|${s.priceMax ?? ''}|${[...new Set(s.attrValueIds)].sort((a, b) => a - b).join(',')}`;
}

/**
 * A page of a category's goods as cards, filtered and sorted; an unknown category is 1004. The category and the
 * selection's total come through `reads` (kept for the catalogue's cache time), so a warm list is one statement.
 */
export async function queryCategoryGoods(
  db: Db,
  reads: CategoryReads,
  input: GoodsSelection & { sort: GoodsSort; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<TGoodsCard>> {
  const c = await reads.find(input.categoryId);
  return goodsCardPage(db, selectionWhere(c, input), input, lang, (load) => reads.count(selectionKey(input), load));
}

/** The best-selling goods of a category on sale. */
export async function queryTrendingGoods(db: Db, categoryId: number, limit: number, lang: Lang): Promise<TGoodsCard[]> {
  const c = await findCategory(db, categoryId);
  const rows = await db
    .select(goodsCardColumns)
    .from(goods)
    .where(and(inCategory(c), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)))
    .orderBy(...GOODS_ORDERS.sales)
    .limit(limit);
  return rows.map((r) => toGoodsCard(r, lang));
}

/**
 * The attributes matching `where` with their values (in sort order, grouped per family when several), in `lang`;
 * the category pages' filters and the merchant's goods editor read them.
 */
export async function readAttrs(db: Db | Tx, where: SQL, lang: Lang, byFamily = false): Promise<TCategoryAttr[]> {
  const rows = await db
    .select({
      attrId: categoryAttr.id,
      attrCode: categoryAttr.code,
      attrName: categoryAttr.name,
      kind: categoryAttr.kind,
      id: categoryAttrValue.id,
      code: categoryAttrValue.code,
      name: categoryAttrValue.name,
      swatch: categoryAttrValue.swatch,
    })
    .from(categoryAttr)
    .innerJoin(categoryAttrValue, eq(categoryAttrValue.attrId, categoryAttr.id))
    .where(where)
    .orderBy(...(byFamily ? [asc(categoryAttr.categoryId)] : []), asc(categoryAttr.sort), asc(categoryAttr.id), asc(categoryAttrValue.sort), asc(categoryAttrValue.id));
  const attrs = new Map<number, TCategoryAttr>();
  for (const r of rows) {
    let attr = attrs.get(r.attrId);
    if (!attr) attrs.set(r.attrId, (attr = { id: r.attrId, code: r.attrCode, name: textIn(r.attrName, lang), kind: r.kind, values: [] }));
    attr.values.push({ id: r.id, code: r.code, name: textIn(r.name, lang), swatch: r.swatch });
  }
  return [...attrs.values()];
}

/**
 * Attributes hang on level-2 categories (families): a leaf uses its parent's, a top category its children's.
 * `onlyValues` narrows the values to the given ids.
 */
async function attrsOf(db: Db, c: FoundCategory, lang: Lang, onlyValues?: SQL): Promise<TCategoryAttr[]> {
  const family =
    c.level === 2
      ? eq(categoryAttr.categoryId, c.id)
      : c.level === 3
        ? eq(categoryAttr.categoryId, c.parentId!)
        : inArray(categoryAttr.categoryId, db.select({ id: category.id }).from(category).where(and(eq(category.parentId, c.id), eq(category.enabled, true))));
  return readAttrs(db, and(family, onlyValues)!, lang, true);
}

/** The attributes of a category with all their values. */
export async function queryCategoryAttrs(db: Db, categoryId: number, lang: Lang): Promise<TCategoryAttr[]> {
  return attrsOf(db, await findCategory(db, categoryId), lang);
}

/** The filters of a category page: the price range of its goods and only the attribute values they carry. */
export async function queryCategoryGoodsFilter(db: Db, categoryId: number, lang: Lang): Promise<TQueryCategoryGoodsFilterResponse> {
  const c = await findCategory(db, categoryId);
  const onSale = and(inCategory(c), eq(goods.status, 'on_sale'), eq(goods.shopListed, true));
  const used = sql`${categoryAttrValue.id} in (select unnest(${goods.attrValueIds}) from ${goods} where ${onSale})`;
  const [attrs, [range]] = await Promise.all([
    attrsOf(db, c, lang, used),
    db.select({ lo: min(goods.priceMin), hi: max(goods.priceMin) }).from(goods).where(onSale),
  ]);
  return { priceMin: range?.lo ?? 0, priceMax: range?.hi ?? 0, attrs };
}

/**
 * The filter bag: for a selection, how many goods match (`total`) and for each value how many would match with
 * that value added (a selected value counts the current matches). Values whose count is 0 are kept, so the app
 * can grey them out instead of making the list jump.
 */
export async function queryCategoryGoodsFilterBag(db: Db, s: GoodsSelection, lang: Lang): Promise<TQueryCategoryGoodsFilterBagResponse> {
  const c = await findCategory(db, s.categoryId);
  const where = selectionWhere(c, s);
  const [attrs, counts, [total]] = await Promise.all([
    attrsOf(db, c, lang),
    db.execute<{ v: number; n: number }>(
      sql`select v, count(*)::int as n from ${goods}, unnest(${goods.attrValueIds}) as v where ${where} group by v`,
    ),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  const byValue = new Map(counts.rows.map((r) => [r.v, r.n]));
  const selected = new Set(s.attrValueIds);
  return {
    total: total?.n ?? 0,
    attrs: attrs.map((a) => ({ ...a, values: a.values.map((v) => ({ ...v, count: byValue.get(v.id) ?? 0, selected: selected.has(v.id) })) })),
  };
}
