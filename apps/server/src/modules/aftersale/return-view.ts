import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TReturnCard, TReturnDetail } from '@mall/contract/aftersale/return-fields';
import type { MerchantReturnQueue, TMerchantReturn, TQueryMerchantReturnsResponse } from '@mall/contract/aftersale/query-merchant-returns';
import type { TQueryOrderReturnsResponse } from '@mall/contract/aftersale/query-order-returns';
import type { TQueryReturnsResponse } from '@mall/contract/aftersale/query-returns';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { textIn } from '../../platform/localized.ts';
import { readReturnCards, type ReturnRow } from '../../read-models/return-cards.ts';
import { parcelById } from '../logistics/logistics.api.ts';
import { orderForAftersale } from '../order/order.api.ts';
import { refundStatuses } from '../payment/payment.api.ts';
import { dictionaryValues } from '../resource/resource.api.ts';
import { shopFaces } from '../shop/shop.api.ts';
import { returnOrder, returnOrderEvent } from './aftersale.tables.ts';
import { heldUnits, kindsAllowed } from './return-apply.service.ts';

/** A keyset page of requests matching `where` by (created_at, id), newest first or oldest first, as cards. */
async function cardsPage(db: Db, where: SQL[], after: string | undefined, pageSize: number, order: 'newest' | 'oldest', lang: Lang) {
  if (after) {
    const c = decodeCursor(after);
    where.push(order === 'newest' ? sql`(${returnOrder.createdAt}, ${returnOrder.id}) < (${c.at}::timestamptz, ${c.id})` : sql`(${returnOrder.createdAt}, ${returnOrder.id}) > (${c.at}::timestamptz, ${c.id})`);
  }
  const by = order === 'newest' ? [desc(returnOrder.createdAt), desc(returnOrder.id)] : [asc(returnOrder.createdAt), asc(returnOrder.id)];
  const rows = await db
    .select({ id: returnOrder.id, at: sql<string>`${returnOrder.createdAt}::text` })
    .from(returnOrder)
    .where(and(...where))
    .orderBy(...by)
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const cards = await readReturnCards(db, page.map((r) => r.id), lang);
  const last = page.at(-1);
  return { cards, next: rows.length > pageSize && last ? encodeCursor(last.at, last.id) : null };
}

/** `returnorder/query`: the shopper's requests, newest first. */
export async function queryReturns(db: Db, accountId: number, input: { after?: string | undefined; pageSize: number }, lang: Lang): Promise<TQueryReturnsResponse> {
  const { cards, next } = await cardsPage(db, [eq(returnOrder.accountId, accountId)], input.after, input.pageSize, 'newest', lang);
  return { list: cards.map((c) => c.card), next };
}

const QUEUE_STATUSES: Record<MerchantReturnQueue, ReturnRow['status'][]> = {
  answer: ['requested'],
  receive: ['approved', 'returning'],
  send: ['received', 'exchanging'],
  refunding: ['refunding'],
  done: ['refunded', 'completed', 'refused', 'cancelled'],
};

/** `merchant/returnorder/query`: one queue of a shop; open queues oldest waiting first, the finished newest first. */
export async function queryMerchantReturns(db: Db, input: { shopId: number; queue: MerchantReturnQueue; after?: string | undefined; pageSize: number }, lang: Lang): Promise<TQueryMerchantReturnsResponse> {
  const where = [eq(returnOrder.shopId, input.shopId), inArray(returnOrder.status, QUEUE_STATUSES[input.queue])];
  const { cards, next } = await cardsPage(db, where, input.after, input.pageSize, input.queue === 'done' ? 'newest' : 'oldest', lang);
  return { list: await merchantViews(db, cards, lang), next };
}

/** Cards with what the merchant reads besides: the reason's label, the shopper's words and pictures, the parcel back. */
async function merchantViews(db: Db | Tx, cards: { card: TReturnCard; row: ReturnRow }[], lang: Lang): Promise<TMerchantReturn[]> {
  const reasons = await dictionaryValues(db, 'return_reason');
  const parcels = await Promise.all(cards.map(({ row }) => (row.returnShipmentId ? parcelById(db, row.returnShipmentId, lang) : null)));
  return cards.map(({ card, row }, i) => ({
    ...card,
    reasonLabel: reasonLabel(reasons, row.reason, lang),
    description: row.description,
    images: row.images,
    respondBy: row.status === 'requested' && row.respondBy ? row.respondBy.toISOString() : null,
    refuseReason: row.refuseReason,
    returnTrackingNo: parcels[i]?.trackingNo ?? null,
    returnCompanyName: parcels[i]?.companyName ?? null,
  }));
}

