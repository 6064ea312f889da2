import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { goods, goodsSku, review } from '../modules/catalogue/catalogue.tables.ts';

/**
 * Read model: a shop's reviews (catalogue) as its merchant reads them, with each reviewer's nickname (account), the
 * goods reviewed and the SKU bought. A shop's reviews are found through its goods (goods_shop_idx, then
 * review_goods_idx per goods), so a page costs the shop's own reviews, never a walk of every review.
 */

/** Reviews of the shop matching `where` (a condition on `review`), newest first, at most `limit`. */
export async function readShopReviews(db: Db, shopId: number, where: SQL | undefined, limit: number) {
  const ofShop = and(
    eq(review.shopId, shopId),
    inArray(review.goodsId, db.select({ id: goods.id }).from(goods).where(eq(goods.shopId, shopId))),
    where,
  );
  return db
    .select({
      r: review,
      goodsTitle: goods.title,
      goodsImage: goods.image,
      nickName: account.nickName,
      skuSpecName: goodsSku.specName,
      sortAt: sql<string>`${review.createdAt}::text`,
    })
    .from(review)
    .innerJoin(goods, eq(goods.id, review.goodsId))
    .innerJoin(account, eq(account.id, review.accountId))
    .leftJoin(goodsSku, eq(goodsSku.id, review.skuId))
    .where(ofShop)
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit);
}

export type ShopReviewRow = Awaited<ReturnType<typeof readShopReviews>>[number];
