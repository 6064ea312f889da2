import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { rechargeWallet } from '../wallet/wallet.api.ts';
import { movePayment, type Mover } from './payment-state.ts';
import { payment } from './payment.tables.ts';
import { rechargeOrder } from './recharge.tables.ts';

/** The recharge a payment pays, if it pays one (rather than orders). */
export async function rechargeOfPayment(tx: Tx, paymentId: number) {
  const [row] = await tx.select({ id: rechargeOrder.id, accountId: rechargeOrder.accountId, amount: rechargeOrder.amount }).from(rechargeOrder).where(eq(rechargeOrder.paymentId, paymentId));
  return row;
}

/**
 * Settles a recharge's payment in the caller's transaction (payment-settle.ts sends it here): under the payment's
 * row lock (movePayment), `pending → paid` once, then the wallet is credited by the posting whose cause is the
 * recharge, so a second or raced settle finds it paid and credits nothing. Past its deadline it fails instead.
 */
export async function settleRechargeInTx(tx: Tx, paymentId: number, recharge: { id: number; accountId: number; amount: number }, by: Mover) {
  const [p] = await tx
    .select({ status: payment.status, failReason: payment.failReason, overdue: sql<boolean>`${payment.expiresAt} <= now()` })
    .from(payment)
    .where(eq(payment.id, paymentId))
    .for('no key update');
  if (!p) throw new Error(`payment ${paymentId} does not exist`);
  if (p.status !== 'pending') return { status: p.status, settledNow: false, failReason: p.failReason };
  if (p.overdue) {
    await movePayment(tx, paymentId, { from: ['pending'], to: 'failed', set: { failReason: 'recharge_overdue' }, ...by, note: 'recharge_overdue' });
    return { status: 'failed' as const, settledNow: false, failReason: 'recharge_overdue' };
  }
  const moved = await movePayment(tx, paymentId, { from: ['pending'], to: 'paid', ...by, note: 'recharge' });
  if (!moved) {
    const [now] = await tx.select({ status: payment.status, failReason: payment.failReason }).from(payment).where(eq(payment.id, paymentId));
    return { status: now!.status, settledNow: false, failReason: now!.failReason };
  }
  await rechargeWallet(tx, recharge.accountId, recharge.amount, recharge.id);
  return { status: 'paid' as const, settledNow: true, failReason: null };
}

