import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MerchantReviewTab, TMerchantReview } from '@mall/contract/catalogue/review-fields';
import type { TQueryMerchantReviewsResponse } from '@mall/contract/catalogue/query-merchant-reviews';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { textIn } from '../../platform/localized.ts';
import { readShopReviews, type ShopReviewRow } from '../../read-models/shop-reviews.ts';
import { review } from './catalogue.tables.ts';
import { maskNickName } from './review.service.ts';

/** The shop a review belongs to, for the merchant routes' shop check; undefined for an unknown review. */
export async function shopOfReview(db: Db, reviewId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: review.shopId }).from(review).where(eq(review.id, reviewId));
  return row?.shopId;
}

function toMerchantReview({ r, goodsTitle, goodsImage, nickName, skuSpecName }: ShopReviewRow, lang: Lang): TMerchantReview {
  return {
    id: r.id,
    goodsId: r.goodsId,
    goodsTitle: textIn(goodsTitle, lang),
    goodsImage,
    // The merchant reads a reviewer as every reader does: an anonymous review names nobody, to the shop either.
    nickName: r.anonymous ? '***' : maskNickName(nickName),
    rating: r.rating,
    content: r.content,
    images: r.images,
    skuName: skuSpecName ? textIn(skuSpecName, lang) : r.specText,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

const TABS: Record<MerchantReviewTab, SQL | undefined> = {
  unanswered: isNull(review.reply),
  answered: isNotNull(review.reply),
  all: undefined,
};

/** A page of one tab of a shop's reviews, newest first (keyset on created_at and id). */
export async function queryMerchantReviews(
  db: Db,
  shopId: number,
  input: { tab: MerchantReviewTab; pageSize: number; after?: string | undefined },
  lang: Lang,
): Promise<TQueryMerchantReviewsResponse> {
  const after = input.after ? decodeCursor(input.after) : undefined;
  const where = and(TABS[input.tab], after ? sql`(${review.createdAt}, ${review.id}) < (${after.at}::timestamptz, ${after.id}::int)` : undefined);
  const rows = await readShopReviews(db, shopId, where, input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: page.map((row) => toMerchantReview(row, lang)),
    next: rows.length > input.pageSize && last ? encodeCursor(last.sortAt, last.r.id) : null,
  };
}

/**
 * The shop's one reply to a review of its goods: one conditional update (`where reply is null`), so of two replies
 * racing exactly one is stored and the other is told the review was answered (4753).
 */
export async function replyMerchantReview(db: Db, shopId: number, input: { reviewId: number; reply: string }, lang: Lang): Promise<TMerchantReview> {
  const reply = input.reply.replace(/\r\n?/g, '\n');
  const [updated] = await db
    .update(review)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(review.id, input.reviewId), eq(review.shopId, shopId), isNull(review.reply)))
    .returning({ id: review.id });
  const [row] = await readShopReviews(db, shopId, eq(review.id, input.reviewId), 1);
  if (!row) throw notFound();
  if (!updated) throw new AppError('REVIEW_REPLIED');
  return toMerchantReview(row, lang);
}
