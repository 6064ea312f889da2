import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TOrderSummary } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../../platform/database.ts';
import { facesOf, linesOf, summaryColumns, toSummary } from './order-query.service.ts';
import { saleOrder } from './order.tables.ts';

/**
 * `saleorder/shop/user/query`: a page of the caller's visible orders with one shop, newest first, in the shape of
 * the other order lists. Two queries: the page with the total counted alongside (`count(*) over ()`), then all its
 * lines. It walks the caller's orders through `sale_order_account_visible_idx` (account, created_at, id) and keeps
 * the shop's; a shopper has few orders, so no index of its own yet.
 */
export async function queryShopUserOrders(
  db: Db,
  accountId: number,
  input: { shopId: number; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<TOrderSummary>> {
  const where = and(eq(saleOrder.accountId, accountId), eq(saleOrder.shopId, input.shopId), isNull(saleOrder.hiddenAt));
  const { total, rows, lines, faces } = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(saleOrder)
      .where(where)
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    // A page past the end has no row to carry the total: only then is it counted on its own.
    const total =
      rows[0]?.total ?? (input.pageNum > 1 ? ((await tx.select({ n: sql<number>`count(*)::int` }).from(saleOrder).where(where))[0]?.n ?? 0) : 0);
    const lines = await linesOf(
      tx,
      rows.map((r) => r.orderId),
      lang,
    );
    return { total, rows, lines, faces: await facesOf(tx, rows) };
  });
  return {
    list: rows.map(({ total: _total, ...r }) => toSummary(r, lines.get(r.orderId) ?? [], faces, lang)),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < total,
  };
}
