import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAY_CHANNELS, type TPaymentDetail } from '@mall/contract/payment/payment-fields';
import type { ZReviewPaymentVoucherRequest } from '@mall/contract/payment/review-payment-voucher';
import type { ZSubmitPaymentVoucherRequest } from '@mall/contract/payment/submit-payment-voucher';
import type { Lang } from '@mall/contract/platform/languages';
import type { JobQueue } from '../../platform/jobs.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { merchant } from '../merchant/merchant.tables.ts';
import { UNPAID_CANCEL_JOB } from '../order/order-jobs.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { shortenPayDeadline } from './payment-confirm.service.ts';
import type { PaymentDeps } from './payment-methods.service.ts';
import { lockPaymentOrders, settlePaymentInTx } from './payment-settle.ts';
import { findPayment, paymentDetailOf } from './payment-view.ts';
import { payment, paymentOrder } from './payment.tables.ts';
import { ownsUploads } from '../resource/upload.service.ts';

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
  const until = sql`now() + make_interval(hours => ${deps.config.payment.offlineReviewHours}::int)`;
  await deps.db.transaction(async (tx) => {
    const orders = await lockPaymentOrders(tx, p.id);
    const [sent] = await tx
      .update(payment)
      .set({
        status: 'reviewing',
        voucherImages: input.images,
        voucherNote: input.note,
        voucherAt: sql`now()`,
        expiresAt: sql`greatest(${payment.expiresAt}, ${until})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payment.id, p.id), inArray(payment.status, ['pending', 'reviewing'])))
      .returning({ id: payment.id });
    if (!sent) throw new AppError('PAYMENT_NOT_OFFLINE');
    const stuck = orders.filter((o) => o.status !== 'paying' || !o.live).map((o) => o.id);
    if (stuck.length > 0) throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE', { data: { orderIds: stuck } });
    await tx
      .update(saleOrder)
      .set({ payDeadline: sql`greatest(${saleOrder.payDeadline}, ${until})`, updatedAt: sql`now()` })
      .where(and(inArray(saleOrder.id, orders.map((o) => o.id)), eq(saleOrder.status, 'paying')));
  });
  return paymentDetailOf(deps.db, await findPayment(deps.db, input.paymentNo, accountId), lang);
}

/** A payment whose orders are of a shop of this merchant account; NOT_FOUND for any other (no hint it exists). */
async function findReviewable(deps: PaymentDeps, merchantAccountId: number, paymentNo: string) {
  const p = await findPayment(deps.db, paymentNo);
  const [mine] = await deps.db
    .select({ id: paymentOrder.orderId })
    .from(paymentOrder)
    .innerJoin(saleOrder, eq(saleOrder.id, paymentOrder.orderId))
    .innerJoin(shop, eq(shop.id, saleOrder.shopId))
    .innerJoin(merchant, eq(merchant.id, shop.merchantId))
    .where(and(eq(paymentOrder.paymentId, p.id), eq(merchant.accountId, merchantAccountId)))
    .limit(1);
  if (!mine || p.channel !== PAY_CHANNELS.offline) throw notFound();
  return p;
}

/**
 * `merchant/payment/offline/review`: the merchant of the orders' shop approves a voucher under review (the
 * payment settles, once, as the merchant) or refuses it (failed with the note; the orders get a fresh short
 * deadline, so the shopper can pay another way, and an unpaid-cancel job at it). Approving a payment already
 * paid answers it again; anything else not under review is PAYMENT_NOT_REVIEWABLE.
 */
export async function reviewPaymentVoucher(deps: PaymentDeps & { jobs: JobQueue }, merchantAccountId: number, input: ReviewInput, lang: Lang): Promise<TPaymentDetail> {
  const p = await findReviewable(deps, merchantAccountId, input.paymentNo);
  if (input.approve && p.status === 'paid') return paymentDetailOf(deps.db, p, lang);
  if (p.status !== 'reviewing') throw new AppError('PAYMENT_NOT_REVIEWABLE', { data: { status: p.status } });

  const refusedUntil = await deps.db.transaction(async (tx) => {
    if (input.approve) {
      const settled = await settlePaymentInTx(tx, p.id, { actor: 'merchant', actorId: merchantAccountId });
      if (settled.status !== 'paid' && settled.status !== 'failed') throw new AppError('PAYMENT_NOT_REVIEWABLE', { data: { status: settled.status } });
      await tx.update(payment).set({ reviewedBy: merchantAccountId, reviewNote: input.note }).where(eq(payment.id, p.id));
      return null;
    }
    const orders = await lockPaymentOrders(tx, p.id);
    const [refused] = await tx
      .update(payment)
      .set({ status: 'failed', failReason: 'voucher_refused', reviewedBy: merchantAccountId, reviewNote: input.note, updatedAt: sql`now()` })
      .where(and(eq(payment.id, p.id), eq(payment.status, 'reviewing')))
      .returning({ id: payment.id });
    if (!refused) throw new AppError('PAYMENT_NOT_REVIEWABLE');
    const ids = orders.map((o) => o.id);
    return { ids, deadline: await shortenPayDeadline(tx, ids, deps.config.orderPayMinutes) };
  });
  if (refusedUntil) {
    await deps.jobs.send(UNPAID_CANCEL_JOB, { orderIds: refusedUntil.ids }, { startAfter: refusedUntil.deadline, singletonKey: `unpaid:${p.paymentNo}` });
  }
  return paymentDetailOf(deps.db, await findPayment(deps.db, p.paymentNo), lang);
}
