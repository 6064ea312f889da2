import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, count, type SQL } from 'drizzle-orm';
import type { BannerPosition, ShortcutPosition } from '@mall/contract/catalogue/catalogue-kinds';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { TBanner, TShortcut } from '@mall/contract/catalogue/home-fields';
import type { TLightningDeal } from '@mall/contract/catalogue/lightning-deal';
import type { TQueryHomeCategoryShortcutResponse } from '@mall/contract/catalogue/query-home-category-shortcut';
import type { TQueryHomeGroupResponse } from '@mall/contract/catalogue/query-home-group';
import type { TQueryHomeGroupShortcutResponse } from '@mall/contract/catalogue/query-home-group-shortcut';
import type { TQueryHomeTopnavResponse } from '@mall/contract/catalogue/query-home-topnav';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { isShopListed } from '../shop/shop.api.ts';
import { category, goods, lightningDeal } from './catalogue.tables.ts';
import { goodsCardColumns, toGoodsCard } from '../../read-models/goods-cards.ts';
import { readShopCards } from '../../read-models/shop-cards.ts';
import { banner, categoryShortcut, homeGroup, homeGroupItem, homeShortcut, homeTopnav } from './home.tables.ts';

// ---- banners ----

/** Enabled and inside its time window now (the database's clock, the same for every instance). */
const bannerLive = and(
  eq(banner.enabled, true),
  or(isNull(banner.startsAt), lte(banner.startsAt, sql`now()`)),
  or(isNull(banner.endsAt), gt(banner.endsAt, sql`now()`)),
);

async function bannersWhere(db: Db, where: SQL | undefined, lang: Lang): Promise<TBanner[]> {
  const rows = await db
    .select()
    .from(banner)
    .where(and(bannerLive, where))
    .orderBy(asc(banner.sort), asc(banner.id));
  return rows.map((b) => ({
    id: b.id,
    position: b.position,
    shopId: b.shopId,
    title: textIn(b.title, lang),
    image: b.image,
    linkType: b.linkType,
    linkTarget: b.linkTarget,
  }));
}

/** The live page banners (not a shop's) of positions, each list in order, keyed by position. */
export async function queryPageBanners(db: Db, positions: BannerPosition[], lang: Lang): Promise<Record<string, TBanner[]>> {
  const rows = await bannersWhere(db, and(isNull(banner.shopId), inArray(banner.position, positions)), lang);
  const out: Record<string, TBanner[]> = Object.fromEntries(positions.map((p) => [p, []]));
  for (const b of rows) out[b.position]!.push(b);
  return out;
}

/** The live banners of a page position, in order. */
export async function queryBanners(db: Db, position: BannerPosition, lang: Lang): Promise<TBanner[]> {
  return bannersWhere(db, and(isNull(banner.shopId), eq(banner.position, position)), lang);
}

/** The live banners of a shop at a position, in order; an unknown or disabled shop is 1004. */
export async function queryShopBanners(db: Db, shopId: number, position: BannerPosition, lang: Lang): Promise<TBanner[]> {
  const [listed, rows] = await Promise.all([isShopListed(db, shopId), bannersWhere(db, and(eq(banner.shopId, shopId), eq(banner.position, position)), lang)]);
  if (!listed) throw notFound();
  return rows;
}

// ---- shortcuts, top navigation, groups ----

const shortcutColumns = {
  id: homeShortcut.id,
  groupId: homeShortcut.groupId,
  title: homeShortcut.title,
  icon: homeShortcut.icon,
  categoryId: homeShortcut.categoryId,
  linkType: homeShortcut.linkType,
  linkTarget: homeShortcut.linkTarget,
};
type ShortcutRow = Omit<TShortcut, 'title'> & { title: Localized; groupId: number | null };
const toShortcut = ({ groupId: _, ...r }: ShortcutRow, lang: Lang): TShortcut => ({ ...r, title: textIn(r.title, lang) });

