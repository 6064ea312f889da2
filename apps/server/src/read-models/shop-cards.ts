import { and, asc, count, desc, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: shops as list cards (shop), alone or chosen by the goods they sell (catalogue). Every shop list of
 * the mall shows the same card (decisions: "One card per kind").
 */

/** The columns of `shop` a list card needs; select them with `db.select(shopCardColumns)` and leave disabled shops out. */
export const shopCardColumns = {
  id: shop.id,
  kind: shop.kind,
  name: shop.name,
  intro: shop.intro,
  logo: shop.logo,
  banner: shop.banner,
  rating: shop.rating,
  followerCount: shop.followerCount,
  salesCount: shop.salesCount,
  goodsCount: shop.goodsCount,
  status: shop.status,
};

export type ShopCardRow = { [K in keyof typeof shopCardColumns]: (typeof shopCardColumns)[K]['_']['data'] };

/** A row read with `shopCardColumns` as a card in the caller's language (a disabled shop reads as closed). */
export function toShopCard(row: ShopCardRow, lang: Lang): TShopCard {
  return {
    ...row,
    name: textIn(row.name, lang),
    intro: textIn(row.intro, lang),
    rating: Math.round(row.rating * 10) / 10,
    status: row.status === 'open' ? 'open' : 'closed',
  };
}

/** The cards of shops that are not disabled, by id (in no particular order). */
export async function readShopCards(db: Db, shopIds: readonly number[], lang: Lang): Promise<Map<number, TShopCard>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.select(shopCardColumns).from(shop).where(and(inArray(shop.id, [...shopIds]), ne(shop.status, 'disabled')));
  return new Map(rows.map((r) => [r.id, toShopCard(r, lang)]));
}

/** A page of the shops (not disabled) selling goods that match `goodsWhere` (a condition on `goods`), best sellers first. */
export async function readShopsSelling(db: Db, goodsWhere: SQL, input: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<TShopCard>> {
  const shops = and(ne(shop.status, 'disabled'), inArray(shop.id, sql`(select ${goods.shopId} from ${goods} where ${goodsWhere})`));
  const [rows, [total]] = await Promise.all([
    db
      .select(shopCardColumns)
      .from(shop)
      .where(shops)
      .orderBy(desc(shop.salesCount), asc(shop.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(shop).where(shops),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map((r) => toShopCard(r, lang)), total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}
