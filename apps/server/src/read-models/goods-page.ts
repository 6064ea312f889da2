import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, executeNamed, type Db } from '../platform/database.ts';
import { goods, goodsDetail, goodsFavor, reviewAgree } from '../modules/catalogue/catalogue.tables.ts';
import { shop, shopFollow } from '../modules/shop/shop.tables.ts';

/**
 * Read model: a goods on sale with its detail (catalogue) and its shop's face (shop), and a viewer's own marks on
 * them. Both are named statements built once (a goods page that misses the cache, and every logged-in view).
 */

const goodsPage = builtOnce((q) =>
  q
    .select({ g: goods, d: goodsDetail, s: { id: shop.id, name: shop.name, logo: shop.logo, rating: shop.rating, followerCount: shop.followerCount } })
    .from(goods)
    .innerJoin(goodsDetail, eq(goodsDetail.goodsId, goods.id))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(goods.id, sql.placeholder('goodsId')), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)))
    .prepare('goods_page'),
);

/** A goods on sale with its detail and the shop block of its page; undefined for one off the shelf or unknown. */
export async function readGoodsPage(db: Db, goodsId: number) {
  const [row] = await goodsPage(db).execute({ goodsId });
  return row;
}

/** Whether the viewer favours the goods, follows its shop, and which of the reviews they marked helpful: one round trip. */
export async function readViewerMarks(db: Db, accountId: number, page: { goodsId: number; shopId: number; reviewIds: number[] }) {
  // The review ids as one array parameter, so that the statement's text is the same for any number of them.
  const [row] = await executeNamed<{ favored: boolean; followed: boolean; agreed: number[] }>(
    db,
    'goods_viewer_marks',
    sql`select
      exists (select 1 from ${goodsFavor} where ${goodsFavor.accountId} = ${accountId} and ${goodsFavor.goodsId} = ${page.goodsId}) as favored,
      exists (select 1 from ${shopFollow} where ${shopFollow.accountId} = ${accountId} and ${shopFollow.shopId} = ${page.shopId}) as followed,
      coalesce((select array_agg(${reviewAgree.reviewId}) from ${reviewAgree}
        where ${reviewAgree.accountId} = ${accountId} and ${reviewAgree.reviewId} = any(${sql.param(page.reviewIds)}::int[])), '{}') as agreed`,
  );
  return row!;
}
