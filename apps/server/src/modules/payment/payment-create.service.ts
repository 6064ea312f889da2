import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCreatePaymentResponse, ZCreatePaymentRequest } from '@mall/contract/payment/create-payment';
import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import { AppError } from '../../platform/errors.ts';
import { ordersByIds } from '../order/order.api.ts';
import { suspendedShopIds } from '../shop/shop.api.ts';
import { ensureWallet } from '../wallet/wallet.api.ts';
import { offlineShopOf, ownOrders, shopBalanceShopOf, walletOpening, type PaymentDeps } from './payment-methods.service.ts';
import { makeNonce, makePaymentNo } from './payment-numbers.ts';
import { providerOf } from './payment-providers.ts';
import { settlePaymentInTx } from './payment-settle.ts';
import { assertTakeawayPayable } from './payment-takeaway-guard.ts';
import { bankAccountOf, orderIdsOf, type PaymentRow } from './payment-view.ts';
import { payment, paymentOrder } from './payment.tables.ts';

type CreateInput = z.output<typeof ZCreatePaymentRequest>;

/**
 * `saleorder/payment/create`: starts paying some of the caller's orders with a channel.
 * - The same requestKey answers the payment it made first (the same orders and channel), even when the two
 *   calls arrive at once (the unique index on (account, requestKey) makes the second wait and find the first);
 *   the key reused for other orders or another channel is PAYMENT_REQUEST_KEY_REUSED.
 * - Orders not the caller's: NOT_FOUND. All paid already: `isPayed`. Any not payable (cancelled, paid, overdue):
 *   PAYMENT_ORDERS_NOT_PAYABLE with their ids.
 * - The wallet and an amount of 0 settle at once in the same transaction (a short wallet stores nothing);
 *   the sandbox and scan answer a signed package; offline answers the shop's bank account.
 */
export async function createPayment(deps: PaymentDeps, accountId: number, input: CreateInput): Promise<TCreatePaymentResponse> {
  const { db, config } = deps;
  const orderIds = [...new Set(input.orderIds)].sort((a, b) => a - b);
  const channel = input.payChannel;

  const replay = await byRequestKey(deps, accountId, input.requestKey);
  if (replay) return answerReplay(deps, replay, orderIds, channel);

  const orders = await ownOrders(db, accountId, orderIds);
  if (orders.every((o) => o.paidAt !== null)) return answerAlreadyPaid(deps, accountId, orderIds, channel);
  const stuck = orders.filter((o) => !o.payable).map((o) => o.id);
  if (stuck.length > 0) throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE', { data: { orderIds: stuck } });
  // A shop the platform suspended takes no payment: its unpaid orders wait (or are cancelled at their deadline).
  const suspended = new Set(await suspendedShopIds(db, orders.map((o) => o.shopId)));
  if (suspended.size > 0) throw new AppError('SHOP_SUSPENDED', { data: { orderIds: orders.filter((o) => suspended.has(o.shopId)).map((o) => o.id) } });
  await assertTakeawayPayable(db, orderIds);

  const amount = orders.reduce((sum, o) => sum + o.payAmount, 0);
  // Nothing to pay needs no channel: it settles at once whatever was picked.
  if (amount > 0) {
    if (channel === PAY_CHANNELS.offline && (await offlineShopOf(db, orders)) === null) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
    const refused = providerOf(channel, db, config)?.unavailable();
    if (refused) throw new AppError(refused);
    if (channel === PAY_CHANNELS.wallet) await ensureWallet(db, accountId, await walletOpening(deps, accountId));
    if (channel === PAY_CHANNELS.shop_balance && (await shopBalanceShopOf(db, accountId, orders)) === null) throw new AppError('SHOP_BALANCE_UNAVAILABLE');
  }
  const expiresAt = new Date(Math.min(...orders.map((o) => o.payDeadline.getTime())));
  const settleNow = amount === 0 || channel === PAY_CHANNELS.wallet || channel === PAY_CHANNELS.shop_balance;

  for (let attempt = 0; ; attempt++) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payment)
        .values({ paymentNo: makePaymentNo(), accountId, channel, amount, requestKey: input.requestKey, nonce: makeNonce(), expiresAt })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await tx.insert(paymentOrder).values(orders.map((o) => ({ paymentId: row.id, orderId: o.id, amount: o.payAmount })));
      if (!settleNow) return row;
      const settled = await settlePaymentInTx(tx, row.id, { actor: 'shopper', actorId: accountId });
      // The orders changed between the check above and the locks: store nothing, answer as the check would have.
      if (settled.status !== 'paid') throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE', { data: { orderIds, reason: settled.failReason } });
      return { ...row, status: 'paid' as const };
    });
    if (created) return answerOf(deps, created, orderIds);
    // A conflict: the same requestKey made at the same moment (answer that one), or a clash of the random number.
    const first = await byRequestKey(deps, accountId, input.requestKey);
    if (first) return answerReplay(deps, first, orderIds, channel);
    if (attempt >= 3) throw new Error('could not draw a free payment number');
  }
}

