import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PAY_CHANNELS, type PayChannel, type TBankAccount, type TPaymentDetail } from '@mall/contract/payment/payment-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { payment, paymentOrder, paymentRefund, shopBankAccount } from './payment.tables.ts';

/** Reading payments as their owner (or the reviewing merchant) sees them. */

export type PaymentRow = typeof payment.$inferSelect;

/** A payment by number: of this shopper when `accountId` is given, else anyone's (the caller checks). NOT_FOUND otherwise. */
export async function findPayment(q: Db | Tx, paymentNo: string, accountId?: number): Promise<PaymentRow> {
  const [row] = await q
    .select()
    .from(payment)
    .where(and(eq(payment.paymentNo, paymentNo), accountId !== undefined ? eq(payment.accountId, accountId) : undefined));
  if (!row) throw notFound();
  return row;
}

/** The bank account of one shop, or null when it takes no transfers. */
export async function bankAccountOf(q: Db | Tx, shopId: number): Promise<TBankAccount | null> {
  const [row] = await q
    .select({ bankName: shopBankAccount.bankName, accountName: shopBankAccount.accountName, accountNumber: shopBankAccount.accountNumber, branch: shopBankAccount.branch })
    .from(shopBankAccount)
    .where(eq(shopBankAccount.shopId, shopId));
  return row ?? null;
}

/** The ids of a payment's orders, ascending. */
export async function orderIdsOf(q: Db | Tx, paymentId: number): Promise<number[]> {
  const rows = await q.select({ id: paymentOrder.orderId }).from(paymentOrder).where(eq(paymentOrder.paymentId, paymentId)).orderBy(asc(paymentOrder.orderId));
  return rows.map((r) => r.id);
}

/** The full view of a payment: its orders with their shops, bank account (offline), voucher and refunds. Three indexed reads. */
export async function paymentDetailOf(q: Db | Tx, p: PaymentRow, lang: Lang): Promise<TPaymentDetail> {
  const [orders, refunds] = await Promise.all([
    q
      .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, shopId: saleOrder.shopId, shopName: shop.name, amount: paymentOrder.amount, status: saleOrder.status })
      .from(paymentOrder)
      .innerJoin(saleOrder, eq(saleOrder.id, paymentOrder.orderId))
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .where(eq(paymentOrder.paymentId, p.id))
      .orderBy(asc(saleOrder.id)),
    q
      .select({ orderId: paymentRefund.orderId, amount: paymentRefund.amount, status: paymentRefund.status, createdAt: paymentRefund.createdAt })
      .from(paymentRefund)
      .where(eq(paymentRefund.paymentId, p.id))
      .orderBy(asc(paymentRefund.id)),
  ]);
  const bankAccount = p.channel === PAY_CHANNELS.offline && orders[0] ? await bankAccountOf(q, orders[0].shopId) : null;
  return {
    paymentNo: p.paymentNo,
    payChannel: p.channel as PayChannel,
    amount: p.amount,
    status: p.status,
    expiresAt: p.expiresAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    cancelledAt: p.cancelledAt?.toISOString() ?? null,
    failReason: p.failReason,
    orders: orders.map((o) => ({ ...o, shopName: textIn(o.shopName, lang) })),
    bankAccount,
    voucher: p.voucherAt
      ? { images: p.voucherImages ?? [], note: p.voucherNote ?? '', submittedAt: p.voucherAt.toISOString(), reviewNote: p.reviewNote }
      : null,
    refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** The latest open (pending or reviewing) payment of the shopper covering any of these orders, or null. */
export async function openPaymentOf(q: Db | Tx, accountId: number, orderIds: number[]): Promise<PaymentRow | null> {
  if (orderIds.length === 0) return null;
  const [row] = await q
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.accountId, accountId),
        inArray(payment.status, ['pending', 'reviewing']),
        inArray(payment.id, q.selectDistinct({ id: paymentOrder.paymentId }).from(paymentOrder).where(inArray(paymentOrder.orderId, orderIds))),
      ),
    )
    // A voucher under review first (the page must show it), then the newest.
    .orderBy(desc(payment.status), desc(payment.createdAt))
    .limit(1);
  return row ?? null;
}
