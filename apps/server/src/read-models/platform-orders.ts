import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TPlatformOrder, TQueryPlatformOrdersRequest, TQueryPlatformOrdersResponse } from '@mall/contract/order/platform-orders';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../platform/database.ts';
import { decodeIdCursor, encodeIdCursor } from '../platform/keyset-cursor.ts';
import { notFound } from '../platform/errors.ts';
import { textIn } from '../platform/localized.ts';
import { account } from '../modules/account/account.tables.ts';
import { saleOrder, saleOrderEvent, saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** The platform console's view of orders: every shop's, every shopper's (operators of the support role). */

const rowColumns = {
  orderId: saleOrder.id,
  orderNo: saleOrder.orderNo,
  status: saleOrder.status,
  shopId: saleOrder.shopId,
  shopName: shop.name,
  accountId: saleOrder.accountId,
  nickName: account.nickName,
  number: account.number,
  payAmount: saleOrder.payAmount,
  quantity: saleOrder.quantity,
  createdAt: saleOrder.createdAt,
};

type Row = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

function rowOf(r: Row, lang: Lang) {
  return {
    orderId: r.orderId,
    orderNo: r.orderNo,
    status: r.status,
    shopId: r.shopId,
    shopName: textIn(r.shopName, lang),
    accountId: r.accountId,
    shopper: [r.nickName, r.number].filter(Boolean).join(' · '),
    payAmount: r.payAmount,
    quantity: r.quantity,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Newest first by id (the order of commits), narrowed by any of number, shopper, shop and status. */
export async function queryPlatformOrders(db: Db, input: Omit<TQueryPlatformOrdersRequest, 'pageSize'> & { pageSize: number }, lang: Lang): Promise<TQueryPlatformOrdersResponse> {
  const after = decodeIdCursor(input.after);
  const where: SQL[] = [];
  if (after !== undefined) where.push(lt(saleOrder.id, after));
  if (input.orderNo !== undefined) where.push(eq(saleOrder.orderNo, input.orderNo));
  if (input.accountId !== undefined) where.push(eq(saleOrder.accountId, input.accountId));
  if (input.shopId !== undefined) where.push(eq(saleOrder.shopId, input.shopId));
  if (input.status !== undefined) where.push(eq(saleOrder.status, input.status));
  const rows = await db
    .select(rowColumns)
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .innerJoin(account, eq(account.id, saleOrder.accountId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(saleOrder.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { list: page.map((r) => rowOf(r, lang)), next: rows.length > input.pageSize && last ? encodeIdCursor(last.orderId) : null };
}

/** One order with its lines, amounts and events (three indexed reads). */
export async function queryPlatformOrder(db: Db, orderId: number, lang: Lang): Promise<TPlatformOrder> {
  const [head] = await db
    .select({
      ...rowColumns,
      goodsAmount: saleOrder.goodsAmount,
      shopCouponAmount: saleOrder.shopCouponAmount,
      platformCouponAmount: saleOrder.platformCouponAmount,
      pointsAmount: saleOrder.pointsAmount,
      deliveryFee: saleOrder.deliveryFee,
    })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .innerJoin(account, eq(account.id, saleOrder.accountId))
    .where(eq(saleOrder.id, orderId));
  if (!head) throw notFound();
  const [lines, events] = await Promise.all([
    db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId)).orderBy(asc(saleOrderGoods.id)),
    db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, orderId)).orderBy(asc(saleOrderEvent.createdAt), asc(saleOrderEvent.id)),
  ]);
  return {
    ...rowOf(head, lang),
    goodsAmount: head.goodsAmount,
    shopCouponAmount: head.shopCouponAmount,
    platformCouponAmount: head.platformCouponAmount,
    pointsAmount: head.pointsAmount,
    deliveryFee: head.deliveryFee,
    lines: lines.map((l) => ({ goodsId: l.goodsId, title: textIn(l.title, lang), spec: textIn(l.specName, lang), unitPrice: l.unitPrice, quantity: l.quantity, amount: l.amount })),
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, actor: e.actor, actorId: e.actorId, note: e.note, at: e.createdAt.toISOString() })),
  };
}
