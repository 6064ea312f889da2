import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus, TOrderAddress } from '@mall/contract/order/order-fields';
import type { TOrderDetail, TOrderLine, TOrderSummary } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import { anyOf, builtOnce, type Db, type Tx } from '../../platform/database.ts';
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

/** The caller's visible orders: served by `sale_order_account_idx` (account_id, status, created_at). */
const visibleOf = (accountId: number) => and(eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt));
/** The same as a named statement's condition, of every status or of one (placeholders accountId, status). */
const visibleWhere = (ofStatus: boolean) =>
  and(eq(saleOrder.accountId, sql.placeholder('accountId')), isNull(saleOrder.hiddenAt), ofStatus ? eq(saleOrder.status, sql.placeholder('status')) : undefined);

/** The lines of some orders, in the order they were written: a named statement built once (builtOnce). */
const linesOfOrders = builtOnce((q) =>
  q
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
    .where(anyOf(saleOrderGoods.orderId, 'orderIds'))
    .orderBy(asc(saleOrderGoods.orderId), asc(saleOrderGoods.id))
    .prepare('order_lines'),
);

/** The lines of the given orders, by order, in the order they were written (one query). */
export async function linesOf(q: Db | Tx, orderIds: number[], lang: Lang): Promise<Map<number, TOrderLine[]>> {
  const byOrder = new Map<number, TOrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await linesOfOrders(q).execute({ orderIds });
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

/** The count and a page of the caller's visible orders, of every status or of one: named statements built once. */
const countShapes = [false, true].map((ofStatus) =>
  builtOnce((q) =>
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(saleOrder)
      .where(visibleWhere(ofStatus))
      .prepare(ofStatus ? 'order_count_of_status' : 'order_count'),
  ),
);
const pageShapes = [false, true].map((ofStatus) =>
  builtOnce((q) =>
    q
      .select(summaryColumns)
      .from(saleOrder)
      .where(visibleWhere(ofStatus))
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(ofStatus ? 'order_page_of_status' : 'order_page'),
  ),
);

/** A page of the caller's visible orders, newest first, optionally of one status, each with its shop and lines. */
export async function queryOrders(
  db: Db,
  accountId: number,
  input: { group?: OrderStatus; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<TOrderSummary>> {
  const shape = input.group ? 1 : 0;
  const of = { accountId, status: input.group };
  // The count beside the page, then the page's lines beside its shops: two waits on the database. Not a transaction:
  // under read committed each statement takes its own snapshot, so one would not show the count and the page the
  // same orders either, and its begin and commit are two more round trips.
  const [[counted], rows] = await Promise.all([
    countShapes[shape]!(db).execute(of),
    pageShapes[shape]!(db).execute({ ...of, limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
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

/** One of the caller's visible orders as stored (a named statement built once). */
const ownOrderRow = builtOnce((q) =>
  q
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
    .where(and(eq(saleOrder.id, sql.placeholder('orderId')), visibleWhere(false)))
    .prepare('order_own'),
);

/** One of the caller's visible orders as stored, or NOT_FOUND (unknown, another shopper's, or deleted). */
async function ownOrder(q: Db | Tx, accountId: number, orderId: number) {
  const [row] = await ownOrderRow(q).execute({ orderId, accountId });
  if (!row) throw notFound();
  return row;
}

/** An order's history, oldest first (a named statement built once). */
const eventsOfOrder = builtOnce((q) =>
  q
    .select({
      fromStatus: saleOrderEvent.fromStatus,
      toStatus: saleOrderEvent.toStatus,
      actor: saleOrderEvent.actor,
      note: saleOrderEvent.note,
      createdAt: saleOrderEvent.createdAt,
    })
    .from(saleOrderEvent)
    .where(eq(saleOrderEvent.orderId, sql.placeholder('orderId')))
    .orderBy(asc(saleOrderEvent.createdAt), asc(saleOrderEvent.id))
    .prepare('order_events'),
);

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One of the caller's orders in full: lines, address, amounts, remark, the time of each step and its history. */
export async function queryOrderDetail(db: Db | Tx, accountId: number, orderId: number, lang: Lang): Promise<TOrderDetail> {
  const { address, remark, paidAt, shippedAt, receivedAt, terminatedAt, terminateReason, ...summary } = await ownOrder(db, accountId, orderId);
  const [lines, faces, places, events] = await Promise.all([
    linesOf(db, [orderId], lang),
    facesOf(db, [summary]),
    placeNames(db, [address]),
    eventsOfOrder(db).execute({ orderId }),
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
