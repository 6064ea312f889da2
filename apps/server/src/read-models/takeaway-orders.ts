import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.ts';
import type { TakeawayTerms } from '../modules/shop/shop.api.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { loadTakeawayTerms } from './takeaway-terms.ts';

/**
 * Read model: the takeaway orders (order) among some orders, with where each goes (its address snapshot) and its
 * shop's terms and hours (shop, location): what payment asks before an unpaid takeaway order may be paid.
 */
export async function readTakeawayOrders(
  q: Db | Tx,
  orderIds: readonly number[],
): Promise<{ orderId: number; to: { lat?: number | null | undefined; lng?: number | null | undefined }; terms: TakeawayTerms }[]> {
  if (orderIds.length === 0) return [];
  const rows = await q
    .select({ orderId: saleOrder.id, shopId: saleOrder.shopId, address: saleOrder.address })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .where(and(inArray(saleOrder.id, [...orderIds]), eq(shop.kind, 'takeaway')));
  if (rows.length === 0) return [];
  const terms = await loadTakeawayTerms(q, [...new Set(rows.map((r) => r.shopId))]);
  return rows.map((r) => ({ orderId: r.orderId, to: r.address, terms: terms.get(r.shopId)! }));
}
