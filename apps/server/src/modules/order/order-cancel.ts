import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { sweepDue } from '../../platform/due-sweep.ts';
import { returnStock } from '../catalogue/catalogue.api.ts';
import { lockCoupons, releaseCoupons } from '../coupon/coupon.api.ts';
import { pointsReturnExpiry, returnOrderPoints } from './order-points.ts';
import { tryMoveOrder, type MovedOrder } from './order-state.ts';
import { checkout, saleOrder, saleOrderGoods } from './order.tables.ts';

/**
 * Cancelling an order: one never paid (the shopper, and the overdue sweep at its deadline), or one paid and
 * not shipped (the shopper; refunded through its payment). Either way its stock goes back on the shelf and its
 * coupons back to the shopper; an unpaid order's score points come back here, a paid one's with its refund. The locks follow the commit's order (the order row, then SKUs by id, then coupons by id), so a
 * cancel and a commit touching the same SKUs and coupons queue rather than deadlock.
 */

export interface CancelUnpaidOptions {
  actor: 'shopper' | 'merchant' | 'system' | 'platform';
  actorId: number | null;
  /** Why, kept on the order and its event (e.g. `unpaid_timeout`, `shopper_cancel`). */
  reason: string;
  /** Only when the pay deadline has passed (the job and the sweep): a job that runs early changes nothing. */
  overdueOnly?: boolean;
  /** Only an order of this shopper (a shopper's own cancel). */
  accountId?: number;
}

/**
 * Cancels one unpaid order in a transaction: `paying` → `terminated` through the state machine (a conditional
 * update, its event row and its domain event), stock back, the shop coupon back to unused, and the platform coupon
 * back only when no other live order of the same commit still uses it; the payment module closes the order's
 * payments still open (a QR code, a voucher) on the event, and one that tries to settle first finds the order no
 * longer payable. Idempotent: an order that is no longer `paying` (paid, or cancelled
 * before) is left alone and the answer is false.
 *
 * The conditional update takes the order's row lock, the same lock a payment's settle takes (`for no key
 * update`, payment-settle.ts) before it moves the order: a settle and this cancel racing queue on the row, and
 * the second finds the first's outcome (the cancel then matches no `paying` row; the settle fails its payment).
 */
export async function cancelUnpaidOrder(db: Db, orderId: number, options: CancelUnpaidOptions): Promise<boolean> {
  return cancelOrderFrom(db, orderId, 'paying', options);
}

/**
 * Cancels one paid order that has not shipped (`shipping` → `terminated`) in a transaction: stock and coupons come
 * back as for an unpaid cancel, and the money goes back through the payment that paid it, by the payment module on
 * the `order.terminated` event. False, changing nothing, when the order is no longer `shipping` (shipped meanwhile,
 * or cancelled by a retry).
 */
export async function cancelPaidOrder(db: Db, orderId: number, options: CancelUnpaidOptions): Promise<boolean> {
  return cancelOrderFrom(db, orderId, 'shipping', options);
}

/**
 * The one cancel: `from` → `terminated` through the state machine (which publishes `order.terminated`: the
 * payment module closes the order's open payments, or refunds a paid one), then what the order held goes back,
 * all in one transaction; false when it was not `from`.
 */
async function cancelOrderFrom(db: Db, orderId: number, from: 'paying' | 'shipping', options: CancelUnpaidOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await tryMoveOrder(tx, orderId, {
      from,
      to: 'terminated',
      actor: options.actor,
      actorId: options.actorId,
      note: options.reason,
      accountId: options.accountId,
      where: options.overdueOnly ? lte(saleOrder.payDeadline, sql`now()`) : undefined,
    });
    if (!order) return false;
    await releaseHoldings(tx, order);
    // A paid order's points come back with its refund (loyalty, on `refund.settled`); an unpaid one's now.
    if (from === 'paying') await returnOrderPoints(tx, order, pointsReturnExpiry(new Date()));
    return true;
  });
}

/**
 * What a cancelled order held goes back: its stock, its shop coupon, and the commit's platform coupon once no
 * other live order of the commit uses it. The locks follow the commit's order (SKUs by id, then coupons by id).
 */
async function releaseHoldings(tx: Tx, order: MovedOrder): Promise<void> {
  const lines = await tx
    .select({ skuId: saleOrderGoods.skuId, quantity: sql<number>`sum(${saleOrderGoods.quantity})::int` })
    .from(saleOrderGoods)
    .where(and(eq(saleOrderGoods.orderId, order.id), isNotNull(saleOrderGoods.skuId)))
    .groupBy(saleOrderGoods.skuId);
  await returnStock(tx, new Map(lines.map((l) => [l.skuId!, l.quantity])));

  const couponIds = [order.userCouponId, order.platformUserCouponId].filter((id): id is number => id !== null);
  if (couponIds.length === 0) return;
  // Locked first: two orders of one commit cancelled at once then see each other's outcome, so the last one to go
  // gives the shared platform coupon back.
  await lockCoupons(tx, couponIds);
  const back = order.userCouponId === null ? [] : [order.userCouponId];
  if (order.platformUserCouponId !== null) {
    const [other] = await tx
      .select({ id: saleOrder.id })
      .from(saleOrder)
      .where(and(eq(saleOrder.checkoutNumber, order.checkoutNumber), eq(saleOrder.platformUserCouponId, order.platformUserCouponId), ne(saleOrder.status, 'terminated')))
      .limit(1);
    if (!other) back.push(order.platformUserCouponId);
  }
  await releaseCoupons(tx, back);
}

/**
 * Cancels every `paying` order whose deadline has passed (oldest first, through the partial index on
 * `pay_deadline`), one transaction per order, four at a time, until none is due. Answers how many it cancelled.
 */
export async function cancelOverdueOrders(db: Db, batch = 200): Promise<number> {
  return sweepDue(
    (limit) =>
      db
        .select({ id: saleOrder.id })
        .from(saleOrder)
        .where(and(eq(saleOrder.status, 'paying'), lte(saleOrder.payDeadline, sql`now()`)))
        .orderBy(asc(saleOrder.payDeadline))
        .limit(limit),
    ({ id }) => cancelUnpaidOrder(db, id, { actor: 'system', actorId: null, reason: 'unpaid_timeout', overdueOnly: true }),
    { batch },
  );
}

/** How long after it expired a checkout (and its commit numbers) is kept: replays of a commit come within minutes. */
const STALE_CHECKOUT_DAYS = 1;

/**
 * Deletes checkouts that expired more than a day ago, committed or not, with their commit numbers (by cascade).
 * Orders do not point at checkouts, so nothing else goes. Runs with the overdue sweep; index `checkout_expires_idx`.
 */
export async function deleteStaleCheckouts(db: Db): Promise<number> {
  const result = await db.delete(checkout).where(lte(checkout.expiresAt, sql`now() - make_interval(days => ${STALE_CHECKOUT_DAYS})`));
  return result.rowCount ?? 0;
}
