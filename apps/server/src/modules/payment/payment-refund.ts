import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { splitProportionally } from '../../platform/split-proportionally.ts';
import { orderLinesForRefund } from '../order/order.api.ts';
import { creditWallet } from '../wallet/wallet.api.ts';
import { creditShopBalanceRefund } from './shop-balance.ts';
import { moveRefund, type Mover } from './payment-state.ts';
import { payment, paymentEvent, paymentOrder, paymentRefund, paymentRefundLine, type RefundStatus } from './payment.tables.ts';
import { SandboxRefundRefused, sandboxRefund } from './sandbox-psp.ts';

/**
 * Refunds. A refund gives back some units of some lines of one order through the payment that paid it. It is asked
 * for in the transaction of its cause (a paid order cancelled; later, an after-sales request), under the payment's
 * row lock, and capped there: what is refunded or pending never exceeds what was paid, per line (its paid share:
 * amount less its coupon share, plus its part of the delivery fee), per order and per payment. It starts `pending`;
 * after the commit the outbox hands it to the provider (`sendRefund`) with the refund's id as the idempotency key,
 * so a retry after a timeout finds the first refund rather than paying again; the wallet refunds by a ledger
 * entry (once per refund, the ledger's cause key).
 */

export const REFUND_EVENTS = {
  requested: 'refund.requested',
  settled: 'refund.settled',
  failed: 'refund.failed',
} as const;

export interface RefundEventPayload {
  refundId: number;
  paymentId: number;
  orderId: number;
  amount: number;
}

/**
 * What each line of an order was paid: its amount less its coupon share, plus its part of the delivery fee
 * (shared by those amounts, largest remainder), so the shares add up to exactly what the order cost.
 */
export function lineShares(order: { deliveryFee: number; lines: readonly { lineId: number; amount: number; discountAmount: number }[] }): Map<number, number> {
  const net = order.lines.map((l) => l.amount - l.discountAmount);
  const delivery = net.some((n) => n > 0) ? splitProportionally(order.deliveryFee, net) : order.lines.map((_, i) => (i === 0 ? order.deliveryFee : 0));
  return new Map(order.lines.map((l, i) => [l.lineId, net[i]! + delivery[i]!]));
}

/** What the first `units` of a line of `quantity` units are worth of its `share`: the last unit takes the remainder. */
const unitsWorth = (share: number, quantity: number, units: number) => (units >= quantity ? share : Math.floor((share * units) / quantity));

export interface RefundRequest {
  orderId: number;
  /** The lines and units to refund; every line's units not refunded yet when absent (a whole order). */
  lines?: readonly { orderLineId: number; quantity: number }[];
  reason: string;
  /** The same key answers the same refund. */
  requestKey: string;
  by: Mover;
}

/**
 * Asks for a refund in the caller's transaction (see the file comment). Answers the refund (the one of the same
 * request key if there is one), or null when nothing is left to refund of a whole-order request. An order with no
 * payment that took money is REFUND_NOT_POSSIBLE; more units than bought, or than are left, is REFUND_OVER_PAID.
 */
