import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TFollowShopResponse } from '@mall/contract/shop/follow-shop';
import type { TQueryCurrentUserFollowResponse } from '@mall/contract/shop/query-current-user-follow';
import type { TQueryFollowShopsResponse } from '@mall/contract/shop/query-follow-shops';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { shopCardColumns, toShopCard } from '../../read-models/shop-cards.ts';
import { shop, shopFollow } from './shop.tables.ts';

/**
 * Following a shop. The follow row and the shop's `followerCount` change in one transaction, and the counter
 * moves only when a row was really inserted or deleted, by an atomic `update … set n = n ± 1`; so any number of
 * concurrent follows and unfollows by any number of shoppers leaves the counter equal to the rows.
 */

/** The follower count of a shop; disabled shops count as unknown unless `anyStatus`. */
async function followerCountOf(tx: Tx | Db, shopId: number, anyStatus: boolean): Promise<number> {
  const [row] = await tx
    .select({ followerCount: shop.followerCount })
    .from(shop)
    .where(anyStatus ? eq(shop.id, shopId) : and(eq(shop.id, shopId), ne(shop.status, 'disabled')));
  if (!row) throw notFound();
  return row.followerCount;
}

/** The caller follows a shop that is not disabled; a repeat changes nothing. */
export async function followShop(db: Db, accountId: number, shopId: number): Promise<TFollowShopResponse> {
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(
      sql`insert into ${shopFollow} (account_id, shop_id)
          select ${accountId}::int, ${shop.id} from ${shop} where ${shop.id} = ${shopId} and ${shop.status} <> 'disabled'
          on conflict do nothing returning shop_id`,
    );
    if (inserted.rows.length > 0) {
      const [row] = await tx
        .update(shop)
        .set({ followerCount: sql`${shop.followerCount} + 1` })
        .where(eq(shop.id, shopId))
        .returning({ followerCount: shop.followerCount });
      return { shopId, followed: true, followerCount: row!.followerCount };
    }
    return { shopId, followed: true, followerCount: await followerCountOf(tx, shopId, false) };
  });
}

/** The caller stops following a shop (of any status, so a disabled shop can still be let go); a repeat changes nothing. */
export async function unfollowShop(db: Db, accountId: number, shopId: number): Promise<TFollowShopResponse> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(shopFollow)
      .where(and(eq(shopFollow.accountId, accountId), eq(shopFollow.shopId, shopId)))
      .returning({ shopId: shopFollow.shopId });
    if (deleted.length > 0) {
      const [row] = await tx
        .update(shop)
        .set({ followerCount: sql`greatest(${shop.followerCount} - 1, 0)` })
        .where(eq(shop.id, shopId))
        .returning({ followerCount: shop.followerCount });
      return { shopId, followed: false, followerCount: row!.followerCount };
    }
    return { shopId, followed: false, followerCount: await followerCountOf(tx, shopId, true) };
  });
}

/** Whether the caller (undefined for a visitor) follows the shop. */
export async function isFollowing(db: Db | Tx, accountId: number | undefined, shopId: number): Promise<boolean> {
  if (accountId === undefined) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(shopFollow)
    .where(and(eq(shopFollow.accountId, accountId), eq(shopFollow.shopId, shopId)));
  return row !== undefined;
}

/** Whether the caller follows a shop that is not disabled, with its follower count. */
export async function queryCurrentUserFollow(
  db: Db,
  accountId: number | undefined,
  shopId: number,
): Promise<TQueryCurrentUserFollowResponse> {
  const [followerCount, followed] = await Promise.all([followerCountOf(db, shopId, false), isFollowing(db, accountId, shopId)]);
  return { shopId, followed, followerCount };
}

/**
 * The shops the caller follows, latest followed first, a page at a time. Closed shops stay listed (greyed out);
 * disabled ones are left out of the list and its total, though their follow rows stay until unfollowed.
 */
export async function queryFollowShops(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryFollowShopsResponse> {
  const where = and(eq(shopFollow.accountId, accountId), ne(shop.status, 'disabled'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shopCardColumns, followedAt: shopFollow.createdAt })
      .from(shopFollow)
      .innerJoin(shop, eq(shop.id, shopFollow.shopId))
      .where(where)
      .orderBy(desc(shopFollow.createdAt), desc(shopFollow.shopId))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(shopFollow).innerJoin(shop, eq(shop.id, shopFollow.shopId)).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ followedAt, ...card }) => ({ ...toShopCard(card, lang), followedAt: followedAt.toISOString() })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
