import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TUserReview } from '@mall/contract/catalogue/review-fields';
import type { TQueryPendingReviewsResponse } from '@mall/contract/catalogue/query-pending-reviews';
import type { TQueryUserReviewsResponse } from '@mall/contract/catalogue/query-user-reviews';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { goodsCardColumns, toGoodsCard } from '../../read-models/goods-cards.ts';
import { readPendingReviewLines } from '../../read-models/reviewable-lines.ts';
import { goods, goodsSku, review } from './catalogue.tables.ts';

/** Reviews matching `where`, newest first, as their writer sees them (with the goods' card); one query. */
export async function selectUserReviews(db: Db, where: SQL, limit: number, offset: number, lang: Lang): Promise<TUserReview[]> {
  const rows = await db
    .select({ r: review, card: goodsCardColumns, skuSpecName: goodsSku.specName })
    .from(review)
    .innerJoin(goods, eq(goods.id, review.goodsId))
    // The SKU as bought, named in the reader's language while it exists (its text as written, after).
    .leftJoin(goodsSku, eq(goodsSku.id, review.skuId))
    .where(where)
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ r, card, skuSpecName }) => ({
    id: r.id,
    orderItemId: r.orderItemId,
    goods: toGoodsCard(card, lang),
    rating: r.rating,
    content: r.content,
    images: r.images,
    skuName: skuSpecName ? textIn(skuSpecName, lang) : r.specText,
    anonymous: r.anonymous,
    agreeCount: r.agreeCount,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The caller's reviews, newest first, a page at a time; narrowed to one review or to the reviews of some order lines. */
export async function queryUserReviews(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; reviewId?: number | undefined; orderItemIds?: number[] | undefined },
  lang: Lang,
): Promise<TQueryUserReviewsResponse> {
  const conditions: SQL[] = [eq(review.accountId, accountId)];
  if (input.reviewId !== undefined) conditions.push(eq(review.id, input.reviewId));
  if (input.orderItemIds !== undefined) conditions.push(inArray(review.orderItemId, input.orderItemIds));
  const where = and(...conditions)!;
  const [list, [total]] = await Promise.all([
    selectUserReviews(db, where, input.pageSize, (input.pageNum - 1) * input.pageSize, lang),
    db.select({ n: count() }).from(review).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list, total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}

/** The lines of the caller's received orders that wait for a review, latest received first, a page at a time. */
export async function queryPendingReviews(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; orderItemId?: number | undefined },
  lang: Lang,
): Promise<TQueryPendingReviewsResponse> {
  const { rows, total } = await readPendingReviewLines(db, accountId, input);
  return {
    list: rows.map((row) => ({
      orderItemId: row.orderItemId,
      orderId: row.orderId,
      orderNo: row.orderNo,
      shopId: row.shopId,
      shopName: textIn(row.shopName, lang),
      goodsId: row.goodsId,
      title: textIn(row.title, lang),
      image: row.image,
      specName: textIn(row.specName, lang),
      quantity: row.quantity,
      receivedAt: row.receivedAt?.toISOString() ?? null,
    })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < total,
  };
}
