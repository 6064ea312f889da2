import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: takeaway orders (order) with their shop's terms (shop): what the takeaway module's progress starts
 * from and the console's list shows.
 */

/**
 * An order event (`e`, fanned out by the domain events) of an order placed with a takeaway shop: the condition of
 * takeaway's subscribers, so an ordinary order's event gets no delivery for them. A shop's kind does not change.
 */
export const takeawayOrderEvent = sql`exists (select 1 from ${shop} where ${shop.id} = (e.payload->>'shopId')::int and ${shop.kind} = 'takeaway')`;

/** The orders among `orderIds` placed with a takeaway shop, with their shopper, shop and the shop's delivery minutes. */
export async function readTakeawayOrderFacts(q: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return q
    .select({ orderId: saleOrder.id, accountId: saleOrder.accountId, shopId: saleOrder.shopId, packingFee: saleOrder.packingFee, deliveryMinutes: shop.deliveryMinutes })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .where(and(inArray(saleOrder.id, [...orderIds]), eq(shop.kind, 'takeaway')));
}

/** What the console shows of each order: number, amount, receiver, address line and lines. Two queries. */
export async function readTakeawayOrderLines(q: Db | Tx, orderIds: readonly number[], lang: Lang) {
  const out = new Map<number, { orderNo: string; payAmount: number; receiverName: string; addressLine: string; lines: { title: string; specName: string; quantity: number }[] }>();
  if (orderIds.length === 0) return out;
  const [orders, lines] = await Promise.all([
    q
      .select({ id: saleOrder.id, orderNo: saleOrder.orderNo, payAmount: saleOrder.payAmount, address: saleOrder.address })
      .from(saleOrder)
      .where(inArray(saleOrder.id, [...orderIds])),
    q
      .select({ orderId: saleOrderGoods.orderId, title: saleOrderGoods.title, specName: saleOrderGoods.specName, quantity: saleOrderGoods.quantity })
      .from(saleOrderGoods)
      .where(inArray(saleOrderGoods.orderId, [...orderIds]))
      .orderBy(asc(saleOrderGoods.id)),
  ]);
  for (const o of orders) {
    out.set(o.id, {
      orderNo: o.orderNo,
      payAmount: o.payAmount,
      receiverName: o.address.receiverName,
      addressLine: `${o.address.areaText} ${o.address.detail}`.trim(),
      lines: lines.filter((l) => l.orderId === o.id).map((l) => ({ title: textIn(l.title, lang), specName: textIn(l.specName, lang), quantity: l.quantity })),
    });
  }
  return out;
}
