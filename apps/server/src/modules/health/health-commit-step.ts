import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { refusePrescriptionLines } from '../../read-models/health.ts';
import { capPayDeadline, type CommittedOrders } from '../order/order.api.ts';
import { medicineDemand, medicineQuote } from './health.tables.ts';

/**
 * The commit's step for health (registered with the order module), in the commit's transaction after the orders are
 * written: prescription-only goods only on a quote's line (5205); a quote's line must be the shopper's accepted quote,
 * as quoted (goods, SKU, quantity, price), still valid by the database clock (5203) and not ordered yet (5202). The
 * quote records its order (once: a conditional update), and the order's pay deadline is brought forward to the quote's
 * validity, so an expired quote can be neither committed nor paid (the payment refuses an order past its deadline and
 * the unpaid sweep cancels it). A refusal rolls the whole commit back.
 */
export async function checkHealthLines(tx: Tx, committed: CommittedOrders): Promise<void> {
  await refusePrescriptionLines(tx, committed.lines);
  for (const line of committed.lines) {
    if (!line.quote) continue;
    const [quote] = await tx
      .select({ row: medicineQuote, valid: sql<boolean>`${medicineQuote.validUntil} > now()` })
      .from(medicineQuote)
      .innerJoin(medicineDemand, eq(medicineDemand.id, medicineQuote.demandId))
      .where(and(eq(medicineQuote.id, line.quote.quoteId), eq(medicineDemand.accountId, committed.accountId)))
      .for('update', { of: medicineQuote });
    const q = quote?.row;
    if (!q || q.goodsId !== line.goodsId || q.skuId !== line.skuId || q.quantity !== line.quantity || q.unitPrice !== line.quote.unitPrice) throw notFound();
    if (q.status !== 'accepted' || q.orderId !== null) throw new AppError('HEALTH_DEMAND_MOVED');
    if (!quote.valid) throw new AppError('HEALTH_QUOTE_EXPIRED');
    const order = committed.orders.find((o) => o.shopId === q.shopId);
    if (!order) throw notFound();
    await tx.update(medicineQuote).set({ orderId: order.id }).where(and(eq(medicineQuote.id, q.id), sql`${medicineQuote.orderId} is null`));
    await capPayDeadline(tx, [order.id], q.validUntil);
  }
}
