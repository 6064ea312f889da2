import { eq } from 'drizzle-orm';
import { pointsExpiryAt } from '@mall/contract/order/checkout-points';
import type { Db, Tx } from '../../platform/database.ts';
import { LedgerShort, post } from '../wallet/wallet.api.ts';
import { saleOrder } from './order.tables.ts';

/**
 * Score points spent as a discount at checkout live in the order module, on the ledger directly (wallet.api `post`):
 * the order module is composed before loyalty, so it cannot ask loyalty, and the points are a ledger account anyway.
 * A commit spends its points in one posting (cause `order_points_spend`, the checkout number: one per commit, shared
 * by its orders, each order keeping its share in `points_used`); a cancelled unpaid order gives its share back once
 * (cause `order_points_return`, the order). Refunds of paid orders give points back in the loyalty module, on
 * `refund.settled` (loyalty-points-return.ts).
 */

/** Where points spent at checkout go, and come back from. */
export const REDEEMED_POINTS = { platform: 'redeemed', asset: 'points' as const };
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });

/** Spends a commit's points in its transaction; false (nothing written) when the balance no longer covers them. */
export async function spendPointsForCommit(tx: Tx, accountId: number, checkoutNumber: string, used: number): Promise<boolean> {
  if (used <= 0) return true;
  try {
    await post(tx, {
      cause: { type: 'order_points_spend', id: checkoutNumber },
      memo: 'points used at checkout',
      moves: [
        { account: points(accountId), amount: -used },
        { account: REDEEMED_POINTS, amount: used },
      ],
    });
    return true;
  } catch (err) {
    if (err instanceof LedgerShort) return false;
    throw err;
  }
}

/**
 * When points given back at `at` expire: as points earned then would (the loyalty rule, end of the 12th month after
 * `at`'s month, UTC), since the lots they were taken from are not reopened.
 */
export function pointsReturnExpiry(at: Date): Date {
  return pointsExpiryAt(at);
}

/**
 * Gives back the points a cancelled unpaid order used, once (cause `order_points_return`, the order). They come back
 * as a lot expiring like freshly earned points would (`expiresAt`): the lots they were taken from are not reopened.
 */
export async function returnOrderPoints(tx: Tx, order: { id: number; accountId: number; pointsUsed: number }, expiresAt: Date): Promise<void> {
  if (order.pointsUsed <= 0) return;
  await post(tx, {
    cause: { type: 'order_points_return', id: order.id },
    memo: 'points of a cancelled order given back',
    moves: [
      { account: REDEEMED_POINTS, amount: -order.pointsUsed },
      { account: points(order.accountId), amount: order.pointsUsed, expiresAt },
    ],
  });
}

/** What returning an order's points on its refunds needs: its shopper, what was paid and the points it used. */
export async function orderPointsFacts(q: Db | Tx, orderId: number): Promise<{ accountId: number; payAmount: number; pointsUsed: number } | undefined> {
  const [row] = await q
    .select({ accountId: saleOrder.accountId, payAmount: saleOrder.payAmount, pointsUsed: saleOrder.pointsUsed })
    .from(saleOrder)
    .where(eq(saleOrder.id, orderId));
  return row;
}