/** The shortcut grid of a page, in order. */
export async function queryHomeShortcuts(db: Db, position: ShortcutPosition, lang: Lang): Promise<TShortcut[]> {
  const rows = await db
    .select(shortcutColumns)
    .from(homeShortcut)
    .where(and(eq(homeShortcut.position, position), isNull(homeShortcut.groupId), eq(homeShortcut.enabled, true)))
    .orderBy(asc(homeShortcut.sort), asc(homeShortcut.id));
  return rows.map((r) => toShortcut(r, lang));
}

/** The tabs across the top of the home page, in order. */
export async function queryHomeTopnav(db: Db, lang: Lang): Promise<TQueryHomeTopnavResponse> {
  const rows = await db.select().from(homeTopnav).where(eq(homeTopnav.enabled, true)).orderBy(asc(homeTopnav.sort), asc(homeTopnav.id));
  return rows.map((r) => ({ id: r.id, title: textIn(r.title, lang), categoryId: r.categoryId, linkType: r.linkType, linkTarget: r.linkTarget }));
}

/** The category icons of a page, in order; icons of disabled categories are left out. */
export async function queryCategoryShortcuts(db: Db, position: ShortcutPosition, lang: Lang): Promise<TQueryHomeCategoryShortcutResponse> {
  const rows = await db
    .select({ id: categoryShortcut.id, categoryId: categoryShortcut.categoryId, title: categoryShortcut.title, icon: categoryShortcut.icon })
    .from(categoryShortcut)
    .innerJoin(category, eq(category.id, categoryShortcut.categoryId))
    .where(and(eq(categoryShortcut.position, position), eq(categoryShortcut.enabled, true), eq(category.enabled, true)))
    .orderBy(asc(categoryShortcut.sort), asc(categoryShortcut.id));
  return rows.map((r) => ({ ...r, title: textIn(r.title, lang) }));
}