export async function requestRefund(tx: Tx, request: RefundRequest): Promise<{ refundId: number; amount: number } | null> {
  const [known] = await tx.select({ id: paymentRefund.id, amount: paymentRefund.amount }).from(paymentRefund).where(eq(paymentRefund.requestKey, request.requestKey));
  if (known) return { refundId: known.id, amount: known.amount };

  const [paidBy] = await tx
    .select({ paymentId: payment.id, channel: payment.channel, captured: payment.amount, orderShare: paymentOrder.amount })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(and(eq(paymentOrder.orderId, request.orderId), eq(payment.status, 'paid')))
    .limit(1);
  if (!paidBy || paidBy.orderShare === 0) throw new AppError('REFUND_NOT_POSSIBLE');
  // Every refund of this payment waits here for the one before it, so the sums below cannot move meanwhile.
  await tx.select({ id: payment.id }).from(payment).where(eq(payment.id, paidBy.paymentId)).for('update');

  const order = await orderLinesForRefund(tx, request.orderId);
  if (!order) throw new AppError('REFUND_NOT_POSSIBLE');
  const shares = lineShares(order);
  const earlier = await tx
    .select({ lineId: paymentRefundLine.orderLineId, quantity: sql<number>`sum(${paymentRefundLine.quantity})::int`, amount: sql<number>`sum(${paymentRefundLine.amount})::int` })
    .from(paymentRefundLine)
    .innerJoin(paymentRefund, eq(paymentRefund.id, paymentRefundLine.refundId))
    .where(and(eq(paymentRefund.paymentId, paidBy.paymentId), inArray(paymentRefund.status, ['pending', 'settled'])))
    .groupBy(paymentRefundLine.orderLineId);
  const before = new Map(earlier.map((e) => [e.lineId, e]));

  const wanted = request.lines ?? order.lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity - (before.get(l.lineId)?.quantity ?? 0) }));
  const lines: { orderLineId: number; quantity: number; amount: number }[] = [];
  for (const w of wanted) {
    const line = order.lines.find((l) => l.lineId === w.orderLineId);
    if (!line) throw new AppError('NOT_FOUND');
    const done = before.get(line.lineId) ?? { quantity: 0, amount: 0 };
    if (w.quantity < 0 || done.quantity + w.quantity > line.quantity) throw new AppError('REFUND_OVER_PAID');
    const share = shares.get(line.lineId)!;
    // What these units add to what the line has given back so far, so that all of them together give its share.
    const amount = unitsWorth(share, line.quantity, done.quantity + w.quantity) - done.amount;
    if (w.quantity > 0 || amount > 0) lines.push({ orderLineId: line.lineId, quantity: w.quantity, amount });
  }
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  if (amount === 0) {
    if (request.lines) throw new AppError('REFUND_OVER_PAID');
    return null;
  }

  const [totals] = await tx
    .select({
      payment: sql<number>`coalesce(sum(${paymentRefund.amount}), 0)::int`,
      order: sql<number>`coalesce(sum(${paymentRefund.amount}) filter (where ${paymentRefund.orderId} = ${request.orderId}), 0)::int`,
    })
    .from(paymentRefund)
    .where(and(eq(paymentRefund.paymentId, paidBy.paymentId), inArray(paymentRefund.status, ['pending', 'settled'])));
  if (totals!.order + amount > paidBy.orderShare || totals!.payment + amount > paidBy.captured) throw new AppError('REFUND_OVER_PAID');

  const [refund] = await tx
    .insert(paymentRefund)
    .values({ paymentId: paidBy.paymentId, orderId: request.orderId, amount, channel: paidBy.channel, status: 'pending', reason: request.reason, requestKey: request.requestKey })
    .returning({ id: paymentRefund.id });
  await tx.insert(paymentRefundLine).values(lines.map((l) => ({ refundId: refund!.id, ...l })));
  await tx.insert(paymentEvent).values({ paymentId: paidBy.paymentId, refundId: refund!.id, fromStatus: null, toStatus: 'pending', actor: request.by.actor, actorId: request.by.actorId, note: request.reason });
  const payload: RefundEventPayload = { refundId: refund!.id, paymentId: paidBy.paymentId, orderId: request.orderId, amount };
  await publishEvent(tx, { type: REFUND_EVENTS.requested, subject: refund!.id, payload });
  return { refundId: refund!.id, amount };
}

/** A provider's answer to a refund: done (with its reference) or refused for good. A timeout throws, and is retried. */
type ProviderAnswer = { settled: true; ref: string } | { settled: false; reason: string };

/**
 * Sends a pending refund to its payment's provider and settles it (or fails it) by the answer, in the transaction
 * of the outbox's delivery: the refund's row is locked, so one delivery at a time works on it, and a refund no
 * longer pending is left alone. The wallet's refund is a ledger entry in this transaction; the sandbox's is written
 * by the sandbox on its side, under the refund's idempotency key. A provider that does not answer throws: the
 * delivery is retried, and the provider recognises the key.
 */
