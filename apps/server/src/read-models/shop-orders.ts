import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Db } from '../platform/database.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { merchantOrderColumns } from './merchant-orders.ts';

export interface ShopOrdersQuery {
  shopId: number;
  status?: OrderStatus | undefined;
  search?: string | undefined;
  orderId?: number | undefined;
  after?: { at: string; id: number } | undefined;
  pageSize: number;
}

/**
 * Read model: a keyset page of one shop's orders (order) newest first, with the shop's name (shop) and every line
 * (one more query for the page). Through `sale_order_shop_idx` (shop, status, created); a search narrows the shop's
 * rows: digits are an order number or the end of the receiver's phone, other text a part of the receiver's name.
 */
export async function readShopOrders(db: Db, q: ShopOrdersQuery) {
  const where: SQL[] = [eq(saleOrder.shopId, q.shopId)];
  if (q.status) where.push(eq(saleOrder.status, q.status));
  if (q.orderId !== undefined) where.push(eq(saleOrder.id, q.orderId));
  if (q.search) {
    const text = q.search;
    if (/^\d{4,}$/.test(text)) where.push(sql`(${saleOrder.orderNo} = ${text} or ${saleOrder.address}->>'mobile' like ${`%${text}`})`);
    else where.push(sql`${saleOrder.address}->>'receiverName' ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  if (q.after) where.push(sql`(${saleOrder.createdAt}, ${saleOrder.id}) < (${q.after.at}::timestamptz, ${q.after.id})`);
  const rows = await db
    .select({ ...merchantOrderColumns, cursorAt: sql<string>`${saleOrder.createdAt}::text` })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .where(and(...where))
    .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
    .limit(q.pageSize + 1);
  const page = rows.slice(0, q.pageSize);
  const lines = page.length
    ? await db
        .select({
          orderId: saleOrderGoods.orderId,
          goodsId: saleOrderGoods.goodsId,
          title: saleOrderGoods.title,
          specName: saleOrderGoods.specName,
          image: saleOrderGoods.image,
          unitPrice: saleOrderGoods.unitPrice,
          quantity: saleOrderGoods.quantity,
          amount: saleOrderGoods.amount,
        })
        .from(saleOrderGoods)
        .where(inArray(saleOrderGoods.orderId, page.map((r) => r.orderId)))
        .orderBy(asc(saleOrderGoods.id))
    : [];
  return { rows: page, lines, more: rows.length > q.pageSize };
}
