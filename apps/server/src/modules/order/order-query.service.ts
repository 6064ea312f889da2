import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus, TOrderAddress } from '@mall/contract/order/order-fields';
import type { TOrderDetail, TOrderLine, TOrderSummary } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { placeNames, withPlaceNames } from '../location/location.api.ts';
import { shopFaces } from '../shop/shop.api.ts';
import { saleOrder, saleOrderEvent, saleOrderGoods } from './order.tables.ts';

/**
 * The shopper's reads of their orders. A page of orders costs three queries whatever its size (the count, the
 * orders with their shops, then all their lines at once), never one per order. Orders the shopper deleted
 * (`hidden_at`) are gone for them: not listed, and not found by id.
 */

export const summaryColumns = {
  orderId: saleOrder.id,
  orderNo: saleOrder.orderNo,
  shopId: saleOrder.shopId,
  status: saleOrder.status,
  quantity: saleOrder.quantity,
  goodsAmount: saleOrder.goodsAmount,
  shopCouponAmount: saleOrder.shopCouponAmount,
  platformCouponAmount: saleOrder.platformCouponAmount,
  deliveryFee: saleOrder.deliveryFee,
  pointsUsed: saleOrder.pointsUsed,
  pointsAmount: saleOrder.pointsAmount,
  payAmount: saleOrder.payAmount,
  payDeadline: saleOrder.payDeadline,
  createdAt: saleOrder.createdAt,
};

export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

/** The caller's visible orders, optionally of one status: served by `sale_order_account_idx` (account_id, status, created_at). */
const visibleOf = (accountId: number, status?: OrderStatus) =>
  and(eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt), status ? eq(saleOrder.status, status) : undefined);

/** The lines of the given orders, by order, in the order they were written (one query). */
export async function linesOf(q: Db | Tx, orderIds: number[], lang: Lang): Promise<Map<number, TOrderLine[]>> {
  const byOrder = new Map<number, TOrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await q
    .select({
      orderId: saleOrderGoods.orderId,
      lineId: saleOrderGoods.id,
      goodsId: saleOrderGoods.goodsId,
      skuId: saleOrderGoods.skuId,
      title: saleOrderGoods.title,
      specName: saleOrderGoods.specName,
      image: saleOrderGoods.image,
      unitPrice: saleOrderGoods.unitPrice,
      quantity: saleOrderGoods.quantity,
      amount: saleOrderGoods.amount,
      discountAmount: saleOrderGoods.discountAmount,
    })
    .from(saleOrderGoods)
    .where(inArray(saleOrderGoods.orderId, orderIds))
    .orderBy(asc(saleOrderGoods.orderId), asc(saleOrderGoods.id));
  for (const { orderId, title, specName, ...line } of rows) {
    byOrder.get(orderId)?.push({ ...line, title: textIn(title, lang), specName: textIn(specName, lang) });
  }
  return byOrder;
}

/** The names and logos of the shops of some orders (the shop module's), read once for a page. */
export const facesOf = (q: Db | Tx, rows: readonly { shopId: number }[]) => shopFaces(q, [...new Set(rows.map((r) => r.shopId))]);

export function toSummary(row: SummaryRow, goods: TOrderLine[], faces: Awaited<ReturnType<typeof facesOf>>, lang: Lang): TOrderSummary {
  const face = faces.get(row.shopId);
  return {
    ...row,
    shopName: face ? textIn(face.name, lang) : '',
    shopLogo: face?.logo ?? '',
    ...(face?.kind === 'takeaway' ? { takeaway: true } : {}),
    payDeadline: row.payDeadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
    goods,
  };
}

