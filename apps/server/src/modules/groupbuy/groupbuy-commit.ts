import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { CommittedOrders } from '../order/order.api.ts';
import { lockListing } from './groupbuy-join.ts';
import { groupbuyListing, groupbuyOrder } from './groupbuy.tables.ts';

/**
 * The commit's step for group buys (registered with the order module): under the listing's lock, the listing must be
 * open and not past its cut-off by the database clock (a commit at the cut-off's very instant still joins), and the
 * shopper's live orders of it plus these units within the per-shopper limit; then each order is recorded with its
 * listing and pickup point. A refusal rolls the whole commit back (stock, coupons, points).
 */
export async function recordGroupBuyOrders(tx: Tx, committed: CommittedOrders): Promise<void> {
  for (const line of committed.lines) {
    if (!line.groupBuy) continue;
    const listing = await lockListing(tx, line.groupBuy.listingId);
    if (!listing) throw new AppError('NOT_FOUND');
    const [state] = await tx
      .select({ open: sql<boolean>`${groupbuyListing.status} = 'open' and ${groupbuyListing.cutOffAt} >= now()` })
      .from(groupbuyListing)
      .where(eq(groupbuyListing.id, listing.id));
    if (!state?.open) throw new AppError('GROUPBUY_CLOSED');
    const [held] = await tx
      .select({ n: sql<number>`coalesce(sum(${groupbuyOrder.quantity}), 0)::int` })
      .from(groupbuyOrder)
      .where(and(eq(groupbuyOrder.listingId, listing.id), eq(groupbuyOrder.accountId, committed.accountId), isNull(groupbuyOrder.leftAt)));
    if (held!.n + line.quantity > listing.perShopperLimit) throw new AppError('GROUPBUY_LIMIT', { data: { limit: listing.perShopperLimit, held: held!.n } });
    const order = committed.orders.find((o) => o.shopId === listing.shopId);
    if (!order) throw new AppError('NOT_FOUND');
    await tx.insert(groupbuyOrder).values({
      orderId: order.id,
      listingId: listing.id,
      pickupPointId: line.groupBuy.pickupPointId,
      accountId: committed.accountId,
      quantity: line.quantity,
    });
  }
}
