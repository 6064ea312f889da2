import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../platform/database.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';

/**
 * Read model: what a shopper bought in one of their orders (order), as "buy again" puts it back in the cart
 * (cart). Undefined for an order that is not theirs, or that they deleted from their lists.
 */
export async function readBoughtLines(tx: Tx, accountId: number, orderId: number) {
  const [order] = await tx
    .select({ id: saleOrder.id })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!order) return undefined;
  const rows = await tx
    .select({ id: saleOrderGoods.id, goodsId: saleOrderGoods.goodsId, skuId: saleOrderGoods.skuId, title: saleOrderGoods.title, image: saleOrderGoods.image, specName: saleOrderGoods.specName, quantity: saleOrderGoods.quantity })
    .from(saleOrderGoods)
    .where(eq(saleOrderGoods.orderId, order.id))
    .orderBy(asc(saleOrderGoods.id));
  return rows as { id: number; goodsId: number; skuId: number | null; title: Localized; image: string; specName: Localized; quantity: number }[];
}
