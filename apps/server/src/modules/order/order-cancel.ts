import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { refundOrderPayment } from '../payment/payment-refund.ts';
import { closeOpenPayments } from '../payment/payment-settle.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { tryMoveOrder, type MovedOrder } from './order-state.ts';
import { checkout, saleOrder, saleOrderGoods } from './order.tables.ts';

/**
 * Cancelling an order: one never paid (the shopper, the unpaid-cancel job and the overdue sweep), or one paid and
 * not shipped (the shopper; refunded through its payment). Either way its stock goes back on the shelf and its
 * coupons back to the shopper. The locks follow the commit's order (the order row, then SKUs by id, then coupons by id), so a
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

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Cancels one unpaid order in a transaction: `paying` → `terminated` through the state machine (a conditional
 * update and its event row), stock back, the shop coupon back to unused, and the platform coupon back only when
 * no other live order of the same commit still uses it; payments of it still open (a QR code, a voucher) are
 * cancelled so they cannot settle later. Idempotent: an order that is no longer `paying` (paid, or cancelled
 * before) is left alone and the answer is false.
 *
 * The conditional update takes the order's row lock, the same lock a payment's settle takes (`for no key
 * update`, payment-settle.ts) before it moves the order: a settle and this cancel racing queue on the row, and
 * the second finds the first's outcome (the cancel then matches no `paying` row; the settle fails its payment).
 */
export async function cancelUnpaidOrder(db: Db, orderId: number, options: CancelUnpaidOptions): Promise<boolean> {
  return cancelOrderFrom(db, orderId, 'paying', options, (tx, order) => closeOpenPayments(tx, [order.id], 'order_cancelled'));
}

/**
 * Cancels one paid order that has not shipped (`shipping` → `terminated`) in a transaction: the money goes back
 * through the payment that paid it (payment_refund with requestKey `cancel:<orderId>`; a wallet credit entry for
 * the wallet), and stock and coupons come back as for an unpaid cancel. False, changing nothing, when the order
 * is no longer `shipping` (shipped meanwhile, or cancelled by a retry).
 */
export async function cancelPaidOrder(db: Db, orderId: number, options: CancelUnpaidOptions): Promise<boolean> {
  return cancelOrderFrom(db, orderId, 'shipping', options, (tx, order) => refundOrderPayment(tx, order.id, `cancel:${order.id}`, options.reason));
}

/**
 * The one cancel: `from` → `terminated` through the state machine, then the order's money (`settleMoney`: its open
 * payments closed, or its payment refunded) and what it held, all in one transaction; false when it was not `from`.
 */
async function cancelOrderFrom(
  db: Db,
  orderId: number,
  from: 'paying' | 'shipping',
  options: CancelUnpaidOptions,
  settleMoney: (tx: Tx, order: MovedOrder) => Promise<unknown>,
): Promise<boolean> {
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
    await settleMoney(tx, order);
    await releaseHoldings(tx, order);
    return true;
  });
}

/**
 * What a cancelled order held goes back: its stock, its shop coupon, and the commit's platform coupon once no
 * other live order of the commit uses it. The locks follow the commit's order (SKUs by id, then coupons by id).
 */
async function releaseHoldings(tx: Tx, order: MovedOrder): Promise<void> {
  const lines = await tx
    .select({ skuId: goodsSku.id, quantity: sql<number>`sum(${saleOrderGoods.quantity})::int` })
    .from(saleOrderGoods)
    .innerJoin(goodsSku, eq(goodsSku.id, saleOrderGoods.skuId))
    .where(eq(saleOrderGoods.orderId, order.id))
    .groupBy(goodsSku.id)
    .orderBy(goodsSku.id);
  if (lines.length > 0) {
    const ids = lines.map((l) => l.skuId);
    await tx.select({ id: goodsSku.id }).from(goodsSku).where(inArray(goodsSku.id, ids)).orderBy(goodsSku.id).for('no key update');
    await tx.execute(
      sql`update ${goodsSku} s set stock = s.stock + v.n
          from unnest(${intArray(ids)}, ${intArray(lines.map((l) => l.quantity))}) as v(id, n) where s.id = v.id`,
    );
  }

  const couponIds = [order.userCouponId, order.platformUserCouponId].filter((id): id is number => id !== null).sort((a, b) => a - b);
  if (couponIds.length > 0) {
    // Locked first: two orders of one commit cancelled at once then see each other's outcome, so the last one
    // to go gives the shared platform coupon back.
    await tx.select({ id: userCoupon.id }).from(userCoupon).where(inArray(userCoupon.id, couponIds)).orderBy(userCoupon.id).for('no key update');
  }
  const release = sql`status = 'unused', used_at = null`;
  if (order.userCouponId !== null) {
    await tx.execute(sql`update ${userCoupon} set ${release} where id = ${order.userCouponId}::int and status = 'used'`);
  }
  if (order.platformUserCouponId !== null) {
    await tx.execute(
      sql`update ${userCoupon} set ${release} where id = ${order.platformUserCouponId}::int and status = 'used'
          and not exists (select 1 from ${saleOrder} o where o.checkout_number = ${order.checkoutNumber}
            and o.platform_user_coupon_id = ${order.platformUserCouponId}::int and o.status <> 'terminated')`,
    );
  }
}

/**
 * Cancels every `paying` order whose deadline has passed (oldest first, through the partial index on
 * `pay_deadline`), one transaction per order so each holds its locks briefly. Answers how many it cancelled.
 */
export async function cancelOverdueOrders(db: Db, batch = 200): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await db
      .select({ id: saleOrder.id })
      .from(saleOrder)
      .where(and(eq(saleOrder.status, 'paying'), lte(saleOrder.payDeadline, sql`now()`)))
      .orderBy(asc(saleOrder.payDeadline))
      .limit(batch);
    for (const { id } of due) {
      if (await cancelUnpaidOrder(db, id, { actor: 'system', actorId: null, reason: 'unpaid_timeout', overdueOnly: true })) cancelled += 1;
    }
    if (due.length < batch) return cancelled;
  }
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
