import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { review } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: a shopper's order lines (order) as reviews (catalogue) need them: whether a line is one of the
 * shopper's and in what status its order is, with the goods, SKU and spec it bought; and the lines of received
 * orders that have no review yet. Orders the shopper deleted from their lists are not theirs to review.
 */

/** An order line as a review of it is written: its goods and SKU as bought, the order's shop and status. */
export interface ReviewableLine {
  lineId: number;
  orderId: number;
  shopId: number;
  goodsId: number;
  skuId: number | null;
  specName: Localized;
  status: OrderStatus;
}

/**
 * One line of one of the shopper's visible orders, or undefined. The order's row is held (`for share`) until the
 * transaction ends, so its status cannot move (after-sales ending it) while the review of its line is written.
 */
export async function readReviewableLine(tx: Tx, accountId: number, orderItemId: number): Promise<ReviewableLine | undefined> {
  const [row] = await tx
    .select({
      lineId: saleOrderGoods.id,
      orderId: saleOrder.id,
      shopId: saleOrder.shopId,
      goodsId: saleOrderGoods.goodsId,
      skuId: saleOrderGoods.skuId,
      specName: saleOrderGoods.specName,
      status: saleOrder.status,
    })
    .from(saleOrderGoods)
    .innerJoin(saleOrder, eq(saleOrder.id, saleOrderGoods.orderId))
    .where(and(eq(saleOrderGoods.id, orderItemId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)))
    .for('share', { of: saleOrder });
  return row;
}

/** A line waiting for the shopper's review, its texts as the order's snapshot holds them. */
export interface PendingLineRow {
  orderItemId: number;
  orderId: number;
  orderNo: string;
  shopId: number;
  shopName: Localized;
  goodsId: number;
  title: Localized;
  image: string;
  specName: Localized;
  quantity: number;
  receivedAt: Date | null;
}

/**
 * The lines of the shopper's completed, visible orders with no review, latest received first (a page at a time), and
 * how many there are. Through the shopper's orders by status (sale_order_account_idx), their lines, and one probe of
 * review_order_item_key per line.
 */
export async function readPendingReviewLines(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; orderItemId?: number | undefined },
): Promise<{ rows: PendingLineRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(saleOrder.accountId, accountId),
    eq(saleOrder.status, 'completed'),
    isNull(saleOrder.hiddenAt),
    sql`not exists (select 1 from ${review} where ${review.orderItemId} = ${saleOrderGoods.id})`,
  ];
  if (input.orderItemId !== undefined) conditions.push(eq(saleOrderGoods.id, input.orderItemId));
  const where = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderItemId: saleOrderGoods.id,
        orderId: saleOrder.id,
        orderNo: saleOrder.orderNo,
        shopId: saleOrder.shopId,
        shopName: shop.name,
        goodsId: saleOrderGoods.goodsId,
        title: saleOrderGoods.title,
        image: saleOrderGoods.image,
        specName: saleOrderGoods.specName,
        quantity: saleOrderGoods.quantity,
        receivedAt: saleOrder.receivedAt,
      })
      .from(saleOrder)
      .innerJoin(saleOrderGoods, eq(saleOrderGoods.orderId, saleOrder.id))
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .where(where)
      .orderBy(sql`${saleOrder.receivedAt} desc nulls last`, desc(saleOrder.id), asc(saleOrderGoods.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(saleOrder)
      .innerJoin(saleOrderGoods, eq(saleOrderGoods.orderId, saleOrder.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
