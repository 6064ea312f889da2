import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { orderForAftersale, tryMoveOrder } from '../order/order.api.ts';
import { refundedUnitsOfOrder, requestRefund } from '../payment/payment.api.ts';
import { returnOrder, returnOrderLine } from './aftersale.tables.ts';
import { moveReturn, tryMoveReturn, type ReturnMove } from './return-state.ts';

/**
 * Asks for a request's refund in the caller's transaction and moves it to `refunding`: a refund-only request gives
 * back every unit it asked for, a return only the units that came back. The refund goes through the payment that
 * paid (payment.api `requestRefund`, under the payment's lock, capped per line, order and payment), keyed
 * `return:<id>`, so the same request can never be refunded twice, whatever races.
 */
export async function refundReturn(tx: Tx, returnId: number, from: 'approved' | 'received', by: Pick<ReturnMove, 'actor' | 'actorId'>): Promise<void> {
  const [r] = await tx.select({ orderId: returnOrder.orderId, kind: returnOrder.kind }).from(returnOrder).where(eq(returnOrder.id, returnId));
  const lines = await tx
    .select({ orderLineId: returnOrderLine.orderLineId, quantity: returnOrderLine.quantity, received: returnOrderLine.receivedQuantity })
    .from(returnOrderLine)
    .where(eq(returnOrderLine.returnId, returnId));
  const units = lines.map((l) => ({ orderLineId: l.orderLineId, quantity: r!.kind === 'refund' ? l.quantity : (l.received ?? 0) })).filter((l) => l.quantity > 0);
  const refund = await requestRefund(tx, { orderId: r!.orderId, lines: units, reason: `return:${returnId}`, requestKey: `return:${returnId}`, by: { actor: by.actor, actorId: by.actorId } });
  await moveReturn(tx, returnId, { from, to: 'refunding', ...by, set: { refundId: refund!.refundId, refundAmount: refund!.amount } });
}

/**
 * A request's refund settled (the payment module's `refund.settled`): the request is refunded; and when every unit
 * of the order has now been refunded, the order closes (terminated), its money having gone back already.
 */
export async function settleReturnRefund(tx: Tx, refundId: number, windowDays: number): Promise<void> {
  const [r] = await tx.select({ id: returnOrder.id, orderId: returnOrder.orderId }).from(returnOrder).where(and(eq(returnOrder.refundId, refundId), eq(returnOrder.status, 'refunding')));
  if (!r) return;
  await tryMoveReturn(tx, r.id, { from: 'refunding', to: 'refunded', actor: 'system', actorId: null });
  const order = await orderForAftersale(tx, r.orderId, { lock: true, windowDays });
  if (!order || order.status === 'paying' || order.status === 'terminated') return;
  const refunded = await refundedUnitsOfOrder(tx, r.orderId);
  if (order.lines.every((l) => (refunded.get(l.lineId) ?? 0) >= l.quantity)) {
    await tryMoveOrder(tx, r.orderId, { from: order.status, to: 'terminated', actor: 'system', actorId: null, note: 'refunded' });
  }
}