/** The enabled shortcuts of the given groups, in order, grouped by group id. */
async function groupShortcuts(db: Db, groupIds: number[], lang: Lang): Promise<Map<number, TShortcut[]>> {
  const out = new Map<number, TShortcut[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return out;
  const rows = await db
    .select(shortcutColumns)
    .from(homeShortcut)
    .where(and(inArray(homeShortcut.groupId, groupIds), eq(homeShortcut.enabled, true)))
    .orderBy(asc(homeShortcut.sort), asc(homeShortcut.id));
  for (const r of rows) out.get(r.groupId!)?.push(toShortcut(r, lang));
  return out;
}

const groupBase = (g: typeof homeGroup.$inferSelect, lang: Lang) => ({
  id: g.id,
  title: textIn(g.title, lang),
  subtitle: textIn(g.subtitle, lang),
  image: g.image,
  linkType: g.linkType,
  linkTarget: g.linkTarget,
});

/**
 * The blocks of the home page in order, with their entries: goods on sale as cards, shops that are not disabled,
 * and shortcuts. Five queries whatever the number of groups (groups, items, goods, shops, shortcuts).
 */
export async function queryHomeGroups(db: Db, lang: Lang): Promise<TQueryHomeGroupResponse> {
  const groups = await db.select().from(homeGroup).where(eq(homeGroup.enabled, true)).orderBy(asc(homeGroup.sort), asc(homeGroup.id));
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const [items, shortcuts] = await Promise.all([
    db.select().from(homeGroupItem).where(inArray(homeGroupItem.groupId, ids)).orderBy(asc(homeGroupItem.sort), asc(homeGroupItem.id)),
    groupShortcuts(db, groups.filter((g) => g.kind === 'shortcuts').map((g) => g.id), lang),
  ]);
  const goodsIds = [...new Set(items.flatMap((i) => (i.goodsId !== null ? [i.goodsId] : [])))];
  const shopIds = [...new Set(items.flatMap((i) => (i.shopId !== null ? [i.shopId] : [])))];
  const [goodsRows, shops] = await Promise.all([
    goodsIds.length ? db.select(goodsCardColumns).from(goods).where(and(inArray(goods.id, goodsIds), eq(goods.status, 'on_sale'), eq(goods.shopListed, true))) : [],
    readShopCards(db, shopIds, lang),
  ]);
  const cards = new Map(goodsRows.map((r) => [r.id, toGoodsCard(r, lang)]));
  return groups.map((g) => {
    const mine = items.filter((i) => i.groupId === g.id);
    if (g.kind === 'goods') return { ...groupBase(g, lang), kind: 'goods' as const, goods: mine.flatMap((i) => cards.get(i.goodsId!) ?? []) };
    if (g.kind === 'shops') return { ...groupBase(g, lang), kind: 'shops' as const, shops: mine.flatMap((i) => shops.get(i.shopId!) ?? []) };
    return { ...groupBase(g, lang), kind: 'shortcuts' as const, shortcuts: shortcuts.get(g.id) ?? [] };
  });
}

/** The shortcut groups of the home page in order, each with its shortcuts. */
export async function queryHomeGroupShortcuts(db: Db, lang: Lang): Promise<TQueryHomeGroupShortcutResponse> {
  const groups = await db
    .select()
    .from(homeGroup)
    .where(and(eq(homeGroup.enabled, true), eq(homeGroup.kind, 'shortcuts')))
    .orderBy(asc(homeGroup.sort), asc(homeGroup.id));
  const shortcuts = await groupShortcuts(db, groups.map((g) => g.id), lang);
  return groups.map((g) => ({ ...groupBase(g, lang), shortcuts: shortcuts.get(g.id) ?? [] }));
}

// ---- lightning deals and recommendations ----

async function dealsWhere(db: Db, where: SQL, orderBy: SQL[], limit: number, lang: Lang): Promise<TLightningDeal[]> {
  const rows = await db
    .select({ deal: lightningDeal, card: goodsCardColumns })
    .from(lightningDeal)
    .innerJoin(goods, eq(goods.id, lightningDeal.goodsId))
    .where(and(where, eq(goods.status, 'on_sale'), eq(goods.shopListed, true)))
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map(({ deal: d, card }) => ({
    id: d.id,
    goods: toGoodsCard(card, lang),
    skuId: d.skuId,
    dealPrice: d.dealPrice,
    quantity: d.quantity,
    soldQuantity: d.soldQuantity,
    perUserLimit: d.perUserLimit,
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
  }));
}

/**
 * Live deals (started, not ended; sold-out ones stay, marked by soldQuantity = quantity) ending soonest first,
 * and the deals that start next, soonest first. Goods taken off the shelf drop out.
 */
export async function queryLightningDeals(db: Db, limit: number, lang: Lang): Promise<{ live: TLightningDeal[]; upcoming: TLightningDeal[] }> {
  const now = sql`now()`;
  const [live, upcoming] = await Promise.all([
    dealsWhere(db, and(gt(lightningDeal.endsAt, now), lte(lightningDeal.startsAt, now))!, [asc(lightningDeal.endsAt), asc(lightningDeal.sort), asc(lightningDeal.id)], limit, lang),
    dealsWhere(db, gt(lightningDeal.startsAt, now), [asc(lightningDeal.startsAt), asc(lightningDeal.sort), asc(lightningDeal.id)], limit, lang),
  ]);
  return { live, upcoming };
}

/** A page of the goods the platform recommends, lowest rank first. */
export async function queryRecommendGoods(db: Db, input: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<TGoodsCard>> {
  const where = and(isNotNull(goods.recommendRank), eq(goods.status, 'on_sale'), eq(goods.shopListed, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(goodsCardColumns)
      .from(goods)
      .where(where)
      .orderBy(asc(goods.recommendRank), asc(goods.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map((r) => toGoodsCard(r, lang)), total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}
