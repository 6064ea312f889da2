import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { PAY_CHANNELS, type PaymentStatus } from '@mall/contract/payment/payment-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { lockOrdersForPayment, moveOrders, type OrderMove } from '../order/order.api.ts';
import { debitWallet } from '../wallet/wallet.api.ts';
import { movePayment } from './payment-state.ts';
import { rechargeOfPayment, settleRechargeInTx } from './recharge-settle.ts';
import { debitShopBalance } from './shop-balance.ts';
import { settleShopRechargeInTx, shopRechargeOfPayment } from './shop-recharge-settle.ts';
import { payment, paymentOrder } from './payment.tables.ts';

/**
 * Settling a payment: the one place where a payment becomes `paid` and its orders `shipping`. The wallet
 * (at once), the sandbox and scan (`execute`) and offline transfers (the merchant's approval) all come here.
 *
 * Lock order, the same everywhere a payment and its orders change (cancel, voucher, review, unpaid-order
 * cancel): the orders first, by id, then the payment, then the wallet. So a settle racing a cancel, another
 * settle or the overdue sweep queues instead of deadlocking, and the loser finds the outcome of the winner.
 */

export interface Settler {
  actor: OrderMove['actor'];
  actorId: number | null;
}

export interface SettleResult {
  status: PaymentStatus;
  /** True only for the call that moved it to paid; repeats find it paid and answer false. */
  settledNow: boolean;
  failReason: string | null;
}

export const OPEN_PAYMENT_STATUSES = ['pending', 'reviewing'] as const;

/** A payment's orders, locked (the order module's lock, in id order), each with its share of the payment. */
export async function lockPaymentOrders(tx: Tx, paymentId: number) {
  const shares = await tx.select({ orderId: paymentOrder.orderId, amount: paymentOrder.amount }).from(paymentOrder).where(eq(paymentOrder.paymentId, paymentId)).orderBy(asc(paymentOrder.orderId));
  const orders = await lockOrdersForPayment(tx, shares.map((s) => s.orderId));
  return orders.map((o) => ({ ...o, share: shares.find((s) => s.orderId === o.id)!.amount }));
}

type LockedOrder = Awaited<ReturnType<typeof lockPaymentOrders>>[number];

/** Why a payment's orders cannot be paid by it any more, or null when they all can. */
function whyNot(orders: LockedOrder[], owner: { accountId: number; amount: number }): string | null {
  if (orders.length === 0) return 'orders_missing';
  if (orders.some((o) => o.accountId !== owner.accountId)) return 'orders_not_owned';
  if (orders.some((o) => o.status !== 'paying')) return 'orders_not_paying';
  if (orders.some((o) => !o.live)) return 'orders_overdue';
  const total = orders.reduce((sum, o) => sum + o.payAmount, 0);
  if (total !== owner.amount || orders.some((o) => o.payAmount !== o.share)) return 'amount_changed';
  return null;
}

/**
 * Settles a payment in the caller's transaction. Under the locks of its orders: a payment already paid answers
 * paid (idempotent); one no longer open answers its status; if any order is no longer the owner's, `paying`,
 * before its deadline, or the amounts no longer add up, the payment becomes `failed` with the reason and
 * nothing else moves. Otherwise the payment moves `pending|reviewing → paid` (the payment state machine), a
 * wallet payment is debited (WALLET_BALANCE_SHORT rolls the caller's transaction back), every order moves
 * `paying → shipping` through the order state machine, and the other open payments of those orders are cancelled.
 */
export async function settlePaymentInTx(tx: Tx, paymentId: number, by: Settler): Promise<SettleResult> {
  // A recharge of the wallet has no orders: it settles on its own (recharge-settle.ts).
  const recharge = await rechargeOfPayment(tx, paymentId);
  if (recharge) return settleRechargeInTx(tx, paymentId, recharge, by);
  const shopRecharge = await shopRechargeOfPayment(tx, paymentId);
  if (shopRecharge) return settleShopRechargeInTx(tx, paymentId, shopRecharge, by);
  const orders = await lockPaymentOrders(tx, paymentId);
  const [p] = await tx
    .select({ accountId: payment.accountId, amount: payment.amount, channel: payment.channel, status: payment.status, paymentNo: payment.paymentNo, failReason: payment.failReason })
    .from(payment)
    .where(eq(payment.id, paymentId));
  if (!p) throw new Error(`payment ${paymentId} does not exist`);
  if (p.status !== 'pending' && p.status !== 'reviewing') return { status: p.status, settledNow: false, failReason: p.failReason };

  const reason = whyNot(orders, p);
  if (reason) {
    const failed = await movePayment(tx, paymentId, { from: OPEN_PAYMENT_STATUSES, to: 'failed', set: { failReason: reason }, ...by, note: reason });
    return failed ? { status: 'failed', settledNow: false, failReason: reason } : currentResult(tx, paymentId);
  }

  const paid = await movePayment(tx, paymentId, { from: OPEN_PAYMENT_STATUSES, to: 'paid', ...by });
  if (!paid) return currentResult(tx, paymentId);

  if (p.channel === PAY_CHANNELS.wallet && p.amount > 0) await debitWallet(tx, p.accountId, p.amount, paymentId);
  // The stored value at the orders' one shop (SHOP_BALANCE_SHORT rolls the caller's transaction back).
  if (p.channel === PAY_CHANNELS.shop_balance && p.amount > 0) await debitShopBalance(tx, { id: paymentId, accountId: p.accountId, amount: p.amount }, orders.map((o) => o.id));
  await moveOrders(
    tx,
    orders.map((o) => o.id),
    { from: 'paying', to: 'shipping', actor: by.actor, actorId: by.actorId, note: p.paymentNo },
  );
  await closeOpenPayments(
    tx,
    orders.map((o) => o.id),
    'paid_by_another',
    paymentId,
  );
  return { status: 'paid', settledNow: true, failReason: null };
}

async function currentResult(tx: Tx, paymentId: number): Promise<SettleResult> {
  const [row] = await tx.select({ status: payment.status, failReason: payment.failReason }).from(payment).where(eq(payment.id, paymentId));
  return { status: row!.status, settledNow: false, failReason: row!.failReason };
}

/** settlePaymentInTx in a transaction of its own. */
export async function settlePayment(db: Db, paymentId: number, by: Settler): Promise<SettleResult> {
  return db.transaction((tx) => settlePaymentInTx(tx, paymentId, by));
}

/**
 * Cancels the still-open payments of some orders (one of them was paid by another payment, or the orders were
 * cancelled), so a QR code or a voucher left behind cannot settle them later; each move recorded as the system's.
 */
export async function closeOpenPayments(tx: Tx, orderIds: number[], reason: string, exceptPaymentId?: number): Promise<void> {
  if (orderIds.length === 0) return;
  const open = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(
      and(
        inArray(payment.id, tx.select({ id: paymentOrder.paymentId }).from(paymentOrder).where(inArray(paymentOrder.orderId, orderIds))),
        inArray(payment.status, [...OPEN_PAYMENT_STATUSES]),
        exceptPaymentId !== undefined ? ne(payment.id, exceptPaymentId) : undefined,
      ),
    )
    .orderBy(asc(payment.id));
  for (const { id } of open) {
    await movePayment(tx, id, { from: OPEN_PAYMENT_STATUSES, to: 'cancelled', set: { failReason: reason }, actor: 'system', actorId: null, note: reason });
  }
}