/** A page of the caller's visible orders, newest first, optionally of one status, each with its shop and lines. */
export async function queryOrders(
  db: Db,
  accountId: number,
  input: { group?: OrderStatus; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<TOrderSummary>> {
  const where = visibleOf(accountId, input.group);
  // The count beside the page, then the page's lines beside its shops: two waits on the database. Not a transaction:
  // under read committed each statement takes its own snapshot, so one would not show the count and the page the
  // same orders either, and its begin and commit are two more round trips.
  const [[counted], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(saleOrder).where(where),
    db
      .select(summaryColumns)
      .from(saleOrder)
      .where(where)
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
  ]);
  const [lines, faces] = await Promise.all([
    linesOf(
      db,
      rows.map((r) => r.orderId),
      lang,
    ),
    facesOf(db, rows),
  ]);
  const total = counted?.n ?? 0;
  return {
    list: rows.map((r) => toSummary(r, lines.get(r.orderId) ?? [], faces, lang)),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < total,
  };
}

/** One of the caller's visible orders as stored, or NOT_FOUND (unknown, another shopper's, or deleted). */
async function ownOrder(q: Db | Tx, accountId: number, orderId: number) {
  const [row] = await q
    .select({
      ...summaryColumns,
      address: saleOrder.address,
      remark: saleOrder.remark,
      paidAt: saleOrder.paidAt,
      shippedAt: saleOrder.shippedAt,
      receivedAt: saleOrder.receivedAt,
      terminatedAt: saleOrder.terminatedAt,
      terminateReason: saleOrder.terminateReason,
    })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), visibleOf(accountId)));
  if (!row) throw notFound();
  return row;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One of the caller's orders in full: lines, address, amounts, remark, the time of each step and its history. */
export async function queryOrderDetail(db: Db | Tx, accountId: number, orderId: number, lang: Lang): Promise<TOrderDetail> {
  const { address, remark, paidAt, shippedAt, receivedAt, terminatedAt, terminateReason, ...summary } = await ownOrder(db, accountId, orderId);
  const [lines, faces, places, events] = await Promise.all([
    linesOf(db, [orderId], lang),
    facesOf(db, [summary]),
    placeNames(db, [address]),
    db
      .select({
        fromStatus: saleOrderEvent.fromStatus,
        toStatus: saleOrderEvent.toStatus,
        actor: saleOrderEvent.actor,
        note: saleOrderEvent.note,
        createdAt: saleOrderEvent.createdAt,
      })
      .from(saleOrderEvent)
      .where(eq(saleOrderEvent.orderId, orderId))
      .orderBy(asc(saleOrderEvent.createdAt), asc(saleOrderEvent.id)),
  ]);
  return {
    ...toSummary(summary, lines.get(orderId) ?? [], faces, lang),
    address: withPlaceNames(address, places, lang),
    remark,
    paidAt: iso(paidAt),
    shippedAt: iso(shippedAt),
    receivedAt: iso(receivedAt),
    terminatedAt: iso(terminatedAt),
    terminateReason,
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

/** The lines of one of the caller's orders. */
export async function queryOrderGoods(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TOrderLine[]> {
  const [own] = await db.select({ id: saleOrder.id }).from(saleOrder).where(and(eq(saleOrder.id, orderId), visibleOf(accountId)));
  if (!own) throw notFound();
  return (await linesOf(db, [orderId], lang)).get(orderId) ?? [];
}

/** The delivery address of one of the caller's orders, as committed, with its area names in the caller's language. */
export async function queryOrderAddress(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TOrderAddress> {
  const [own] = await db.select({ address: saleOrder.address }).from(saleOrder).where(and(eq(saleOrder.id, orderId), visibleOf(accountId)));
  if (!own) throw notFound();
  return withPlaceNames(own.address, await placeNames(db, [own.address]), lang);
}

/** One of the caller's visible orders, its number and status, and its address with its area names; NOT_FOUND otherwise. */
export async function queryOwnOrderHeader(db: Db, accountId: number, orderId: number, lang: Lang) {
  const [row] = await db
    .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, status: saleOrder.status, address: saleOrder.address })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), visibleOf(accountId)));
  if (!row) throw notFound();
  return { ...row, address: withPlaceNames(row.address, await placeNames(db, [row.address]), lang) };
}
