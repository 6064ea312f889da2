import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TExecutePaymentResponse, ZExecutePaymentRequest } from '@mall/contract/payment/execute-payment';
import { PAY_CHANNELS, type PayChannel, type TPaymentDetail } from '@mall/contract/payment/payment-fields';
import type { TQueryPaymentStatusResponse } from '@mall/contract/payment/query-payment-status';
import type { Lang } from '@mall/contract/platform/languages';
import { AppError } from '../../platform/errors.ts';
import { shortenPayDeadline } from '../order/order.api.ts';
import { movePayment } from './payment-state.ts';
import type { PaymentDeps } from './payment-methods.service.ts';
import { sandboxSecret, verifyPackage } from './payment-sign.ts';
import { lockPaymentOrders, OPEN_PAYMENT_STATUSES, settlePayment } from './payment-settle.ts';
import { findPayment, orderIdsOf, paymentDetailOf } from './payment-view.ts';
import { assertTakeawayPayable } from './payment-takeaway-guard.ts';
import { payment } from './payment.tables.ts';

/** Confirming, cancelling and reading one payment. */

type ExecuteInput = z.output<typeof ZExecutePaymentRequest>;

/**
 * `saleorder/payment/execute` (the spec's test payment): checks the signed package against the payment and
 * settles it. Anyone holding the package may confirm (the QR code of the scan channel travels to another phone),
 * so an unknown payment, another channel's payment or any mismatch all answer PAYMENT_SIGNATURE_WRONG alike.
 * Confirmed again, it answers paid again; a payment cancelled, failed or expired is PAYMENT_CLOSED.
 */
export async function executePayment(deps: PaymentDeps, input: ExecuteInput): Promise<TExecutePaymentResponse> {
  if (!deps.config.payment.sandbox) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
  const p = await findPayment(deps.db, input.paymentNo).catch((err: unknown) => {
    if (err instanceof AppError && err.codeName === 'NOT_FOUND') return null;
    throw err;
  });
  const signed = p !== null && (p.channel === PAY_CHANNELS.sandbox || p.channel === PAY_CHANNELS.scan);
  if (!signed || !verifyPackage(await sandboxSecret(deps.db, deps.config), p, input)) throw new AppError('PAYMENT_SIGNATURE_WRONG');

  if (p.status !== 'paid') await assertTakeawayPayable(deps.db, await orderIdsOf(deps.db, p.id));
  const settled = p.status === 'paid' ? { status: 'paid' as const } : await settlePayment(deps.db, p.id, { actor: 'shopper', actorId: p.accountId });
  if (settled.status !== 'paid') {
    const now = await findPayment(deps.db, p.paymentNo);
    throw new AppError('PAYMENT_CLOSED', { data: { status: now.status, failReason: now.failReason } });
  }
  const after = await findPayment(deps.db, p.paymentNo);
  return { paymentNo: after.paymentNo, payChannel: after.channel as PayChannel, amount: after.amount, status: after.status, paidAt: after.paidAt?.toISOString() ?? null };
}

/**
 * `saleorder/payment/cancel`: the caller's open payment (pending, or a voucher under review) becomes cancelled;
 * its orders stay unpaid and can be paid again. Cancelled or failed already: answered as it is. Paid:
 * PAYMENT_ALREADY_PAID. Under the orders' locks, so a confirmation at the same moment either wins (and the cancel
 * is refused) or loses (and finds the payment cancelled).
 */
export async function cancelPayment(deps: PaymentDeps, accountId: number, paymentNo: string, lang: Lang): Promise<TPaymentDetail> {
  const p = await findPayment(deps.db, paymentNo, accountId);
  await deps.db.transaction(async (tx) => {
    const orders = await lockPaymentOrders(tx, p.id);
    const from = await movePayment(tx, p.id, { from: OPEN_PAYMENT_STATUSES, to: 'cancelled', set: { failReason: 'shopper_cancel' }, actor: 'shopper', actorId: accountId });
    if (from === 'reviewing') await shortenPayDeadline(tx, orders.map((o) => o.id), deps.config.orderPayMinutes);
    if (from === null) {
      const [now] = await tx.select({ status: payment.status }).from(payment).where(eq(payment.id, p.id));
      if (now!.status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
    }
  });
  return paymentDetailOf(deps.db, await findPayment(deps.db, paymentNo, accountId), lang);
}

/** `saleorder/payment/detail/query`: one of the caller's payments in full. */
export async function queryPaymentDetail(deps: PaymentDeps, accountId: number, paymentNo: string, lang: Lang): Promise<TPaymentDetail> {
  return paymentDetailOf(deps.db, await findPayment(deps.db, paymentNo, accountId), lang);
}

/** `saleorder/payment/status/query`: one indexed read (`payment_no_key`), for polling. */
export async function queryPaymentStatus(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TQueryPaymentStatusResponse> {
  const [row] = await deps.db
    .select({ status: payment.status })
    .from(payment)
    .where(and(eq(payment.paymentNo, paymentNo), eq(payment.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { paymentNo, status: row.status, isPayed: row.status === 'paid' };
}
