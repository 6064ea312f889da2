import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAY_CHANNELS, type TPaymentDetail } from '@mall/contract/payment/payment-fields';
import type { ZReviewPaymentVoucherRequest } from '@mall/contract/payment/review-payment-voucher';
import type { ZSubmitPaymentVoucherRequest } from '@mall/contract/payment/submit-payment-voucher';
import type { Lang } from '@mall/contract/platform/languages';
import { AppError, notFound } from '../../platform/errors.ts';
import { extendPayDeadline, shortenPayDeadline } from '../order/order.api.ts';
import { movePayment } from './payment-state.ts';
import type { PaymentDeps } from './payment-methods.service.ts';
import { lockPaymentOrders, settlePaymentInTx } from './payment-settle.ts';
import { findPayment, paymentDetailOf } from './payment-view.ts';
import { payment } from './payment.tables.ts';
import { ownsUploads } from '../resource/resource.api.ts';

/**
 * Offline transfers (channel 6): the shopper transfers to the shop's bank account and uploads the voucher; the
 * shop's merchant approves (the payment settles) or refuses (it fails with the merchant's note). While the
 * merchant looks, the orders' pay deadline is pushed out by ORDER_OFFLINE_REVIEW_HOURS so the unpaid-order
 * sweep leaves them alone.
 */

type VoucherInput = z.output<typeof ZSubmitPaymentVoucherRequest>;
type ReviewInput = z.output<typeof ZReviewPaymentVoucherRequest>;

/**
 * `saleorder/payment/offline/voucher`: the caller's pending offline payment (or one under review, whose voucher
 * is replaced) becomes `reviewing` with the pictures and note, and its orders and the payment wait until
 * ORDER_OFFLINE_REVIEW_HOURS from now. Orders no longer payable: PAYMENT_ORDERS_NOT_PAYABLE; another channel or
 * a closed payment: PAYMENT_NOT_OFFLINE.
 */
export async function submitPaymentVoucher(deps: PaymentDeps, accountId: number, input: VoucherInput, lang: Lang): Promise<TPaymentDetail> {
  const p = await findPayment(deps.db, input.paymentNo, accountId);
  // A closed payment says so before its pictures are looked at; the update below checks again against races.
  if (p.channel !== PAY_CHANNELS.offline || (p.status !== 'pending' && p.status !== 'reviewing')) throw new AppError('PAYMENT_NOT_OFFLINE');
  // The merchant opens these pictures: only the shopper's own uploads, never an address of someone else's choosing.
  if (!(await ownsUploads(deps.db, accountId, input.images))) throw new AppError('INVALID_REQUEST', { detail: 'images: not images you uploaded' });
  const hours = deps.config.payment.offlineReviewHours;
  const until = sql`now() + make_interval(hours => ${hours}::int)`;
  await deps.db.transaction(async (tx) => {
    const orders = await lockPaymentOrders(tx, p.id);
    const voucher = { voucherImages: input.images, voucherNote: input.note, voucherAt: sql`now()`, expiresAt: sql`greatest(${payment.expiresAt}, ${until})` };
    // A first voucher moves the payment to review; a new one replaces the voucher of a payment under review.
    const moved = await movePayment(tx, p.id, { from: ['pending'], to: 'reviewing', set: voucher, actor: 'shopper', actorId: accountId });
    if (!moved) {
      const [replaced] = await tx
        .update(payment)
        .set({ ...voucher, updatedAt: sql`now()` })
        .where(and(eq(payment.id, p.id), eq(payment.status, 'reviewing')))
        .returning({ id: payment.id });
      if (!replaced) throw new AppError('PAYMENT_NOT_OFFLINE');
    }
    const stuck = orders.filter((o) => o.status !== 'paying' || !o.live).map((o) => o.id);
    if (stuck.length > 0) throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE', { data: { orderIds: stuck } });
    await extendPayDeadline(tx, orders.map((o) => o.id), hours);
  });
  return paymentDetailOf(deps.db, await findPayment(deps.db, input.paymentNo, accountId), lang);
}

/**
 * `merchant/payment/offline/review`: the merchant of the orders' shop (the route's shop scope checks it) approves a voucher under review (the
 * payment settles, once, as the merchant) or refuses it (failed with the note; the orders get a fresh short
 * deadline, so the shopper can pay another way, after which the overdue sweep cancels them). Approving a payment already
 * paid answers it again; anything else not under review is PAYMENT_NOT_REVIEWABLE.
 */
export async function reviewPaymentVoucher(deps: PaymentDeps, merchantAccountId: number, input: ReviewInput, lang: Lang): Promise<TPaymentDetail> {
  const p = await findPayment(deps.db, input.paymentNo);
  if (p.channel !== PAY_CHANNELS.offline) throw notFound();
  if (input.approve && p.status === 'paid') return paymentDetailOf(deps.db, p, lang);
  if (p.status !== 'reviewing') throw new AppError('PAYMENT_NOT_REVIEWABLE', { data: { status: p.status } });

  await deps.db.transaction(async (tx) => {
    if (input.approve) {
      const settled = await settlePaymentInTx(tx, p.id, { actor: 'merchant', actorId: merchantAccountId });
      if (settled.status !== 'paid' && settled.status !== 'failed') throw new AppError('PAYMENT_NOT_REVIEWABLE', { data: { status: settled.status } });
      await tx.update(payment).set({ reviewedBy: merchantAccountId, reviewNote: input.note }).where(eq(payment.id, p.id));
      return;
    }
    const orders = await lockPaymentOrders(tx, p.id);
    const refused = await movePayment(tx, p.id, {
      from: ['reviewing'],
      to: 'failed',
      set: { failReason: 'voucher_refused', reviewedBy: merchantAccountId, reviewNote: input.note },
      actor: 'merchant',
      actorId: merchantAccountId,
      note: input.note,
    });
    if (!refused) throw new AppError('PAYMENT_NOT_REVIEWABLE');
    await shortenPayDeadline(
      tx,
      orders.map((o) => o.id),
      deps.config.orderPayMinutes,
    );
  });
  return paymentDetailOf(deps.db, await findPayment(deps.db, p.paymentNo), lang);
}
