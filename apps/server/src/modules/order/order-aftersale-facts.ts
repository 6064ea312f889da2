import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { saleOrder, saleOrderGoods } from './order.tables.ts';

/** What after-sales reads of an order: its owner, shop, status and when it was received, and its lines as bought. */
export interface AftersaleOrder {
  id: number;
  orderNo: string;
  accountId: number;
  shopId: number;
  status: OrderStatus;
  receivedAt: Date | null;
  /** Whether it was received longer ago than the after-sales window (by the database clock). */
  windowClosed: boolean;
  lines: {
    lineId: number;
    goodsId: number;
    skuId: number | null;
    title: Localized;
    specName: Localized;
    image: string;
    unitPrice: number;
    quantity: number;
  }[];
}

/**
 * An order for after-sales (the after-sales module's door into orders), or undefined when unknown or, with
 * `accountId`, not that shopper's. With `lock` it takes the order's row lock (`for no key update`, the lock status
 * moves take): every request about an order waits for the one before, so the units it holds cannot move meanwhile.
 */
export async function orderForAftersale(
  q: Db | Tx,
  orderId: number,
  { accountId, lock = false, windowDays }: { accountId?: number; lock?: boolean; windowDays: number },
): Promise<AftersaleOrder | undefined> {
  const query = q
    .select({
      id: saleOrder.id,
      orderNo: saleOrder.orderNo,
      accountId: saleOrder.accountId,
      shopId: saleOrder.shopId,
      status: saleOrder.status,
      receivedAt: saleOrder.receivedAt,
      windowClosed: sql<boolean>`coalesce(${saleOrder.receivedAt} < now() - make_interval(days => ${windowDays}::int), false)`,
    })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), accountId !== undefined ? eq(saleOrder.accountId, accountId) : undefined));
  const [order] = lock ? await query.for('no key update') : await query;
  if (!order) return undefined;
  const lines = await q
    .select({
      lineId: saleOrderGoods.id,
      goodsId: saleOrderGoods.goodsId,
      skuId: saleOrderGoods.skuId,
      title: saleOrderGoods.title,
      specName: saleOrderGoods.specName,
      image: saleOrderGoods.image,
      unitPrice: saleOrderGoods.unitPrice,
      quantity: saleOrderGoods.quantity,
    })
    .from(saleOrderGoods)
    .where(eq(saleOrderGoods.orderId, orderId))
    .orderBy(asc(saleOrderGoods.id));
  return { ...order, lines };
}
