import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REFUND_STUCK_AFTER_MINUTES, type TQueryStuckRefundsRequest, type TQueryStuckRefundsResponse, type TStuckRefund } from '@mall/contract/payment/platform-refunds';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { decodeIdCursor, encodeIdCursor } from '../platform/keyset-cursor.ts';
import { textIn } from '../platform/localized.ts';
import { account } from '../modules/account/account.tables.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { payment, paymentEvent, paymentRefund } from '../modules/payment/payment.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * The platform console's refunds stuck in a state (operators of the finance role): a refund still pending
 * REFUND_STUCK_AFTER_MINUTES after it was asked for (the outbox sends one within seconds, so its sending is lost or
 * set aside), or one the provider refused. Each with its order, shop, shopper and every move of its state. Oldest
 * first by id, through the partial index of pending and failed refunds (`payment_refund_stuck_idx`).
 */

const rowColumns = {
  refundId: paymentRefund.id,
  status: paymentRefund.status,
  amount: paymentRefund.amount,
  channel: paymentRefund.channel,
  reason: paymentRefund.reason,
  failReason: paymentRefund.failReason,
  paymentNo: payment.paymentNo,
  orderId: paymentRefund.orderId,
  orderNo: saleOrder.orderNo,
  shopId: saleOrder.shopId,
  shopName: shop.name,
  accountId: payment.accountId,
  nickName: account.nickName,
  number: account.number,
  createdAt: paymentRefund.createdAt,
  ageSeconds: sql<number>`floor(extract(epoch from now() - ${paymentRefund.createdAt}))::int`,
};

const base = (q: Db | Tx) =>
  q
    .select(rowColumns)
    .from(paymentRefund)
    .innerJoin(payment, eq(payment.id, paymentRefund.paymentId))
    .innerJoin(saleOrder, eq(saleOrder.id, paymentRefund.orderId))
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .innerJoin(account, eq(account.id, payment.accountId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

/** The rows with their events (one statement for the page's events). */
async function withEvents(q: Db | Tx, rows: Row[], lang: Lang): Promise<TStuckRefund[]> {
  const ids = rows.map((r) => r.refundId);
  const events =
    ids.length === 0
      ? []
      : await q
          .select({ refundId: paymentEvent.refundId, from: paymentEvent.fromStatus, to: paymentEvent.toStatus, actor: paymentEvent.actor, actorId: paymentEvent.actorId, note: paymentEvent.note, at: paymentEvent.createdAt })
          .from(paymentEvent)
          .where(inArray(paymentEvent.refundId, ids))
          .orderBy(asc(paymentEvent.id));
  return rows.map((r) => ({
    refundId: r.refundId,
    status: r.status,
    amount: r.amount,
    channel: r.channel,
    reason: r.reason,
    failReason: r.failReason,
    paymentNo: r.paymentNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    shopId: r.shopId,
    shopName: textIn(r.shopName, lang),
    accountId: r.accountId,
    shopper: [r.nickName, r.number].filter(Boolean).join(' · '),
    createdAt: r.createdAt.toISOString(),
    ageSeconds: r.ageSeconds,
    events: events
      .filter((e) => e.refundId === r.refundId)
      .map((e) => ({ from: e.from as TStuckRefund['status'] | null, to: e.to as TStuckRefund['status'], actor: e.actor, actorId: e.actorId, note: e.note, at: e.at.toISOString() })),
  }));
}

/** Refunds stuck in a state, oldest first, narrowed to pending or failed ones. */
export async function queryStuckRefunds(db: Db, input: Omit<TQueryStuckRefundsRequest, 'pageSize'> & { pageSize: number }, lang: Lang): Promise<TQueryStuckRefundsResponse> {
  const after = decodeIdCursor(input.after);
  const stuckPending = and(eq(paymentRefund.status, 'pending'), sql`${paymentRefund.createdAt} < now() - make_interval(mins => ${REFUND_STUCK_AFTER_MINUTES})`);
  const failed = eq(paymentRefund.status, 'failed');
  // The partial index's own predicate, so the planner walks it; then which of its rows are stuck.
  const where: SQL[] = [inArray(paymentRefund.status, ['pending', 'failed']), input.status === 'pending' ? stuckPending! : input.status === 'failed' ? failed : or(failed, stuckPending)!];
  if (after !== undefined) where.push(gt(paymentRefund.id, after));
  const rows = await base(db)
    .where(and(...where))
    .orderBy(asc(paymentRefund.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  return { list: await withEvents(db, page, lang), next: rows.length > input.pageSize ? encodeIdCursor(page.at(-1)!.refundId) : null };
}

/** One refund as the console shows it (whatever its state), or undefined. */
export async function stuckRefundView(q: Db | Tx, refundId: number, lang: Lang): Promise<TStuckRefund | undefined> {
  const rows = await base(q).where(eq(paymentRefund.id, refundId));
  return (await withEvents(q, rows, lang))[0];
}
