import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { saleOrder, saleOrderGoods } from './order.tables.ts';

/**
 * What paying and refunding orders read and change of them (the payment module's door into orders): the orders a
 * payment covers, locked the way every writer of an order locks it, their pay deadlines, and their lines' shares.
 */

/** A shopper's orders with these ids, in id order; any id that is not theirs (or unknown) is NOT_FOUND for the whole call. */
export async function shopperOrders(q: Db | Tx, accountId: number, orderIds: readonly number[]) {
  const ids = [...new Set(orderIds)];
  const rows = await q
    .select({
      id: saleOrder.id,
      orderNo: saleOrder.orderNo,
      shopId: saleOrder.shopId,
      status: saleOrder.status,
      payAmount: saleOrder.payAmount,
      payDeadline: saleOrder.payDeadline,
      paidAt: saleOrder.paidAt,
      payable: sql<boolean>`${saleOrder.status} = 'paying' and ${saleOrder.payDeadline} > now()`,
    })
    .from(saleOrder)
    .where(and(inArray(saleOrder.id, ids), eq(saleOrder.accountId, accountId)))
    .orderBy(asc(saleOrder.id));
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/** The ids of a shopper's orders of one commit (the payment page of a checkout). */
export async function orderIdsOfCommit(q: Db | Tx, accountId: number, checkoutNumber: string): Promise<number[]> {
  const rows = await q.select({ id: saleOrder.id }).from(saleOrder).where(and(eq(saleOrder.checkoutNumber, checkoutNumber), eq(saleOrder.accountId, accountId)));
  return rows.map((r) => r.id);
}

/** Some orders as a payment shows them: number, shop and status, in id order. */
export async function ordersByIds(q: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return q
    .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, shopId: saleOrder.shopId, status: saleOrder.status })
    .from(saleOrder)
    .where(inArray(saleOrder.id, [...orderIds]))
    .orderBy(asc(saleOrder.id));
}

/**
 * Locks orders (`for no key update`, the lock a status move takes, in id order: the order every writer of orders
 * follows) and answers what settling a payment of them checks: owner, status, amount, and whether before their
 * deadline (by the database clock).
 */
export async function lockOrdersForPayment(tx: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await tx.execute<{ id: number; account_id: number; status: string; pay_amount: number; live: boolean }>(
    sql`select id, account_id, status, pay_amount, pay_deadline > now() as live from ${saleOrder}
        where id = any(${`{${[...orderIds].join(',')}}`}::int[]) order by id for no key update`,
  );
  return rows.rows.map((r) => ({ id: r.id, accountId: r.account_id, status: r.status, payAmount: r.pay_amount, live: r.live }));
}

/** Moves the pay deadline of unpaid orders out to at least `hours` from now (an offline transfer under review). The caller holds their locks. */
export async function extendPayDeadline(tx: Tx, orderIds: readonly number[], hours: number): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(saleOrder)
    .set({ payDeadline: sql`greatest(${saleOrder.payDeadline}, now() + make_interval(hours => ${hours}::int))`, updatedAt: sql`now()` })
    .where(and(inArray(saleOrder.id, [...orderIds]), eq(saleOrder.status, 'paying')));
}

/**
 * Gives unpaid orders a fresh short deadline (`minutes` from now, never later than they had): a review had pushed
 * it out, and the shopper may now pay another way. The caller holds their locks; answers the new deadline.
 */
export async function shortenPayDeadline(tx: Tx, orderIds: readonly number[], minutes: number): Promise<Date> {
  const deadline = sql`now() + make_interval(mins => ${minutes}::int)`;
  if (orderIds.length > 0) {
    await tx
      .update(saleOrder)
      .set({ payDeadline: sql`least(${saleOrder.payDeadline}, ${deadline})`, updatedAt: sql`now()` })
      .where(and(inArray(saleOrder.id, [...orderIds]), eq(saleOrder.status, 'paying')));
  }
  const [row] = await tx.execute<{ at: Date }>(sql`select ${deadline} as at`).then((r) => r.rows);
  return new Date(row!.at);
}

/** An order's lines with what each cost (amount, discount share), and its delivery fee and pay amount: what a refund shares out. */
export async function orderLinesForRefund(q: Db | Tx, orderId: number) {
  const [order] = await q.select({ deliveryFee: saleOrder.deliveryFee, payAmount: saleOrder.payAmount, accountId: saleOrder.accountId }).from(saleOrder).where(eq(saleOrder.id, orderId));
  if (!order) return undefined;
  const lines = await q
    .select({ lineId: saleOrderGoods.id, quantity: saleOrderGoods.quantity, amount: saleOrderGoods.amount, discountAmount: saleOrderGoods.discountAmount })
    .from(saleOrderGoods)
    .where(eq(saleOrderGoods.orderId, orderId))
    .orderBy(asc(saleOrderGoods.id));
  return { ...order, lines };
}

/** The shop of an order, or undefined for an unknown one (a merchant call's shop scope). */
export async function shopOfOrder(q: Db | Tx, orderId: number): Promise<number | undefined> {
  const [row] = await q.select({ shopId: saleOrder.shopId }).from(saleOrder).where(eq(saleOrder.id, orderId));
  return row?.shopId;
}