async function byRequestKey(deps: PaymentDeps, accountId: number, requestKey: string): Promise<PaymentRow | undefined> {
  const [row] = await deps.db.select().from(payment).where(and(eq(payment.accountId, accountId), eq(payment.requestKey, requestKey)));
  return row;
}

async function answerReplay(deps: PaymentDeps, p: PaymentRow, orderIds: number[], channel: PayChannel): Promise<TCreatePaymentResponse> {
  const paid = await orderIdsOf(deps.db, p.id);
  if (p.channel !== channel || paid.join() !== orderIds.join()) throw new AppError('PAYMENT_REQUEST_KEY_REUSED');
  return answerOf(deps, p, paid);
}

/** The answer for a payment: paid or nothing to pay ends there; otherwise the package or the bank account. */
async function answerOf(deps: PaymentDeps, p: PaymentRow, orderIds: number[]): Promise<TCreatePaymentResponse> {
  const open = p.status === 'pending' || p.status === 'reviewing';
  const provider = providerOf(p.channel as PayChannel, deps.db, deps.config);
  const data = open && provider && p.amount > 0 ? await provider.start(p) : null;
  const bankAccount = p.channel === PAY_CHANNELS.offline ? await offlineAccountOf(deps, orderIds) : null;
  return {
    isPayed: p.status === 'paid',
    nopay: p.amount === 0,
    payChannel: p.channel as PayChannel,
    orderInfo: { paymentNo: p.paymentNo, amount: p.amount, orderIds, expiresAt: p.expiresAt.toISOString(), bankAccount },
    data,
  };
}

async function offlineAccountOf(deps: PaymentDeps, orderIds: number[]) {
  const [first] = await ordersByIds(deps.db, orderIds.slice(0, 1));
  return first ? bankAccountOf(deps.db, first.shopId) : null;
}

/** Every order asked about is paid: answer the (latest) payment that paid them, so the page can end there. */
async function answerAlreadyPaid(deps: PaymentDeps, accountId: number, orderIds: number[], channel: PayChannel): Promise<TCreatePaymentResponse> {
  const [paidBy] = await deps.db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.accountId, accountId),
        eq(payment.status, 'paid'),
        inArray(payment.id, deps.db.select({ id: paymentOrder.paymentId }).from(paymentOrder).where(inArray(paymentOrder.orderId, orderIds))),
      ),
    )
    .orderBy(desc(payment.paidAt))
    .limit(1);
  return {
    isPayed: true,
    nopay: false,
    payChannel: (paidBy?.channel as PayChannel | undefined) ?? channel,
    orderInfo: {
      paymentNo: paidBy?.paymentNo ?? '',
      amount: paidBy?.amount ?? 0,
      orderIds,
      expiresAt: (paidBy?.expiresAt ?? new Date()).toISOString(),
      bankAccount: null,
    },
    data: null,
  };
}
