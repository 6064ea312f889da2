import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../platform/database.ts';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { textIn } from '../platform/localized.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';

/** Read model: goods as list cards (catalogue), the one card every goods list shows (decisions: "One card per kind"). */

/** The columns of `goods` a list card needs; select them with `db.select(goodsCardColumns)`. */
export const goodsCardColumns = {
  id: goods.id,
  shopId: goods.shopId,
  title: goods.title,
  image: goods.image,
  priceMin: goods.priceMin,
  priceMax: goods.priceMax,
  marketPrice: goods.marketPrice,
  salesCount: goods.salesCount,
  reviewCount: goods.reviewCount,
  ratingTotal: goods.ratingTotal,
  favorCount: goods.favorCount,
  status: goods.status,
};

export type GoodsCardRow = { [K in keyof typeof goodsCardColumns]: (typeof goodsCardColumns)[K]['_']['data'] };

/** A row read with `goodsCardColumns` as a card in the caller's language; the rating is the review average to one decimal. */
export function toGoodsCard(row: GoodsCardRow, lang: Lang): TGoodsCard {
  const { ratingTotal, ...rest } = row;
  return { ...rest, title: textIn(row.title, lang), rating: row.reviewCount > 0 ? Math.round((ratingTotal * 10) / row.reviewCount) / 10 : 0 };
}

/** The orders of every goods list; the id breaks ties so that pages never repeat or skip a goods. */
export const GOODS_ORDERS: Record<GoodsSort, SQL[]> = {
  sales: [desc(goods.salesCount), desc(goods.id)],
  priceAsc: [asc(goods.priceMin), asc(goods.id)],
  priceDesc: [desc(goods.priceMin), desc(goods.id)],
  newest: [desc(goods.createdAt), desc(goods.id)],
};

/** How a list gets its total: counted now, or through a cache (category-reads.ts) that may keep it a few seconds. */
export type CountOf = (load: () => Promise<number>) => Promise<number>;
const countNow: CountOf = (load) => load();

/**
 * A page of the goods matching `where` as cards, in one of the list orders, with the total for paging. One row more
 * than the page is read, so whether another page follows is known from the page itself, whatever the total says.
 */
export async function goodsCardPage(
  db: Db,
  where: SQL,
  input: { sort: GoodsSort; pageNum: number; pageSize: number },
  lang: Lang,
  countOf: CountOf = countNow,
): Promise<Page<TGoodsCard>> {
  const skipped = (input.pageNum - 1) * input.pageSize;
  const [rows, counted] = await Promise.all([
    db
      .select(goodsCardColumns)
      .from(goods)
      .where(where)
      .orderBy(...GOODS_ORDERS[input.sort])
      .limit(input.pageSize + 1)
      .offset(skipped),
    countOf(() => db.select({ n: count() }).from(goods).where(where).then(([total]) => total?.n ?? 0)),
  ]);
  const list = rows.slice(0, input.pageSize).map((r) => toGoodsCard(r, lang));
  const hasMore = rows.length > input.pageSize;
  return {
    list,
    // A kept total never says less than the page shows (a page past the end shows nothing and says nothing).
    total: list.length > 0 ? Math.max(counted, skipped + list.length + (hasMore ? 1 : 0)) : counted,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore,
  };
}

/**
 * A page of a shop's goods on sale. The (shop_id, sales_count) index serves the default sort directly; the other
 * sorts read the shop's goods through the same index and sort them (a shop holds hundreds or a few thousand goods).
 */
export function shopGoodsPage(db: Db, shopId: number, input: { sort: GoodsSort; pageNum: number; pageSize: number }, lang: Lang): Promise<Page<TGoodsCard>> {
  return goodsCardPage(db, and(eq(goods.shopId, shopId), eq(goods.status, 'on_sale'), eq(goods.shopListed, true))!, input, lang);
}
