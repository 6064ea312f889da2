import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TBatchFavorGoodsResponse } from '@mall/contract/catalogue/batch-favor-goods';
import type { TFavorGoodsResponse } from '@mall/contract/catalogue/favor-goods';
import type { TQueryFavorGoodsResponse } from '@mall/contract/catalogue/query-favor-goods';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { goods, goodsFavor } from './catalogue.tables.ts';
import { goodsCardColumns, toGoodsCard } from '../../read-models/goods-cards.ts';

/**
 * Writes the caller's wishlist rows for the given goods (only those on sale, in id order so that concurrent
 * batches take locks in the same order) and raises their counters by the rows really inserted.
 */
async function addFavours(tx: Tx, accountId: number, goodsIds: number[]): Promise<number[]> {
  const inserted = await tx.execute<{ goods_id: number }>(
    sql`insert into ${goodsFavor} (account_id, goods_id)
        select ${accountId}::int, ${goods.id} from ${goods}
        where ${inArray(goods.id, goodsIds)} and ${goods.status} = 'on_sale' and ${goods.shopListed} order by ${goods.id}
        on conflict do nothing returning goods_id`,
  );
  const ids = inserted.rows.map((r) => r.goods_id).sort((a, b) => a - b);
  if (ids.length > 0) await bumpFavorCounts(tx, ids, 1);
  return ids;
}

/** Removes the caller's wishlist rows for the given goods and lowers their counters by the rows really deleted. */
async function removeFavours(tx: Tx, accountId: number, goodsIds: number[]): Promise<number[]> {
  const deleted = await tx
    .delete(goodsFavor)
    .where(and(eq(goodsFavor.accountId, accountId), inArray(goodsFavor.goodsId, goodsIds)))
    .returning({ goodsId: goodsFavor.goodsId });
  const ids = deleted.map((r) => r.goodsId).sort((a, b) => a - b);
  if (ids.length > 0) await bumpFavorCounts(tx, ids, -1);
  return ids;
}

/** Moves the favourite counters of goods by one, locking the rows in id order (no deadlocks between batches). */
async function bumpFavorCounts(tx: Tx, goodsIds: number[], by: 1 | -1): Promise<void> {
  await tx.execute(
    sql`update ${goods} set favor_count = ${goods.favorCount} + ${by}::int
        from (select id from ${goods} where ${inArray(goods.id, goodsIds)} order by id for no key update) locked
        where ${goods.id} = locked.id and (${by}::int > 0 or ${goods.favorCount} > 0)`,
  );
}

async function favorCountOf(tx: Tx | Db, goodsId: number, onSaleOnly: boolean): Promise<number> {
  const [row] = await tx
    .select({ favorCount: goods.favorCount })
    .from(goods)
    .where(onSaleOnly ? and(eq(goods.id, goodsId), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)) : eq(goods.id, goodsId));
  if (!row) throw notFound();
  return row.favorCount;
}

/** Adds a goods on sale to the caller's wishlist; a repeat changes nothing. */
export async function favorGoods(db: Db, accountId: number, goodsId: number): Promise<TFavorGoodsResponse> {
  return db.transaction(async (tx) => {
    await addFavours(tx, accountId, [goodsId]);
    return { goodsId, favored: true, favorCount: await favorCountOf(tx, goodsId, true) };
  });
}

/** Removes a goods (on sale or not) from the caller's wishlist; removing an absent one changes nothing. */
export async function unfavorGoods(db: Db, accountId: number, goodsId: number): Promise<TFavorGoodsResponse> {
  return db.transaction(async (tx) => {
    await removeFavours(tx, accountId, [goodsId]);
    return { goodsId, favored: false, favorCount: await favorCountOf(tx, goodsId, false) };
  });
}

/** Adds goods to, or removes them from, the caller's wishlist; unknown goods are skipped. */
export async function batchFavorGoods(
  db: Db,
  accountId: number,
  input: { goodsIds: number[]; favor: boolean },
): Promise<TBatchFavorGoodsResponse> {
  const ids = [...new Set(input.goodsIds)];
  return db.transaction(async (tx) => {
    const changed = input.favor ? await addFavours(tx, accountId, ids) : await removeFavours(tx, accountId, ids);
    return { changed: changed.length, count: await queryFavorCountIn(tx, accountId) };
  });
}

async function queryFavorCountIn(tx: Tx | Db, accountId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(goodsFavor).where(eq(goodsFavor.accountId, accountId));
  return row?.n ?? 0;
}

/** How many goods the caller's wishlist holds. */
export async function queryFavorCount(db: Db, accountId: number): Promise<{ count: number }> {
  return { count: await queryFavorCountIn(db, accountId) };
}

/** The caller's wishlist, latest first, a page at a time (goods gone off the shelf included). */
export async function queryFavorGoods(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryFavorGoodsResponse> {
  const [rows, n] = await Promise.all([
    db
      .select({ ...goodsCardColumns, favoredAt: goodsFavor.createdAt })
      .from(goodsFavor)
      .innerJoin(goods, eq(goods.id, goodsFavor.goodsId))
      .where(eq(goodsFavor.accountId, accountId))
      .orderBy(desc(goodsFavor.createdAt), desc(goodsFavor.goodsId))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    queryFavorCountIn(db, accountId),
  ]);
  return {
    list: rows.map(({ favoredAt, ...card }) => ({ ...toGoodsCard(card, lang), favoredAt: favoredAt.toISOString() })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
