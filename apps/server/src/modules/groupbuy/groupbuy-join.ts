import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { codeHash, newPickupCode, sealCode, type CodeKeys } from './groupbuy-code.ts';
import { groupbuyListing, groupbuyOrder } from './groupbuy.tables.ts';

/**
 * Counting a paid participant order into its listing, under the listing's row lock (`lockListing`), which the commit's
 * step, the paid order's subscriber, the terminated order's subscriber and the cut-off's settle all take first: the
 * joined counter and the per-shopper limit are then exact however they race.
 */

export type Listing = typeof groupbuyListing.$inferSelect;
export type Participant = typeof groupbuyOrder.$inferSelect;

export async function lockListing(tx: Tx, listingId: number): Promise<Listing | undefined> {
  const [row] = await tx.select().from(groupbuyListing).where(eq(groupbuyListing.id, listingId)).for('update');
  return row;
}

/** Units of the listing the shopper's paid orders hold (joined and not left). */
async function joinedUnitsOf(tx: Tx, listingId: number, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${groupbuyOrder.quantity}), 0)::int` })
    .from(groupbuyOrder)
    .where(and(eq(groupbuyOrder.listingId, listingId), eq(groupbuyOrder.accountId, accountId), isNotNull(groupbuyOrder.joinedAt), isNull(groupbuyOrder.leftAt)));
  return row!.n;
}

/** Queues a participant order to be cancelled (unpaid) or cancelled and refunded (paid) by the cancel sweep, once. */
export async function queueCancel(tx: Tx, orderId: number, reason: string): Promise<void> {
  await tx
    .update(groupbuyOrder)
    .set({ cancelDueAt: sql`now()`, cancelReason: reason })
    .where(and(eq(groupbuyOrder.orderId, orderId), isNull(groupbuyOrder.cancelDueAt), isNull(groupbuyOrder.leftAt)));
}

/**
 * A paid order joins its group: within the per-shopper limit it is counted (`joined_at`, the listing's counter) and
 * gets its pickup code; beyond it, it is queued to be refunded. The listing is locked by the caller. Answers the units
 * now joined of the listing.
 */
export async function admitPaidOrder(tx: Tx, keys: CodeKeys, listing: Listing, row: Participant): Promise<number> {
  if (row.joinedAt || row.leftAt || row.cancelDueAt) return listing.joined;
  const held = await joinedUnitsOf(tx, listing.id, row.accountId);
  if (held + row.quantity > listing.perShopperLimit) {
    await queueCancel(tx, row.orderId, 'groupbuy_limit');
    return listing.joined;
  }
  const code = newPickupCode();
  const [done] = await tx
    .update(groupbuyOrder)
    .set({ joinedAt: sql`now()`, codeHash: codeHash(keys, row.pickupPointId, code), codeSealed: sealCode(keys, row.orderId, code) })
    .where(and(eq(groupbuyOrder.orderId, row.orderId), isNull(groupbuyOrder.joinedAt)))
    .returning({ id: groupbuyOrder.orderId });
  if (!done) return listing.joined;
  const [updated] = await tx
    .update(groupbuyListing)
    .set({ joined: sql`${groupbuyListing.joined} + ${row.quantity}` })
    .where(eq(groupbuyListing.id, listing.id))
    .returning({ joined: groupbuyListing.joined });
  listing.joined = updated!.joined;
  return listing.joined;
}
