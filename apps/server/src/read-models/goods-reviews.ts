import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Db, type Tx } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { goodsSku, review, reviewAgree } from '../modules/catalogue/catalogue.tables.ts';

/** Read model: reviews of goods (catalogue) with their reviewer's nickname and avatar (account), the viewer's helpful mark and the reviewed SKU's name. */

/** Reviews matching `where` (a condition on `review`) with `agreed` as the viewer's mark, newest first. */
function reviewsWhere(q: Db | Tx, agreed: SQL<boolean>, where: SQL) {
  return (
    q
      .select({ r: review, nickName: account.nickName, avatar: account.avatar, agreed, skuSpecName: goodsSku.specName })
      .from(review)
      .innerJoin(account, eq(account.id, review.accountId))
      // The SKU as bought, named in the reader's language while it exists (its text as written, after).
      .leftJoin(goodsSku, eq(goodsSku.id, review.skuId))
      .where(where)
      .orderBy(desc(review.createdAt), desc(review.id))
  );
}

/** Reviews matching `where` (a condition on `review`), newest first, one query. */
export async function readReviews(db: Db, where: SQL, viewerId: number | undefined, limit: number, offset: number) {
  const agreed =
    viewerId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${reviewAgree} where ${reviewAgree.reviewId} = ${review.id} and ${reviewAgree.accountId} = ${viewerId})`;
  return reviewsWhere(db, agreed, where).limit(limit).offset(offset);
}

/** The newest visible reviews of a goods as a visitor sees them (its page's), a named statement built once. */
const latestVisible = builtOnce((q) =>
  reviewsWhere(q, sql<boolean>`false`, sql`${review.goodsId} = ${sql.placeholder('goodsId')} and ${review.status} = 'visible'`)
    .limit(sql.placeholder('limit'))
    .prepare('goods_latest_reviews'),
);

export function readLatestReviews(db: Db, goodsId: number, limit: number) {
  return latestVisible(db).execute({ goodsId, limit });
}
