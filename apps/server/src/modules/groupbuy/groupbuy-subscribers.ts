import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import type { Tx } from '../../platform/database.ts';
import { orderPayment } from '../../read-models/groupbuy-listings.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { codeKeys } from './groupbuy-code.ts';
import { admitPaidOrder, lockListing, queueCancel } from './groupbuy-join.ts';
import { groupbuyListing, groupbuyOrder } from './groupbuy.tables.ts';

/**
 * What group buying does when orders move, through the outbox (each in the delivery's transaction, so once):
 * - a participant order paid: counted into its listing with its pickup code (`admitPaidOrder`), if it was paid by the
 *   cut-off and the listing did not fail; otherwise queued to be refunded;
 * - a participant order terminated (the shopper's cancel, the unpaid timeout, our own cancel): it stops counting; a
 *   paid one is taken off the joined counter while the listing is still open.
 */

/**
 * An order event (`e`) of a group buy's participant order: the condition of both subscribers, so an ordinary order's
 * events get no delivery here. The participant row is written with the order, before any move of it.
 */
const participantOrderEvent = sql`exists (select 1 from ${groupbuyOrder} where ${groupbuyOrder.orderId} = (e.payload->>'orderId')::int)`;

async function participant(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(groupbuyOrder).where(eq(groupbuyOrder.orderId, orderId));
  return row;
}

export function subscribeGroupbuyEvents(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.shipping, 'groupbuy.join-paid-order', async (tx, { payload }) => {
    const first = await participant(tx, payload.orderId);
    if (!first) return;
    const listing = await lockListing(tx, first.listingId);
    const row = await participant(tx, payload.orderId);
    if (!listing || !row || row.joinedAt || row.leftAt || row.cancelDueAt) return;
    const paid = await orderPayment(tx, row.orderId);
    const inTime = paid?.paidAt != null && paid.paidAt.getTime() <= listing.cutOffAt.getTime();
    if (listing.status === 'failed' || !inTime) {
      await queueCancel(tx, row.orderId, listing.status === 'failed' ? 'groupbuy_failed' : 'groupbuy_paid_late');
      return;
    }
    await admitPaidOrder(tx, await codeKeys(deps.db), listing, row);
  }, { only: participantOrderEvent });

  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.terminated, 'groupbuy.leave-terminated-order', async (tx, { payload }) => {
    const first = await participant(tx, payload.orderId);
    if (!first || first.leftAt) return;
    const listing = await lockListing(tx, first.listingId);
    const [left] = await tx
      .update(groupbuyOrder)
      .set({ leftAt: sql`now()` })
      .where(and(eq(groupbuyOrder.orderId, payload.orderId), isNull(groupbuyOrder.leftAt)))
      .returning({ joinedAt: groupbuyOrder.joinedAt, quantity: groupbuyOrder.quantity });
    if (left?.joinedAt && listing?.status === 'open') {
      await tx
        .update(groupbuyListing)
        .set({ joined: sql`greatest(0, ${groupbuyListing.joined} - ${left.quantity})` })
        .where(eq(groupbuyListing.id, listing.id));
    }
  }, { only: participantOrderEvent });
}
