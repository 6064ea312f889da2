import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryBrowseHistoryResponse } from '@mall/contract/catalogue/query-browse-history';
import type { TSaveBrowseHistoryRequest, TSaveBrowseHistoryResponse } from '@mall/contract/catalogue/save-browse-history';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { browseHistory, goods } from './catalogue.tables.ts';
import { goodsCardColumns, toGoodsCard } from '../../read-models/goods-cards.ts';

/** Records a view, removes some goods, or clears the caller's whole history; only ever the caller's own rows. */
export async function saveBrowseHistory(db: Db, accountId: number, input: TSaveBrowseHistoryRequest): Promise<TSaveBrowseHistoryResponse> {
  if ('goodsId' in input) return recordView(db, accountId, input.goodsId);
  const mine = eq(browseHistory.accountId, accountId);
  const where = 'removeGoodsIds' in input ? and(mine, inArray(browseHistory.goodsId, input.removeGoodsIds)) : mine;
  const removed = await db.delete(browseHistory).where(where).returning({ goodsId: browseHistory.goodsId });
  return { goodsId: null, browsedAt: null, removed: removed.length };
}

/** Records that the caller viewed a goods on sale; a goods seen before moves to the top. */
async function recordView(db: Db, accountId: number, goodsId: number): Promise<TSaveBrowseHistoryResponse> {
  const result = await db.execute<{ browsed_at: Date | string }>(
    sql`insert into ${browseHistory} (account_id, goods_id, browsed_at)
        select ${accountId}::int, ${goods.id}, now() from ${goods} where ${goods.id} = ${goodsId} and ${goods.status} = 'on_sale' and ${goods.shopListed}
        on conflict (account_id, goods_id) do update set browsed_at = excluded.browsed_at
        returning browsed_at`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return { goodsId, browsedAt: new Date(row.browsed_at).toISOString(), removed: 0 };
}

/** A visitor's view of a goods: nothing to keep but the count; a goods not on sale is not found, as for a shopper. */
export async function visitorView(db: Db, goodsId: number): Promise<TSaveBrowseHistoryResponse> {
  const [found] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, goodsId), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)));
  if (!found) throw notFound();
  return { goodsId, browsedAt: new Date().toISOString(), removed: 0 };
}

/** The calendar day of an instant at an offset from UTC, as YYYY-MM-DD. */
export function dayAt(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The goods the caller viewed, latest first, a page at a time, each with its day for grouping. */
export async function queryBrowseHistory(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; utcOffsetMinutes: number },
  lang: Lang,
): Promise<TQueryBrowseHistoryResponse> {
  const where = eq(browseHistory.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...goodsCardColumns, browsedAt: browseHistory.browsedAt })
      .from(browseHistory)
      .innerJoin(goods, eq(goods.id, browseHistory.goodsId))
      .where(where)
      .orderBy(desc(browseHistory.browsedAt), desc(browseHistory.goodsId))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(browseHistory).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ browsedAt, ...card }) => ({
      ...toGoodsCard(card, lang),
      browsedAt: browsedAt.toISOString(),
      day: dayAt(browsedAt, input.utcOffsetMinutes),
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
