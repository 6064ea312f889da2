import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PAY_CHANNELS, type PayChannel, type TBankAccount, type TPaymentDetail } from '@mall/contract/payment/payment-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { ordersByIds } from '../order/order.api.ts';
import { shopFaces } from '../shop/shop.api.ts';
import { refundsOf } from './payment-refund.ts';
import { payment, paymentOrder, shopBankAccount } from './payment.tables.ts';

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

/** The full view of a payment: its orders with their shops, bank account (offline), voucher and refunds. A few indexed reads. */
export async function paymentDetailOf(q: Db | Tx, p: PaymentRow, lang: Lang): Promise<TPaymentDetail> {
  const shares = await q.select({ orderId: paymentOrder.orderId, amount: paymentOrder.amount }).from(paymentOrder).where(eq(paymentOrder.paymentId, p.id));
  const [rows, refunds] = await Promise.all([ordersByIds(q, shares.map((s) => s.orderId)), refundsOf(q, p.id)]);
  const faces = await shopFaces(q, [...new Set(rows.map((o) => o.shopId))]);
  const orders = rows.map((o) => ({ ...o, amount: shares.find((s) => s.orderId === o.orderId)!.amount, shopName: faces.get(o.shopId)?.name }));
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
    orders: orders.map((o) => ({ ...o, shopName: o.shopName ? textIn(o.shopName, lang) : '' })),
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

/** The shop of a payment's orders (an offline transfer pays one shop's), or undefined (a merchant call's shop scope). */
export async function shopOfPayment(q: Db | Tx, paymentNo: string): Promise<number | undefined> {
  const [row] = await q
    .select({ orderId: paymentOrder.orderId })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(eq(payment.paymentNo, paymentNo))
    .limit(1);
  return row ? (await ordersByIds(q, [row.orderId]))[0]?.shopId : undefined;
}
