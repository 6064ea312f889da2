import { and, asc, eq } from 'drizzle-orm';
import type { TChatGoodsCard, TChatOrderCard } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';

/** Read model: the goods and order cards a chat shows (catalogue, order), and whose order an order number is. */

/** A goods card by id (any goods that exists: a card of goods taken off the shelf still shows, marked), or undefined. */
export async function chatGoodsCard(db: Db | Tx, goodsId: number, lang: Lang): Promise<TChatGoodsCard | undefined> {
  const [row] = await db
    .select({ goodsId: goods.id, shopId: goods.shopId, title: goods.title, image: goods.image, price: goods.priceMin, status: goods.status })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!row) return undefined;
  const { status, title, ...rest } = row;
  return { ...rest, title: textIn(title, lang), onSale: status === 'on_sale' };
}

/** An order of this shopper by its number, as a card with its first line's title and picture, or undefined. */
export async function chatOrderCard(db: Db | Tx, accountId: number, orderNo: string, lang: Lang): Promise<TChatOrderCard | undefined> {
  const [row] = await db
    .select({
      orderId: saleOrder.id,
      orderNo: saleOrder.orderNo,
      shopId: saleOrder.shopId,
      status: saleOrder.status,
      payAmount: saleOrder.payAmount,
      quantity: saleOrder.quantity,
      createdAt: saleOrder.createdAt,
    })
    .from(saleOrder)
    .where(and(eq(saleOrder.orderNo, orderNo), eq(saleOrder.accountId, accountId)));
  if (!row) return undefined;
  const [line] = await db
    .select({ title: saleOrderGoods.title, image: saleOrderGoods.image })
    .from(saleOrderGoods)
    .where(eq(saleOrderGoods.orderId, row.orderId))
    .orderBy(asc(saleOrderGoods.id))
    .limit(1);
  return { ...row, title: line ? textIn(line.title, lang) : '', image: line?.image ?? '', createdAt: row.createdAt.toISOString() };
}

/** Whose an order is and its number (a system notice about it goes to that shopper), or undefined. */
export async function orderOwner(db: Db | Tx, orderId: number): Promise<{ accountId: number; orderNo: string } | undefined> {
  const [row] = await db.select({ accountId: saleOrder.accountId, orderNo: saleOrder.orderNo }).from(saleOrder).where(eq(saleOrder.id, orderId));
  return row;
}
