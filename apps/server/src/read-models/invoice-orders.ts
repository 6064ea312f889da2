import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { payment, paymentOrder, paymentRefund, paymentRefundLine } from '../modules/payment/payment.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read models of invoices (invoice): an order's facts as an invoice needs them (order), what it was paid and what
 * was refunded (payment), the names its documents print (shop, order lines).
 */

export interface InvoiceOrder {
  orderId: number;
  orderNo: string;
  accountId: number;
  shopId: number;
  status: OrderStatus;
  /** What the paid payment took for this order (0 for an order that cost nothing). */
  paid: number;
  /** Refunds settled or under way. */
  refunded: number;
  /** How many refunds are under way (pending). */
  pendingRefunds: number;
}

/**
 * An order with what it was paid and refunded; undefined for none. With `lockPayment` (in a transaction) the payment
 * that paid it is held `for share` first: a refund is asked for under that payment's row lock (payment-refund.ts),
 * so no refund of the order can appear until the caller's transaction ends, and the sums read stay true until then.
 */
export async function readInvoiceOrder(q: Db | Tx, orderId: number, options: { lockPayment?: boolean } = {}): Promise<InvoiceOrder | undefined> {
  const [order] = await q
    .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, accountId: saleOrder.accountId, shopId: saleOrder.shopId, status: saleOrder.status })
    .from(saleOrder)
    .where(eq(saleOrder.id, orderId));
  if (!order) return undefined;
  const paidQuery = q
    .select({ paymentId: payment.id, amount: paymentOrder.amount })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(and(eq(paymentOrder.orderId, orderId), eq(payment.status, 'paid')));
  const paidBy = options.lockPayment ? await paidQuery.for('share', { of: payment }) : await paidQuery;
  const [refunds] = await q
    .select({
      refunded: sql<number>`coalesce(sum(${paymentRefund.amount}), 0)::int`,
      pending: sql<number>`(count(*) filter (where ${paymentRefund.status} = 'pending'))::int`,
    })
    .from(paymentRefund)
    .where(and(eq(paymentRefund.orderId, orderId), inArray(paymentRefund.status, ['pending', 'settled'])));
  return {
    ...order,
    paid: paidBy.reduce((sum, p) => sum + p.amount, 0),
    refunded: refunds?.refunded ?? 0,
    pendingRefunds: refunds?.pending ?? 0,
  };
}

/** Each order's number and its shop's name, for lists of invoices. */
export async function readInvoiceOrderLabels(q: Db | Tx, orderIds: readonly number[]): Promise<Map<number, { orderNo: string; shopName: Localized }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, shopName: shop.name })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .where(inArray(saleOrder.id, [...new Set(orderIds)]));
  return new Map(rows.map((r) => [r.orderId, { orderNo: r.orderNo, shopName: r.shopName }]));
}

export interface InvoiceDocumentLine {
  title: Localized;
  specName: Localized;
  quantity: number;
  amount: number;
}

/** What an invoice of an order prints: the seller, the order, its lines as bought and its amounts. */
export async function readInvoiceDocumentOrder(q: Db | Tx, orderId: number) {
  const [order] = await q
    .select({
      orderNo: saleOrder.orderNo,
      createdAt: saleOrder.createdAt,
      shopName: shop.name,
      shopAddress: shop.address,
      shopPhone: shop.phone,
      goodsAmount: saleOrder.goodsAmount,
      couponAmount: sql<number>`${saleOrder.shopCouponAmount} + ${saleOrder.platformCouponAmount}`,
      deliveryFee: saleOrder.deliveryFee,
      payAmount: saleOrder.payAmount,
    })
    .from(saleOrder)
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .where(eq(saleOrder.id, orderId));
  if (!order) return undefined;
  const lines: InvoiceDocumentLine[] = await q
    .select({ title: saleOrderGoods.title, specName: saleOrderGoods.specName, quantity: saleOrderGoods.quantity, amount: saleOrderGoods.amount })
    .from(saleOrderGoods)
    .where(eq(saleOrderGoods.orderId, orderId))
    .orderBy(asc(saleOrderGoods.id));
  return { ...order, lines };
}

/** A refund as its credit note needs it: its order, amount, state, when it settled, and the units it gave back. */
export async function readRefundForCredit(q: Db | Tx, refundId: number) {
  const [refund] = await q
    .select({
      refundId: paymentRefund.id,
      orderId: paymentRefund.orderId,
      amount: paymentRefund.amount,
      status: paymentRefund.status,
      /** When it settled, in microseconds since 1970 (a Date would round to the millisecond). */
      settledMicros: sql<number | null>`(extract(epoch from ${paymentRefund.settledAt}) * 1000000)::bigint`,
    })
    .from(paymentRefund)
    .where(eq(paymentRefund.id, refundId));
  if (!refund) return undefined;
  const lines: InvoiceDocumentLine[] = await q
    .select({ title: saleOrderGoods.title, specName: saleOrderGoods.specName, quantity: paymentRefundLine.quantity, amount: paymentRefundLine.amount })
    .from(paymentRefundLine)
    .innerJoin(saleOrderGoods, eq(saleOrderGoods.id, paymentRefundLine.orderLineId))
    .where(eq(paymentRefundLine.refundId, refundId))
    .orderBy(asc(saleOrderGoods.id));
  return { ...refund, lines };
}
