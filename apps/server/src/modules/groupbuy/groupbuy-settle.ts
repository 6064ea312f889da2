import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { sweepDue } from '../../platform/due-sweep.ts';
import { readParticipants } from '../../read-models/groupbuy-listings.ts';
import { cancelPaidOrder, cancelUnpaidOrder } from '../order/order.api.ts';
import { codeKeys } from './groupbuy-code.ts';
import { admitPaidOrder, lockListing, queueCancel } from './groupbuy-join.ts';
import { groupbuyListing, groupbuyOrder } from './groupbuy.tables.ts';

/**
 * The cut-off. A sweep takes each open listing past its cut-off (partial index `groupbuy_listing_cutoff_idx`) in its
 * own transaction under the listing's lock: participant orders paid by the cut-off whose `order.paid` has not been
 * handled yet are counted first (so a payment a moment before the cut-off is never missed), then the listing becomes
 * `succeeded` (joined ≥ threshold) or `failed` by one conditional update. A failed listing queues every participant
 * order to be cancelled; a succeeded one its unpaid orders. A second sweep finds the listing settled and does
 * nothing. The queue (`cancel_due_at`) is worked by another sweep: each order cancelled through the order module in
 * its own transaction (unpaid → terminated; paid → terminated, whose event makes the payment module refund every
 * line once, keyed `cancel:<order>`), both conditional, so sweeps racing or rerun cancel and refund once.
 */

export async function settleListing(db: Db, listingId: number): Promise<boolean> {
  const keys = await codeKeys(db);
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (!listing || listing.status !== 'open') return false;
    const [due] = await tx.select({ due: sql<boolean>`${groupbuyListing.cutOffAt} < now()` }).from(groupbuyListing).where(eq(groupbuyListing.id, listing.id));
    if (!due?.due) return false;
    const rows = await readParticipants(tx, listing.id);
    for (const r of rows) {
      const paidInTime = r.paidAt !== null && r.status !== 'paying' && r.status !== 'terminated' && r.paidAt.getTime() <= listing.cutOffAt.getTime();
      if (!r.g.joinedAt && paidInTime) await admitPaidOrder(tx, keys, listing, r.g);
    }
    const succeeded = listing.joined >= listing.threshold;
    await tx
      .update(groupbuyListing)
      .set({ status: succeeded ? 'succeeded' : 'failed', settledAt: sql`now()` })
      .where(and(eq(groupbuyListing.id, listing.id), eq(groupbuyListing.status, 'open')));
    const waiting = await tx
      .select({ orderId: groupbuyOrder.orderId, joinedAt: groupbuyOrder.joinedAt })
      .from(groupbuyOrder)
      .where(and(eq(groupbuyOrder.listingId, listing.id), isNull(groupbuyOrder.leftAt), isNull(groupbuyOrder.cancelDueAt)));
    for (const w of waiting) {
      if (!succeeded) await queueCancel(tx, w.orderId, 'groupbuy_failed');
      else if (!w.joinedAt) await queueCancel(tx, w.orderId, 'groupbuy_cut_off');
    }
    return true;
  });
}

/** Settles every open listing past its cut-off; answers how many. */
export async function settleDueListings(db: Db, batch = 100): Promise<number> {
  return sweepDue(
    (limit) =>
      db
        .select({ id: groupbuyListing.id })
        .from(groupbuyListing)
        .where(and(eq(groupbuyListing.status, 'open'), lt(groupbuyListing.cutOffAt, sql`now()`)))
        .orderBy(asc(groupbuyListing.cutOffAt))
        .limit(limit),
    ({ id }) => settleListing(db, id),
    { batch },
  );
}

/** Cancels one queued participant order (and, paid, refunds it through the order's terminated event); once. */
export async function cancelQueuedOrder(db: Db, orderId: number, reason: string): Promise<boolean> {
  const options = { actor: 'system' as const, actorId: null, reason };
  const cancelled = (await cancelUnpaidOrder(db, orderId, options)) || (await cancelPaidOrder(db, orderId, options));
  const marked = await db
    .update(groupbuyOrder)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(groupbuyOrder.orderId, orderId), isNull(groupbuyOrder.cancelledAt)))
    .returning({ id: groupbuyOrder.orderId });
  return cancelled || marked.length > 0;
}

/** Works the cancel queue; answers how many orders it handled. */
export async function cancelQueuedOrders(db: Db, batch = 200): Promise<number> {
  return sweepDue(
    (limit) =>
      db
        .select({ orderId: groupbuyOrder.orderId, reason: groupbuyOrder.cancelReason })
        .from(groupbuyOrder)
        .where(and(isNotNull(groupbuyOrder.cancelDueAt), isNull(groupbuyOrder.cancelledAt)))
        .orderBy(asc(groupbuyOrder.cancelDueAt))
        .limit(limit),
    ({ orderId, reason }) => cancelQueuedOrder(db, orderId, reason ?? 'groupbuy_failed'),
    { batch },
  );
}

/** The cut-off's whole work: settle what is due, then cancel what that queued. */
export async function runGroupbuyCutOff(db: Db): Promise<number> {
  const settled = await settleDueListings(db);
  return settled + (await cancelQueuedOrders(db));
}