export async function sendRefund(deps: { db: Db }, tx: Tx, refundId: number): Promise<void> {
  const [r] = await tx
    .select({ id: paymentRefund.id, status: paymentRefund.status, amount: paymentRefund.amount, channel: paymentRefund.channel, orderId: paymentRefund.orderId, paymentId: payment.id, paymentNo: payment.paymentNo, accountId: payment.accountId })
    .from(paymentRefund)
    .innerJoin(payment, eq(payment.id, paymentRefund.paymentId))
    .where(eq(paymentRefund.id, refundId))
    .for('update', { of: paymentRefund });
  if (!r || r.status !== 'pending') return;
  const answer = await refundThrough(deps, tx, r);
  const payload: RefundEventPayload = { refundId: r.id, paymentId: r.paymentId, orderId: r.orderId, amount: r.amount };
  if (answer.settled) {
    await moveRefund(tx, r, { to: 'settled', set: { providerRef: answer.ref }, actor: 'system', actorId: null });
    await publishEvent(tx, { type: REFUND_EVENTS.settled, subject: r.id, payload });
  } else {
    await moveRefund(tx, r, { to: 'failed', set: { failReason: answer.reason }, actor: 'system', actorId: null, note: answer.reason });
    await publishEvent(tx, { type: REFUND_EVENTS.failed, subject: r.id, payload });
  }
}

async function refundThrough(deps: { db: Db }, tx: Tx, r: { id: number; amount: number; channel: number; paymentNo: string; accountId: number; orderId: number }): Promise<ProviderAnswer> {
  switch (r.channel) {
    case PAY_CHANNELS.wallet:
      await creditWallet(tx, r.accountId, r.amount, r.id);
      return { settled: true, ref: `ledger:refund:${r.id}` };
    case PAY_CHANNELS.shop_balance:
      // Back to the stored value at the order's shop (once per refund, the ledger's cause key).
      await creditShopBalanceRefund(tx, r);
      return { settled: true, ref: `ledger:refund:${r.id}` };
    case PAY_CHANNELS.sandbox:
    case PAY_CHANNELS.scan:
    case PAY_CHANNELS.offline:
      // The sandbox stands for the bank too (an offline transfer goes back the way it came).
      try {
        return { settled: true, ref: await sandboxRefund(deps.db, { idempotencyKey: `refund-${r.id}`, paymentNo: r.paymentNo, amount: r.amount }) };
      } catch (err) {
        // Refused for good: the refund fails with the provider's reason (the console can send it again).
        if (err instanceof SandboxRefundRefused) return { settled: false, reason: err.reason };
        throw err;
      }
    default:
      // WeChat Pay and Alipay take no payments until configured, so none of theirs can be refunded either.
      return { settled: false, reason: 'channel_not_configured' };
  }
}

/** A payment's refunds, oldest first (the payment's detail). */
export async function refundsOf(q: Db | Tx, paymentId: number) {
  return q
    .select({ orderId: paymentRefund.orderId, amount: paymentRefund.amount, status: paymentRefund.status, createdAt: paymentRefund.createdAt })
    .from(paymentRefund)
    .where(eq(paymentRefund.paymentId, paymentId))
    .orderBy(asc(paymentRefund.id));
}

/** Units of each line of an order refunded or being refunded (after-sales frees nothing of these). */
export async function refundedUnitsOfOrder(q: Db | Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await q
    .select({ lineId: paymentRefundLine.orderLineId, quantity: sql<number>`sum(${paymentRefundLine.quantity})::int` })
    .from(paymentRefundLine)
    .innerJoin(paymentRefund, eq(paymentRefund.id, paymentRefundLine.refundId))
    .where(and(eq(paymentRefund.orderId, orderId), inArray(paymentRefund.status, ['pending', 'settled'])))
    .groupBy(paymentRefundLine.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.quantity]));
}

/** The state of some refunds, by id (after-sales shows its refund's). */
export async function refundStatuses(q: Db | Tx, refundIds: readonly number[]): Promise<Map<number, RefundStatus>> {
  if (refundIds.length === 0) return new Map();
  const rows = await q.select({ id: paymentRefund.id, status: paymentRefund.status }).from(paymentRefund).where(inArray(paymentRefund.id, [...refundIds]));
  return new Map(rows.map((r) => [r.id, r.status]));
}
