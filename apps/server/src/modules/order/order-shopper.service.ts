import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TCancelOrderRequest } from '@mall/contract/order/cancel-order';
import type { TDeleteOrderResponse } from '@mall/contract/order/delete-order';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cancelPaidOrder, cancelUnpaidOrder } from './order-cancel.ts';
import { queryOrderDetail } from './order-query.service.ts';
import { saleOrder } from './order.tables.ts';

/** What a shopper does to their own orders: cancel one not yet shipped, delete a finished one from their lists. */

/** The status of one of the caller's visible orders, and whether the shopper cancelled it, or NOT_FOUND. */
async function statusOf(db: Db, accountId: number, orderId: number) {
  const [row] = await db
    .select({ status: saleOrder.status, cancelledByShopper: sql<boolean>`${saleOrder.status} = 'terminated' and ${saleOrder.terminateReason} like 'shopper_cancel%'` })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!row) throw notFound();
  return row;
}

/**
 * `saleorder/cancel`: an unpaid order goes to `terminated` with its stock and coupons back (cancelUnpaidOrder);
 * a paid one that has not shipped likewise, refunded through the payment that paid it (cancelPaidOrder). A cancel
 * of an order this shopper has already cancelled answers the same success, so a retry after a lost answer (or
 * two taps at once) reads as the first did; any other status is refused with ORDER_TRANSITION_REFUSED, its
 * current status as `data`. A payment settling at the same moment wins or loses cleanly.
 */
export async function cancelOwnOrder(db: Db, accountId: number, input: TCancelOrderRequest, lang: Lang): Promise<TOrderDetail> {
  const refuse = (from: string) => new AppError('ORDER_TRANSITION_REFUSED', { data: { from, to: 'terminated' } });
  const before = await statusOf(db, accountId, input.orderId);
  if (before.cancelledByShopper) return queryOrderDetail(db, accountId, input.orderId, lang);
  if (before.status !== 'paying' && before.status !== 'shipping') throw refuse(before.status);
  const reason = input.reason ? `shopper_cancel: ${input.reason}` : 'shopper_cancel';
  const cancel = before.status === 'paying' ? cancelUnpaidOrder : cancelPaidOrder;
  const cancelled = await cancel(db, input.orderId, { actor: 'shopper', actorId: accountId, reason, accountId });
  if (!cancelled) {
    const after = await statusOf(db, accountId, input.orderId);
    if (!after.cancelledByShopper) throw refuse(after.status);
  }
  return queryOrderDetail(db, accountId, input.orderId, lang);
}

/** Statuses a shopper may delete an order in: it is finished, nothing more will happen to it. */
const DELETABLE = ['completed', 'terminated'] as const;

/**
 * `saleorder/del`: hides a finished order from the caller's lists (one conditional update; the row stays for
 * the shop and the books). An unfinished order is refused with ORDER_NOT_DELETABLE; an unknown, another
 * shopper's or an already deleted order is NOT_FOUND.
 */
export async function deleteOwnOrder(db: Db, accountId: number, orderId: number): Promise<TDeleteOrderResponse> {
  const [hidden] = await db
    .update(saleOrder)
    .set({ hiddenAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt), inArray(saleOrder.status, [...DELETABLE])))
    .returning({ id: saleOrder.id });
  if (hidden) return { orderId: hidden.id };
  const { status } = await statusOf(db, accountId, orderId);
  throw new AppError('ORDER_NOT_DELETABLE', { data: { status } });
}
