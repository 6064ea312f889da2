import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { queryOrderDetail } from './order-query.service.ts';
import { moveOrder, tryMoveOrder } from './order-state.ts';
import { saleOrder } from './order.tables.ts';

/**
 * Receipt: `receiving` → `completed`, by the shopper (`saleorder/goods/receive`) or, once the order has been on
 * its way for the configured number of days (`ORDER_RECEIVE_DAYS`), by the minute sweep. Both are the state
 * machine's one conditional update, so a shopper's receipt and the sweep racing complete the order once.
 */

/**
 * `saleorder/goods/receive`: the caller confirms receiving one of their shipped orders. Another status is refused
 * with ORDER_TRANSITION_REFUSED (its status as `data`); an unknown, another shopper's or a deleted order is NOT_FOUND.
 */
export async function receiveOwnOrder(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TOrderDetail> {
  await db.transaction((tx) => moveOrder(tx, orderId, { from: 'receiving', to: 'completed', actor: 'shopper', actorId: accountId, accountId }));
  return queryOrderDetail(db, accountId, orderId, lang);
}

/**
 * Completes every `receiving` order shipped at least `days` days ago (by the database clock), oldest first, in
 * batches; each order is its own conditional move, so running it twice, or on several instances at once,
 * completes each order once. Answers how many it completed.
 */
export async function receiveOverdueOrders(db: Db, days: number, batch = 200): Promise<number> {
  const overdue = and(eq(saleOrder.status, 'receiving'), lte(saleOrder.shippedAt, sql`now() - make_interval(days => ${days}::int)`));
  let received = 0;
  for (;;) {
    const due = await db.select({ id: saleOrder.id }).from(saleOrder).where(overdue).orderBy(asc(saleOrder.shippedAt)).limit(batch);
    if (due.length > 0) {
      // One transaction a batch: each move is a conditional update and its event, so a lost race just skips.
      received += await db.transaction(async (tx) => {
        let n = 0;
        for (const { id } of due) {
          const moved = await tryMoveOrder(tx, id, { from: 'receiving', to: 'completed', actor: 'system', actorId: null, note: 'auto_receive', where: overdue });
          if (moved) n += 1;
        }
        return n;
      });
    }
    if (due.length < batch) return received;
  }
}
