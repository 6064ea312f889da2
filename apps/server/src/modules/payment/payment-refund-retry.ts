import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { inBackground, type Deps } from '../../platform/deps.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { orderLinesForRefund } from '../order/order.api.ts';
import { lineShares, REFUND_EVENTS, sendRefund, type RefundEventPayload } from './payment-refund.ts';
import { moveRefund } from './payment-state.ts';
import { payment, paymentOrder, paymentRefund, paymentRefundLine } from './payment.tables.ts';

/**
 * An operator sends a stuck refund again (`platform/refund/retry`), through the same path the outbox takes
 * (`sendRefund`: the same provider, the refund's id as the same idempotency key), so a refund the provider already
 * made is only settled, never paid twice. In one transaction, under the payment's row lock (the lock `requestRefund`
 * takes, so no new refund of the payment and no other retry moves the sums meanwhile) and then the refund's:
 * - settled: nothing to do, answered as it is (a second retry racing the first lands here);
 * - failed: moved back to pending (REFUND_TRANSITIONS' failed → pending, recorded with the operator), after checking
 *   that it still fits within what was paid: a failed refund frees its money, so another refund may have given the
 *   same units back since (then 5361 and nothing moves);
 * - pending: sent. The provider's answer settles it or fails it again (with its reason, answered as failed).
 * A provider that does not answer rolls the whole transaction back (a failed refund stays failed) and answers 5362:
 * retrying again finds the provider's refund by its key.
 */
export async function retryRefund(deps: Deps, operatorId: number, refundId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [known] = await tx.select({ paymentId: paymentRefund.paymentId }).from(paymentRefund).where(eq(paymentRefund.id, refundId));
    if (!known) throw new AppError('NOT_FOUND');
    await tx.select({ id: payment.id }).from(payment).where(eq(payment.id, known.paymentId)).for('update');
    const [r] = await tx
      .select({ id: paymentRefund.id, paymentId: paymentRefund.paymentId, orderId: paymentRefund.orderId, amount: paymentRefund.amount, status: paymentRefund.status })
      .from(paymentRefund)
      .where(eq(paymentRefund.id, refundId))
      .for('update');
    if (!r || r.status === 'settled') return;
    if (r.status === 'failed') {
      await checkStillWithinPaid(tx, r);
      await moveRefund(tx, r, { from: 'failed', to: 'pending', set: { failReason: null, failedAt: null }, actor: 'platform', actorId: operatorId, note: 'retry' });
    }
    try {
      // The provider's own books are written on a pool of their own, as the outbox's are (never waiting for this one).
      await sendRefund(inBackground(deps), tx, refundId);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('REFUND_PROVIDER_NO_ANSWER');
    }
  });
}

/**
 * An operator marks a failed refund as paid by other means (`platform/refund/settle-offline`: finance transferred
 * it by hand), with a note of how, under the same locks as a retry: failed → settled (REFUND_TRANSITIONS), recorded
 * with the operator and the note, its provider reference `offline:<operator>`, and `refund.settled` published, so
 * after-sales, invoices and points follow as for any settled refund; settled, it is never sent again. Only a failed
 * one: a pending refund may still be paid by its provider (5363). A wallet or stored-value refund goes back to its
 * balance through the ledger, which never refuses: it is retried, not settled by hand (5364). A settled refund is
 * answered as it is (a double click).
 */
export async function settleRefundOffline(deps: Deps, operatorId: number, refundId: number, note: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [known] = await tx.select({ paymentId: paymentRefund.paymentId }).from(paymentRefund).where(eq(paymentRefund.id, refundId));
    if (!known) throw new AppError('NOT_FOUND');
    await tx.select({ id: payment.id }).from(payment).where(eq(payment.id, known.paymentId)).for('update');
    const [r] = await tx
      .select({ id: paymentRefund.id, paymentId: paymentRefund.paymentId, orderId: paymentRefund.orderId, amount: paymentRefund.amount, status: paymentRefund.status, channel: paymentRefund.channel })
      .from(paymentRefund)
      .where(eq(paymentRefund.id, refundId))
      .for('update');
    if (!r || r.status === 'settled') return;
    if (r.status !== 'failed') throw new AppError('REFUND_NOT_FAILED');
    if (r.channel === PAY_CHANNELS.wallet || r.channel === PAY_CHANNELS.shop_balance) throw new AppError('REFUND_OFFLINE_LEDGER_CHANNEL');
    await checkStillWithinPaid(tx, r);
    await moveRefund(tx, r, { from: 'failed', to: 'settled', set: { providerRef: `offline:${operatorId}` }, actor: 'platform', actorId: operatorId, note });
    const payload: RefundEventPayload = { refundId: r.id, paymentId: r.paymentId, orderId: r.orderId, amount: r.amount };
    await publishEvent(tx, { type: REFUND_EVENTS.settled, subject: r.id, payload });
  });
}

/**
 * Whether a failed refund may be pending again: with the payment's other pending and settled refunds it gives back
 * no more than was paid, per line (units and paid share), per order and per payment (as `requestRefund` checks).
 */
async function checkStillWithinPaid(tx: Tx, r: { id: number; paymentId: number; orderId: number; amount: number }): Promise<void> {
  const live = and(eq(paymentRefund.paymentId, r.paymentId), inArray(paymentRefund.status, ['pending', 'settled']), ne(paymentRefund.id, r.id));
  const [paid] = await tx
    .select({ captured: payment.amount, orderShare: paymentOrder.amount })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(and(eq(paymentOrder.paymentId, r.paymentId), eq(paymentOrder.orderId, r.orderId)));
  const [totals] = await tx
    .select({
      payment: sql<number>`coalesce(sum(${paymentRefund.amount}), 0)::int`,
      order: sql<number>`coalesce(sum(${paymentRefund.amount}) filter (where ${paymentRefund.orderId} = ${r.orderId}), 0)::int`,
    })
    .from(paymentRefund)
    .where(live);
  if (!paid || totals!.order + r.amount > paid.orderShare || totals!.payment + r.amount > paid.captured) throw new AppError('REFUND_RETRY_OVER_PAID');

  const order = await orderLinesForRefund(tx, r.orderId);
  if (!order) throw new AppError('REFUND_RETRY_OVER_PAID');
  const shares = lineShares(order);
  const mine = await tx.select({ lineId: paymentRefundLine.orderLineId, quantity: paymentRefundLine.quantity, amount: paymentRefundLine.amount }).from(paymentRefundLine).where(eq(paymentRefundLine.refundId, r.id));
  const others = await tx
    .select({ lineId: paymentRefundLine.orderLineId, quantity: sql<number>`sum(${paymentRefundLine.quantity})::int`, amount: sql<number>`sum(${paymentRefundLine.amount})::int` })
    .from(paymentRefundLine)
    .innerJoin(paymentRefund, eq(paymentRefund.id, paymentRefundLine.refundId))
    .where(live)
    .groupBy(paymentRefundLine.orderLineId);
  for (const line of mine) {
    const bought = order.lines.find((l) => l.lineId === line.lineId);
    const done = others.find((o) => o.lineId === line.lineId) ?? { quantity: 0, amount: 0 };
    if (!bought || done.quantity + line.quantity > bought.quantity || done.amount + line.amount > (shares.get(line.lineId) ?? 0)) throw new AppError('REFUND_RETRY_OVER_PAID');
  }
}
