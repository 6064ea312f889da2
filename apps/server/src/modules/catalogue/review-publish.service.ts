import { eq, sql } from 'drizzle-orm';
import type { TPublishGoodsReviewResponse } from '@mall/contract/catalogue/publish-goods-review';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readReviewableLine } from '../../read-models/reviewable-lines.ts';
import { ownsUploads } from '../resource/resource.api.ts';
import { goods, review } from './catalogue.tables.ts';
import { goodsChangesOf } from './goods-changes.ts';
import { selectUserReviews } from './review-user.service.ts';

export interface PublishReviewInput {
  orderItemId: number;
  rating: number;
  content: string;
  images: string[];
  anonymous: boolean;
}

/**
 * Publishes the shopper's review of a line of their received order. The review row and the goods' counters change in
 * one transaction: the row is inserted unless the line has one (review_order_item_key; a racing twin inserts nothing
 * and is told so), and the counters move by one atomic update only when it was. The goods' page is announced as
 * changed, so its cached latest reviews and rating follow at once.
 */
export async function publishGoodsReview(deps: Deps, accountId: number, input: PublishReviewInput, lang: Lang): Promise<TPublishGoodsReviewResponse> {
  // Readers open these pictures: only the shopper's own uploads, never an address of someone else's choosing.
  if (!(await ownsUploads(deps.db, accountId, input.images))) throw new AppError('REVIEW_PHOTO_NOT_YOURS');
  // One kind of line break is stored, whatever the device typed.
  const content = input.content.replace(/\r\n?/g, '\n');
  const published = await deps.db.transaction(async (tx) => {
    const line = await readReviewableLine(tx, accountId, input.orderItemId);
    if (!line) throw notFound();
    if (line.status !== 'completed') throw new AppError('REVIEW_NOT_RECEIVED');
    const [row] = await tx
      .insert(review)
      .values({
        goodsId: line.goodsId,
        skuId: line.skuId,
        shopId: line.shopId,
        accountId,
        orderItemId: line.lineId,
        rating: input.rating,
        content,
        lang,
        images: input.images,
        specText: textIn(line.specName, lang),
        anonymous: input.anonymous,
      })
      .onConflictDoNothing()
      .returning({ id: review.id });
    if (!row) throw new AppError('REVIEW_EXISTS');
    await tx
      .update(goods)
      .set({
        reviewCount: sql`${goods.reviewCount} + 1`,
        ratingTotal: sql`${goods.ratingTotal} + ${input.rating}::int`,
        goodReviewCount: sql`${goods.goodReviewCount} + ${input.rating >= 4 ? 1 : 0}::int`,
      })
      .where(eq(goods.id, line.goodsId));
    return { reviewId: row.id, goodsId: line.goodsId };
  });
  await goodsChangesOf(deps.events).announce(published.goodsId);
  const [view] = await selectUserReviews(deps.db, eq(review.id, published.reviewId), 1, 0, lang);
  return view!;
}
