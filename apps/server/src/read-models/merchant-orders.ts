import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Db } from '../platform/database.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** An order as a merchant's lists show it, with its shop's name (joined by the caller). */
export const merchantOrderColumns = {
  orderId: saleOrder.id,
  orderNo: saleOrder.orderNo,
  shopId: saleOrder.shopId,
  shopName: shop.name,
  status: saleOrder.status,
  quantity: saleOrder.quantity,
  payAmount: saleOrder.payAmount,
  remark: saleOrder.remark,
  address: saleOrder.address,
  createdAt: saleOrder.createdAt,
  paidAt: saleOrder.paidAt,
  shippedAt: saleOrder.shippedAt,
};

/**
 * Read model: the orders (order) of some shops (shop), newest first, as a merchant's list shows them: each with its
 * shop's name. Through `sale_order_shop_idx` (shop, status, created).
 */
export async function readShopOrdersPage(db: Db, shopIds: readonly number[], input: { status?: OrderStatus | undefined; pageNum: number; pageSize: number }) {
  if (shopIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(saleOrder.shopId, [...shopIds]), input.status ? eq(saleOrder.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(merchantOrderColumns)
      .from(saleOrder)
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .where(where)
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(saleOrder).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
