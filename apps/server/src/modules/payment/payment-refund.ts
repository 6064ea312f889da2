import { and, eq, sql } from 'drizzle-orm';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import type { Tx } from '../../platform/database.ts';
import { creditWallet } from '../wallet/wallet.service.ts';
import { payment, paymentOrder, paymentRefund } from './payment.tables.ts';

/**
 * Gives an order's money back through the payment that paid it, in the caller's transaction (which holds the
 * order's lock and has just moved it to terminated). One refund per `requestKey` (`cancel:<orderId>` for a paid
 * order's cancel): a retry finds it and adds nothing. The wallet gets a credit entry in its ledger; the sandbox,
 * scan and offline transfers (the platform's sandbox of a bank) are refunded at once. An order paid without a
 * payment of amount (nothing to pay) has nothing to give back. Answers the refund's id, or null.
 */
export async function refundOrderPayment(tx: Tx, orderId: number, requestKey: string, reason: string): Promise<number | null> {
  const [paidBy] = await tx
    .select({ paymentId: payment.id, accountId: payment.accountId, channel: payment.channel, amount: paymentOrder.amount })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(and(eq(paymentOrder.orderId, orderId), eq(payment.status, 'paid')))
    .limit(1);
  if (!paidBy || paidBy.amount === 0) return null;
  const [refund] = await tx
    .insert(paymentRefund)
    .values({ paymentId: paidBy.paymentId, orderId, amount: paidBy.amount, channel: paidBy.channel, status: 'refunded', reason, requestKey, refundedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: paymentRefund.id });
  if (!refund) return null;
  if (paidBy.channel === PAY_CHANNELS.wallet) await creditWallet(tx, paidBy.accountId, paidBy.amount, refund.id);
  return refund.id;
}
