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
 * Settles a payment without orders (a wallet recharge, a shop top-up) in the caller's transaction: under the
 * payment's row lock (movePayment), `pending → paid` once, then `credit` posts to the ledger with the top-up as its
 * cause, so a second or raced settle finds it paid and credits nothing. Past its deadline it fails instead.
 */
export async function settleOrderlessPaymentInTx(tx: Tx, paymentId: number, by: Mover, note: string, credit: () => Promise<unknown>) {
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
  const moved = await movePayment(tx, paymentId, { from: ['pending'], to: 'paid', ...by, note });
  if (!moved) {
    const [now] = await tx.select({ status: payment.status, failReason: payment.failReason }).from(payment).where(eq(payment.id, paymentId));
    return { status: now!.status, settledNow: false, failReason: now!.failReason };
  }
  await credit();
  return { status: 'paid' as const, settledNow: true, failReason: null };
}

/** Settles a recharge's payment: the wallet is credited by the posting whose cause is the recharge. */
export function settleRechargeInTx(tx: Tx, paymentId: number, recharge: { id: number; accountId: number; amount: number }, by: Mover) {
  return settleOrderlessPaymentInTx(tx, paymentId, by, 'recharge', () => rechargeWallet(tx, recharge.accountId, recharge.amount, recharge.id));
}
