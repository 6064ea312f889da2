import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ReviewRating, TGoodsReview } from '@mall/contract/catalogue/goods-fields';
import type { TAgreeGoodsReviewResponse } from '@mall/contract/catalogue/agree-goods-review';
import type { TQueryGoodsReviewsResponse } from '@mall/contract/catalogue/query-goods-reviews';
import type { TQueryGoodsReviewStatisticsResponse } from '@mall/contract/catalogue/query-goods-review-statistics';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Lang } from '@mall/contract/platform/languages';
import { textIn } from '../../platform/localized.ts';
import { readLatestReviews, readReviews } from '../../read-models/goods-reviews.ts';
import { goods, review, reviewAgree } from './catalogue.tables.ts';

/** Percent of good reviews, rounded; null while there are none. */
export function goodRateOf(good: number, all: number): number | null {
  return all === 0 ? null : Math.round((good * 100) / all);
}

/** A nick name as other shoppers see it: first and last character kept ("j***n"). */
export function maskNickName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

const RATING_RANGES: Record<ReviewRating, [number, number]> = { good: [4, 5], medium: [3, 3], bad: [1, 2] };

type ReviewRow = Awaited<ReturnType<typeof readReviews>>[number];

function toReview({ r, nickName, avatar, agreed: mine, skuSpecName }: ReviewRow, lang: Lang): TGoodsReview {
  return {
    id: r.id,
    nickName: r.anonymous ? '***' : maskNickName(nickName),
    avatar: r.anonymous ? '' : avatar,
    rating: r.rating,
    content: r.content,
    images: r.images,
    skuName: skuSpecName ? textIn(skuSpecName, lang) : r.specText,
    agreeCount: r.agreeCount,
    agreed: mine,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Reviews matching `where`, newest first, with the caller's helpful marks; one query. */
async function selectReviews(db: Db, where: SQL, accountId: number | undefined, limit: number, offset: number, lang: Lang): Promise<TGoodsReview[]> {
  return (await readReviews(db, where, accountId, limit, offset)).map((row) => toReview(row, lang));
}

/** The two newest visible reviews of a goods as a visitor sees them, for its detail page. */
export async function latestReviews(db: Db, goodsId: number, lang: Lang): Promise<TGoodsReview[]> {
  return (await readLatestReviews(db, goodsId, 2)).map((row) => toReview(row, lang));
}

async function assertGoodsExists(db: Db, goodsId: number): Promise<void> {
  const [found] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!found) throw notFound();
}

/** Visible reviews of a goods, newest first, filtered by rating class or pictures, a page at a time. */
export async function queryGoodsReviews(
  db: Db,
  input: { goodsId: number; rating?: ReviewRating | undefined; withPictures: boolean; pageNum: number; pageSize: number },
  accountId: number | undefined,
  lang: Lang,
): Promise<TQueryGoodsReviewsResponse> {
  await assertGoodsExists(db, input.goodsId);
  const conditions: SQL[] = [eq(review.goodsId, input.goodsId), eq(review.status, 'visible')];
  if (input.rating) {
    const [lo, hi] = RATING_RANGES[input.rating];
    conditions.push(gte(review.rating, lo), lte(review.rating, hi));
  }
  if (input.withPictures) conditions.push(sql`cardinality(${review.images}) > 0`);
  const where = and(...conditions)!;
  const [list, [total]] = await Promise.all([
    selectReviews(db, where, accountId, input.pageSize, (input.pageNum - 1) * input.pageSize, lang),
    db.select({ n: count() }).from(review).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list, total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}

/** How many visible reviews of a goods each filter shows, and the good rate. */
export async function queryGoodsReviewStatistics(db: Db, goodsId: number): Promise<TQueryGoodsReviewStatisticsResponse> {
  await assertGoodsExists(db, goodsId);
  const [row] = await db
    .select({
      all: count(),
      good: sql<number>`count(*) filter (where ${review.rating} >= 4)::int`,
      medium: sql<number>`count(*) filter (where ${review.rating} = 3)::int`,
      bad: sql<number>`count(*) filter (where ${review.rating} <= 2)::int`,
      withPictures: sql<number>`count(*) filter (where cardinality(${review.images}) > 0)::int`,
    })
    .from(review)
    .where(and(eq(review.goodsId, goodsId), eq(review.status, 'visible')));
  const s = row ?? { all: 0, good: 0, medium: 0, bad: 0, withPictures: 0 };
  return { ...s, goodRate: goodRateOf(s.good, s.all) };
}

/**
 * Marks a visible review helpful for the caller. The mark row and the counter change in one transaction, and
 * the counter moves only when the row was really inserted, so repeats and races count once.
 */
export async function agreeGoodsReview(db: Db, accountId: number, reviewId: number): Promise<TAgreeGoodsReviewResponse> {
  return db.transaction(async (tx) => {
    // One statement: the mark is written only for a visible review, and a repeat (or a racing twin) inserts nothing.
    const inserted = await tx.execute(
      sql`insert into ${reviewAgree} (review_id, account_id)
          select ${review.id}, ${accountId}::int from ${review} where ${review.id} = ${reviewId} and ${review.status} = 'visible'
          on conflict do nothing returning review_id`,
    );
    const [row] =
      (inserted.rowCount ?? 0) > 0
        ? await tx
            .update(review)
            .set({ agreeCount: sql`${review.agreeCount} + 1` })
            .where(eq(review.id, reviewId))
            .returning({ agreeCount: review.agreeCount })
        : await tx
            .select({ agreeCount: review.agreeCount })
            .from(review)
            .where(and(eq(review.id, reviewId), eq(review.status, 'visible')));
    if (!row) throw notFound();
    return { reviewId, agreed: true, agreeCount: row.agreeCount };
  });
}

/** Takes back the caller's helpful mark; the counter moves only when a mark was really removed. */
export async function unagreeGoodsReview(db: Db, accountId: number, reviewId: number): Promise<TAgreeGoodsReviewResponse> {
  return db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ id: review.id })
      .from(review)
      .where(and(eq(review.id, reviewId), eq(review.status, 'visible')));
    if (!visible) throw notFound();
    const deleted = await tx
      .delete(reviewAgree)
      .where(and(eq(reviewAgree.reviewId, reviewId), eq(reviewAgree.accountId, accountId)))
      .returning({ reviewId: reviewAgree.reviewId });
    const [row] =
      deleted.length > 0
        ? await tx
            .update(review)
            .set({ agreeCount: sql`${review.agreeCount} - 1` })
            .where(and(eq(review.id, reviewId), sql`${review.agreeCount} > 0`))
            .returning({ agreeCount: review.agreeCount })
        : await tx.select({ agreeCount: review.agreeCount }).from(review).where(eq(review.id, reviewId));
    return { reviewId, agreed: false, agreeCount: row?.agreeCount ?? 0 };
  });
}
