import { TAKEAWAY_PROBLEM_CODES } from '@mall/contract/takeaway/takeaway-rules';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { readTakeawayOrders } from '../../read-models/takeaway-orders.ts';
import { takeawayProblem } from '../shop/shop.api.ts';

/**
 * Refuses paying unpaid takeaway orders the shop cannot take now: closed, on holiday, past its last order time, or
 * the order's address out of its range (shop's takeaway-terms.ts, the same rule as the checkout and the commit). An
 * order placed at 21:29 is not paid at 21:45 after a 21:30 last order. Nothing is stored; the order stays unpaid
 * (and is cancelled at its deadline, or paid when the shop opens again).
 */
export async function assertTakeawayPayable(db: Db, orderIds: readonly number[]): Promise<void> {
  for (const o of await readTakeawayOrders(db, orderIds)) {
    const refused = takeawayProblem(o.terms, o.to);
    if (refused) throw new AppError(TAKEAWAY_PROBLEM_CODES[refused], { data: { orderIds: [o.orderId] } });
  }
}
