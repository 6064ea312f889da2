import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TQueryOrderIdResponse } from '@mall/contract/order/query-order-id';
import type { TQueryPayingDetailResponse } from '@mall/contract/order/query-paying-detail';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { shopFaces } from '../shop/shop.api.ts';
import { saleOrder } from './order.tables.ts';

/** Finding the caller's orders by what other pages hold: a commit number (the payment page) or an order number. */

/**
 * `saleorder/order/paying/detail`: the caller's orders of one commit that can still be paid (`paying` and before
 * their deadline), the total due and the earliest deadline. One query through `sale_order_checkout_shop_key`
 * (checkout_number, shop_id). A number with no order of the caller (unknown, not committed, another shopper's)
 * is NOT_FOUND; a commit with nothing left to pay answers an empty list and 0.
 */
export async function queryPayingDetail(db: Db, accountId: number, checkoutNumber: string, lang: Lang): Promise<TQueryPayingDetailResponse> {
  const rows = await db
    .select({
      orderId: saleOrder.id,
      orderNo: saleOrder.orderNo,
      shopId: saleOrder.shopId,
      payAmount: saleOrder.payAmount,
      payDeadline: saleOrder.payDeadline,
      payable: sql<boolean>`${saleOrder.status} = 'paying' and ${saleOrder.payDeadline} > now()`,
    })
    .from(saleOrder)
    .where(and(eq(saleOrder.checkoutNumber, checkoutNumber), eq(saleOrder.accountId, accountId)))
    .orderBy(asc(saleOrder.id));
  if (rows.length === 0) throw notFound();
  const faces = await shopFaces(db, [...new Set(rows.map((r) => r.shopId))]);
  const orders = rows
    .filter((r) => r.payable)
    .map(({ payable: _payable, payDeadline, ...r }) => ({ ...r, shopName: textIn(faces.get(r.shopId)?.name ?? { en: '', zh: '', ja: '' }, lang), payDeadline: payDeadline.toISOString() }));
  const earliest = orders.map((o) => o.payDeadline).sort()[0] ?? null;
  return { checkoutNumber, orders, payAmount: orders.reduce((sum, o) => sum + o.payAmount, 0), payDeadline: earliest };
}

/** `saleorder/orderid`: the id of the caller's visible order with this number (`sale_order_no_key`), or NOT_FOUND. */
export async function queryOrderIdByNo(db: Db, accountId: number, orderNo: string): Promise<TQueryOrderIdResponse> {
  const [row] = await db
    .select({ orderId: saleOrder.id })
    .from(saleOrder)
    .where(and(eq(saleOrder.orderNo, orderNo), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!row) throw notFound();
  return row;
}
