import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { ordersByIds } from '../order/order.api.ts';
import { balanceOf, post } from '../wallet/wallet.api.ts';
import { pointsEarning, pointsTakeBack } from './loyalty.tables.ts';
import { expiryOf, pointsFor, takeBackTotal } from './loyalty-rules.ts';

/** Where earned points come from and where taken-back points go: the platform's issued points account. */
export const ISSUED_POINTS = { platform: 'issued', asset: 'points' as const };
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });

export interface CompletedOrder {
  orderId: number;
  accountId: number;
  payAmount: number;
}

/**
 * A completed order earns its points (loyalty-rules.ts), once: the order's row of `points_earning` and the ledger
 * credit (cause `order_points`, the order) are written together, and a second delivery of the event finds the row.
 * Refunds that settled before the order completed are then taken back.
 */
export async function earnForOrder(tx: Tx, order: CompletedOrder, at: Date = new Date()): Promise<number> {
  const earned = pointsFor(order.payAmount);
  const [known] = await ordersByIds(tx, [order.orderId]);
  const expiresAt = expiryOf(at);
  const inserted = await tx
    .insert(pointsEarning)
    .values({ orderId: order.orderId, accountId: order.accountId, orderNo: known?.orderNo ?? String(order.orderId), payAmount: order.payAmount, points: earned, expiresAt })
    .onConflictDoNothing()
    .returning({ orderId: pointsEarning.orderId });
  if (inserted.length === 0) return 0;
  if (earned > 0) {
    await post(tx, {
      cause: { type: 'order_points', id: order.orderId },
      memo: 'points earned by a completed order',
      moves: [
        { account: points(order.accountId), amount: earned, expiresAt },
        { account: ISSUED_POINTS, amount: -earned },
      ],
    });
  }
  await takeBackDue(tx, order.orderId);
  return earned;
}

/** A refund of an order settled: its share of the order's points goes back, once per refund. */
export async function takeBackForRefund(tx: Tx, refund: { refundId: number; orderId: number; amount: number }): Promise<void> {
  const inserted = await tx
    .insert(pointsTakeBack)
    .values({ refundId: refund.refundId, orderId: refund.orderId, amount: refund.amount })
    .onConflictDoNothing()
    .returning({ refundId: pointsTakeBack.refundId });
  if (inserted.length === 0) return;
  await takeBackDue(tx, refund.orderId);
}

/**
 * Works out the refunds of an order not yet taken back, in the order they settled, under the lock of the order's
 * earning row: each takes the growth of `takeBackTotal` over the refunds before it. What the shopper no longer holds
 * (spent, or expired) is not taken: `taken` is what the balance still had, and the rest is left (the ledger never
 * goes below zero, and points earned later are not touched). An order that earned nothing yet leaves them waiting.
 */
async function takeBackDue(tx: Tx, orderId: number): Promise<void> {
  const [earning] = await tx.select().from(pointsEarning).where(eq(pointsEarning.orderId, orderId)).for('update');
  if (!earning) return;
  const refunds = await tx.select().from(pointsTakeBack).where(eq(pointsTakeBack.orderId, orderId)).orderBy(asc(pointsTakeBack.createdAt), asc(pointsTakeBack.refundId));
  let refunded = 0;
  let dueBefore = 0;
  for (const r of refunds) {
    refunded += r.amount;
    const dueNow = takeBackTotal(earning.points, earning.payAmount, refunded);
    if (r.due === null) {
      const due = dueNow - dueBefore;
      const held = due > 0 ? await balanceOf(tx, points(earning.accountId)) : 0;
      const taken = Math.min(due, held);
      if (taken > 0) {
        await post(tx, {
          cause: { type: 'points_take_back', id: r.refundId },
          memo: 'points of a refunded order taken back',
          moves: [
            { account: points(earning.accountId), amount: -taken },
            { account: ISSUED_POINTS, amount: taken },
          ],
        });
      }
      await tx.update(pointsTakeBack).set({ due, taken }).where(and(eq(pointsTakeBack.refundId, r.refundId), isNull(pointsTakeBack.due)));
    }
    dueBefore = dueNow;
  }
}

