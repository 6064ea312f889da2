import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReturnStatus } from '@mall/contract/aftersale/return-fields';
import type { ComplaintSubject, TComplaintSubjectView } from '@mall/contract/complaint/complaint-fields';
import type { TComplaintCandidate } from '@mall/contract/complaint/select-complaints';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { returnOrder } from '../modules/aftersale/aftersale.tables.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { complaint } from '../modules/complaint/complaint.tables.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { dictionary } from '../modules/resource/resource.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: what a complaint (complaint) can be about and the facts of it, from the orders (order), after-sales
 * requests (aftersale), goods (catalogue) and shops (shop) it names, with the labels of the requests' reasons
 * (resource's dictionary).
 */

type Q = Db | Tx;

/** A subject as the complaint module stores it: its kind and the ids it names. */
export interface ComplaintSubjectRef {
  subject: ComplaintSubject;
  shopId: number;
  goodsId: number | null;
  orderId: number | null;
  returnId: number | null;
}

/** A subject looked up for filing: who owns the order or request (the caller must), and what the rules look at. */
export type ResolvedSubject =
  | { subject: 'return'; returnId: number; orderId: number; shopId: number; accountId: number; status: ReturnStatus }
  | { subject: 'order'; orderId: number; shopId: number; accountId: number; goodsId: number | null; goodsInOrder: boolean }
  | { subject: 'goods'; goodsId: number; shopId: number }
  | { subject: 'shop'; shopId: number; disabled: boolean };

/** The subject the ids name, or undefined when its order, request, goods or shop does not exist. */
export async function resolveComplaintSubject(
  q: Q,
  subject: ComplaintSubject,
  ids: { orderId?: number | undefined; goodsId?: number | undefined; shopId?: number | undefined; returnId?: number | undefined },
): Promise<ResolvedSubject | undefined> {
  switch (subject) {
    case 'return': {
      const [row] = await q
        .select({ returnId: returnOrder.id, orderId: returnOrder.orderId, shopId: returnOrder.shopId, accountId: returnOrder.accountId, status: returnOrder.status })
        .from(returnOrder)
        .where(eq(returnOrder.id, ids.returnId!));
      return row && { subject, ...row };
    }
    case 'order': {
      const [row] = await q
        .select({ orderId: saleOrder.id, shopId: saleOrder.shopId, accountId: saleOrder.accountId })
        .from(saleOrder)
        .where(eq(saleOrder.id, ids.orderId!));
      if (!row) return undefined;
      const goodsId = ids.goodsId ?? null;
      const line =
        goodsId === null
          ? []
          : await q
              .select({ id: saleOrderGoods.id })
              .from(saleOrderGoods)
              .where(and(eq(saleOrderGoods.orderId, row.orderId), eq(saleOrderGoods.goodsId, goodsId)))
              .limit(1);
      return { subject, ...row, goodsId, goodsInOrder: line.length > 0 };
    }
    case 'goods': {
      const [row] = await q.select({ goodsId: goods.id, shopId: goods.shopId }).from(goods).where(eq(goods.id, ids.goodsId!));
      return row && { subject, ...row };
    }
    case 'shop': {
      const [row] = await q.select({ shopId: shop.id, status: shop.status }).from(shop).where(eq(shop.id, ids.shopId!));
      return row && { subject, shopId: row.shopId, disabled: row.status === 'disabled' };
    }
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The labels of the `return_reason` dictionary's values. */
async function returnReasonLabels(q: Q): Promise<Map<string, { en: string; zh: string; ja: string }>> {
  const parent = alias(dictionary, 'parent');
  const rows = await q
    .select({ value: dictionary.value, label: dictionary.label })
    .from(dictionary)
    .innerJoin(parent, eq(parent.id, dictionary.parentId))
    .where(eq(parent.code, 'return_reason'));
  return new Map(rows.map((r) => [r.value, r.label]));
}

/** The views of several subjects at once (a page of complaints), in the order given, in a language. */
export async function readSubjectViews(q: Q, refs: readonly ComplaintSubjectRef[], lang: Lang): Promise<TComplaintSubjectView[]> {
  if (refs.length === 0) return [];
  const ids = (pick: (r: ComplaintSubjectRef) => number | null) => [...new Set(refs.map(pick).filter((v): v is number => v !== null))];
  const shopIds = ids((r) => r.shopId);
  const goodsIds = ids((r) => r.goodsId);
  const orderIds = ids((r) => r.orderId);
  const returnIds = ids((r) => r.returnId);

  const [shops, goodsRows, orders, lines, returns, escalations, reasons] = await Promise.all([
    q.select({ id: shop.id, name: shop.name, logo: shop.logo }).from(shop).where(inArray(shop.id, shopIds)),
    goodsIds.length ? q.select({ id: goods.id, title: goods.title, image: goods.image }).from(goods).where(inArray(goods.id, goodsIds)) : [],
    orderIds.length
      ? q
          .select({
            id: saleOrder.id,
            orderNo: saleOrder.orderNo,
            status: saleOrder.status,
            payAmount: saleOrder.payAmount,
            createdAt: saleOrder.createdAt,
            paidAt: saleOrder.paidAt,
            receivedAt: saleOrder.receivedAt,
          })
          .from(saleOrder)
          .where(inArray(saleOrder.id, orderIds))
      : [],
    orderIds.length ? orderLines(q, orderIds) : new Map<number, LineRow[]>(),
    returnIds.length ? q.select().from(returnOrder).where(inArray(returnOrder.id, returnIds)) : [],
    returnIds.length
      ? q.select({ id: complaint.id, returnId: complaint.returnId }).from(complaint).where(inArray(complaint.returnId, returnIds))
      : [],
    returnIds.length ? returnReasonLabels(q) : new Map<string, { en: string; zh: string; ja: string }>(),
  ]);
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const goodsById = new Map(goodsRows.map((g) => [g.id, g]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const returnById = new Map(returns.map((r) => [r.id, r]));
  const escalatedBy = new Map(escalations.map((e) => [e.returnId!, e.id]));

  return refs.map((ref) => {
    const s = shopById.get(ref.shopId);
    const g = ref.goodsId === null ? undefined : goodsById.get(ref.goodsId);
    const o = ref.orderId === null ? undefined : orderById.get(ref.orderId);
    const r = ref.returnId === null ? undefined : returnById.get(ref.returnId);
    const reason = r ? reasons.get(r.reason) : undefined;
    return {
      subject: ref.subject,
      shop: { shopId: ref.shopId, name: s ? textIn(s.name, lang) : '', logo: s?.logo ?? '' },
      goods: g ? { goodsId: g.id, title: textIn(g.title, lang), image: g.image } : null,
      order: o
        ? {
            orderId: o.id,
            orderNo: o.orderNo,
            status: o.status,
            payAmount: o.payAmount,
            createdAt: o.createdAt.toISOString(),
            paidAt: iso(o.paidAt),
            receivedAt: iso(o.receivedAt),
            goods: (lines.get(o.id) ?? []).map((l) => ({ goodsId: l.goodsId, title: textIn(l.title, lang), image: l.image, quantity: l.quantity })),
          }
        : null,
      return: r
        ? {
            returnId: r.id,
            returnNo: r.returnNo,
            orderId: r.orderId,
            kind: r.kind,
            status: r.status,
            reason: reason ? textIn(reason, lang) : r.reason,
            description: r.description,
            refuseReason: r.refuseReason,
            amount: r.amount,
            createdAt: r.createdAt.toISOString(),
            complaintId: escalatedBy.get(r.id) ?? null,
          }
        : null,
    };
  });
}

interface LineRow {
  goodsId: number;
  title: { en: string; zh: string; ja: string };
  image: string;
  quantity: number;
}

/** The goods of some orders, one entry per goods (the quantities of its SKUs added), in the order they were bought. */
async function orderLines(q: Q, orderIds: readonly number[]): Promise<Map<number, LineRow[]>> {
  const rows = await q
    .select({ orderId: saleOrderGoods.orderId, goodsId: saleOrderGoods.goodsId, title: saleOrderGoods.title, image: saleOrderGoods.image, quantity: saleOrderGoods.quantity })
    .from(saleOrderGoods)
    .where(inArray(saleOrderGoods.orderId, [...orderIds]))
    .orderBy(asc(saleOrderGoods.id));
  const byOrder = new Map<number, LineRow[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    const same = list.find((l) => l.goodsId === row.goodsId);
    if (same) same.quantity += row.quantity;
    else list.push({ goodsId: row.goodsId, title: row.title, image: row.image, quantity: row.quantity });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** How far back the orders offered to complain about go. */
export const CANDIDATE_DAYS = 180;

/**
 * The caller's paid orders of the last CANDIDATE_DAYS days that they have not deleted, newest first, a page at a
 * time, each with its shop, goods and refused after-sales requests (with the complaint that escalated each, if any).
 */
export async function readComplaintCandidates(q: Q, accountId: number, input: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<TComplaintCandidate>> {
  const where = and(
    eq(saleOrder.accountId, accountId),
    isNull(saleOrder.hiddenAt),
    isNotNull(saleOrder.paidAt),
    gt(saleOrder.createdAt, sql`now() - make_interval(days => ${CANDIDATE_DAYS})`),
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({
        orderId: saleOrder.id,
        orderNo: saleOrder.orderNo,
        status: saleOrder.status,
        payAmount: saleOrder.payAmount,
        createdAt: saleOrder.createdAt,
        shopId: shop.id,
        shopName: shop.name,
        shopLogo: shop.logo,
      })
      .from(saleOrder)
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .where(where)
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    q.select({ n: count() }).from(saleOrder).where(where),
  ]);
  const orderIds = rows.map((r) => r.orderId);
  const [lines, refused] = await Promise.all([
    orderIds.length ? orderLines(q, orderIds) : new Map<number, LineRow[]>(),
    orderIds.length
      ? q
          .select({
            returnId: returnOrder.id,
            orderId: returnOrder.orderId,
            returnNo: returnOrder.returnNo,
            status: returnOrder.status,
            refuseReason: returnOrder.refuseReason,
            complaintId: complaint.id,
          })
          .from(returnOrder)
          .leftJoin(complaint, eq(complaint.returnId, returnOrder.id))
          .where(and(inArray(returnOrder.orderId, orderIds), eq(returnOrder.accountId, accountId), eq(returnOrder.status, 'refused')))
          .orderBy(desc(returnOrder.createdAt), desc(returnOrder.id))
      : [],
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => ({
      orderId: r.orderId,
      orderNo: r.orderNo,
      status: r.status,
      payAmount: r.payAmount,
      createdAt: r.createdAt.toISOString(),
      shop: { shopId: r.shopId, name: textIn(r.shopName, lang), logo: r.shopLogo },
      goods: (lines.get(r.orderId) ?? []).map((l) => ({ goodsId: l.goodsId, title: textIn(l.title, lang), image: l.image })),
      refusedReturns: refused
        .filter((x) => x.orderId === r.orderId)
        .map((x) => ({ returnId: x.returnId, returnNo: x.returnNo, status: x.status, refuseReason: x.refuseReason, complaintId: x.complaintId })),
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
