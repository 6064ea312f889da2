import { and, eq, inArray, ne } from 'drizzle-orm';
import type { InvoiceStatus } from '@mall/contract/invoice/invoice-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { invoice } from './invoice.tables.ts';

/** Where each order's live invoice stands (requested or issued); orders without one are absent. */
export async function invoiceStatusOfOrders(q: Db | Tx, orderIds: readonly number[]): Promise<Map<number, InvoiceStatus>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ orderId: invoice.orderId, status: invoice.status })
    .from(invoice)
    .where(and(inArray(invoice.orderId, [...new Set(orderIds)]), eq(invoice.kind, 'invoice'), ne(invoice.status, 'cancelled')));
  return new Map(rows.map((r) => [r.orderId, r.status]));
}
