import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { orderPointsFacts, REDEEMED_POINTS } from '../order/order.api.ts';
import { post } from '../wallet/wallet.api.ts';
import { pointsRefundReturn } from './loyalty.tables.ts';
import { expiryOf, takeBackTotal } from './loyalty-rules.ts';

/**
 * A settled refund of an order that used score points at checkout gives back its share of them, once per refund:
 * all refunds of the order together give back `takeBackTotal(pointsUsed, paid, refunded)` (the same proportional
 * rule as taking back earned points: all of them once everything is refunded), each refund the growth it makes.
 * Refunds of one order are worked out one at a time under a transaction lock on the order. The points come back as
 * a lot expiring like freshly earned ones (the lots they were taken from are not reopened).
 */
export async function returnPointsForRefund(tx: Tx, refund: { refundId: number; orderId: number; amount: number }, at: Date = new Date()): Promise<number> {
  const order = await orderPointsFacts(tx, refund.orderId);
  if (!order || order.pointsUsed <= 0) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points_refund_return'), ${refund.orderId}::int)`);
  const inserted = await tx
    .insert(pointsRefundReturn)
    .values({ refundId: refund.refundId, orderId: refund.orderId, amount: refund.amount })
    .onConflictDoNothing()
    .returning({ refundId: pointsRefundReturn.refundId });
  if (inserted.length === 0) return 0;
  const [sums] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${pointsRefundReturn.amount}), 0)::bigint`, returned: sql<number>`coalesce(sum(${pointsRefundReturn.points}), 0)::int` })
    .from(pointsRefundReturn)
    .where(eq(pointsRefundReturn.orderId, refund.orderId));
  const due = takeBackTotal(order.pointsUsed, order.payAmount, Number(sums!.refunded)) - Number(sums!.returned);
  if (due <= 0) return 0;
  await tx.update(pointsRefundReturn).set({ points: due }).where(eq(pointsRefundReturn.refundId, refund.refundId));
  await post(tx, {
    cause: { type: 'order_points_return', id: `refund:${refund.refundId}` },
    memo: 'points of a refunded order given back',
    moves: [
      { account: REDEEMED_POINTS, amount: -due },
      { account: { shopper: order.accountId, asset: 'points' }, amount: due, expiresAt: expiryOf(at) },
    ],
  });
  return due;
}