const reasonLabel = (reasons: Map<string, Record<Lang, string>>, value: string, lang: Lang) => {
  const label = reasons.get(value);
  return label ? textIn(label, lang) : value;
};

/** One request as the merchant sees it (the answer of every merchant step). */
export async function merchantReturnView(db: Db | Tx, returnId: number, lang: Lang): Promise<TMerchantReturn> {
  const cards = await readReturnCards(db, [returnId], lang);
  if (cards.length === 0) throw new AppError('NOT_FOUND');
  return (await merchantViews(db, cards, lang))[0]!;
}

/** A parcel as a request's detail shows it. */
function parcelView(p: Awaited<ReturnType<typeof parcelById>>): TReturnDetail['returnParcel'] {
  if (!p) return null;
  return { companyCode: p.companyCode, companyName: p.companyName, trackingNo: p.trackingNo, status: p.status, events: p.events };
}

/** `returnorder/query/details`: one of the shopper's requests in full (any other id is NOT_FOUND). */
export async function queryReturnDetail(db: Db | Tx, accountId: number | null, returnId: number, lang: Lang): Promise<TReturnDetail> {
  const [found] = await readReturnCards(db, [returnId], lang);
  if (!found || (accountId !== null && found.row.accountId !== accountId)) throw new AppError('NOT_FOUND');
  const { card, row } = found;
  const [reasons, events, returnParcel, exchangeParcel, refunds] = await Promise.all([
    dictionaryValues(db, 'return_reason'),
    db
      .select({ from: returnOrderEvent.fromStatus, to: returnOrderEvent.toStatus, actor: returnOrderEvent.actor, note: returnOrderEvent.note, at: returnOrderEvent.createdAt })
      .from(returnOrderEvent)
      .where(eq(returnOrderEvent.returnId, returnId))
      .orderBy(asc(returnOrderEvent.id)),
    row.returnShipmentId ? parcelById(db, row.returnShipmentId, lang) : null,
    row.exchangeShipmentId ? parcelById(db, row.exchangeShipmentId, lang) : null,
    refundStatuses(db, row.refundId ? [row.refundId] : []),
  ]);
  const address = row.returnAddress;
  return {
    ...card,
    reason: row.reason,
    reasonLabel: reasonLabel(reasons, row.reason, lang),
    description: row.description,
    images: row.images,
    refuseReason: row.refuseReason,
    respondBy: row.status === 'requested' && row.respondBy ? row.respondBy.toISOString() : null,
    returnAddress: address ? { receiverName: textIn(address.receiverName, lang), phone: address.phone, address: textIn(address.address, lang) } : null,
    returnParcel: parcelView(returnParcel),
    exchangeParcel: parcelView(exchangeParcel),
    refundStatus: row.refundId ? (refunds.get(row.refundId) ?? null) : null,
    events: events.map((e) => ({ from: e.from, to: e.to, actor: e.actor, note: e.note, at: e.at.toISOString() })),
    canCancel: row.status === 'requested' || row.status === 'approved',
    canEscalate: row.status === 'refused',
  };
}

/** `returnorder/by/saleorder/query`: one of the shopper's orders as after-sales sees it. */
export async function queryOrderReturns(db: Db, accountId: number, orderId: number, windowDays: number, lang: Lang): Promise<TQueryOrderReturnsResponse> {
  const order = await orderForAftersale(db, orderId, { accountId, windowDays });
  if (!order) throw new AppError('NOT_FOUND');
  const [held, faces, ids] = await Promise.all([
    heldUnits(db, orderId),
    shopFaces(db, [order.shopId]),
    db.select({ id: returnOrder.id }).from(returnOrder).where(eq(returnOrder.orderId, orderId)).orderBy(desc(returnOrder.createdAt), desc(returnOrder.id)),
  ]);
  const cards = await readReturnCards(db, ids.map((r) => r.id), lang);
  const face = faces.get(order.shopId);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    shopName: face ? textIn(face.name, lang) : '',
    status: order.status,
    kinds: kindsAllowed(order),
    lines: order.lines.map((l) => ({
      orderLineId: l.lineId,
      goodsId: l.goodsId,
      skuId: l.skuId,
      title: textIn(l.title, lang),
      specName: textIn(l.specName, lang),
      image: l.image,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      available: Math.max(0, l.quantity - (held.get(l.lineId) ?? 0)),
    })),
    returns: cards.map((c) => c.card),
  };
}
