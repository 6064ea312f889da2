import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayChannel } from '@mall/contract/payment/payment-fields';
import type { TQueryRechargeDetailResponse } from '@mall/contract/payment/query-recharge-detail';
import type { TQueryRechargeStatusResponse } from '@mall/contract/payment/query-recharge-status';
import type { TTakeRechargeOrderResponse, ZTakeRechargeOrderRequest } from '@mall/contract/payment/take-recharge-order';
import type { TQueryWalletFlowResponse, TWalletEntry } from '@mall/contract/payment/query-wallet-flow';
import { AppError } from '../../platform/errors.ts';
import { ordersByIds } from '../order/order.api.ts';
import { balanceOf, ensureWallet, walletBalance, walletEntries } from '../wallet/wallet.api.ts';
import { walletOpening, type PaymentDeps } from './payment-methods.service.ts';
import { PROVIDER_CHANNELS, takeKeyedPayment, type PaymentRow } from './keyed-payment.ts';
import { providerOf } from './payment-providers.ts';
import { payment, paymentOrder, paymentRefund } from './payment.tables.ts';
import { rechargeOrder } from './recharge.tables.ts';

type TakeInput = z.output<typeof ZTakeRechargeOrderRequest>;

/** How long a recharge's package can be confirmed. */
const RECHARGE_MINUTES = 30;


/**
 * `userrechargeorder/take`: a recharge order and its payment, in one transaction. The same requestKey answers the
 * same recharge, even when two calls arrive at once; reused for another amount or channel, RECHARGE_REQUEST_KEY_REUSED.
 * The wallet and offline transfers cannot pay it (RECHARGE_CHANNEL_REFUSED); a provider not set up answers its code.
 */
export async function takeRechargeOrder(deps: PaymentDeps, accountId: number, input: TakeInput): Promise<TTakeRechargeOrderResponse> {
  const channel = input.payChannel;
  const replay = await byRequestKey(deps, accountId, input.requestKey);
  if (replay) return answerReplay(deps, replay, input);
  if (!PROVIDER_CHANNELS.includes(channel)) throw new AppError('RECHARGE_CHANNEL_REFUSED');
  const refused = providerOf(channel, deps.db, deps.config)?.unavailable();
  if (refused) throw new AppError(refused);
  // Opened first (with its gift), so the statement reads in the order things happened.
  await ensureWallet(deps.db, accountId, await walletOpening(deps, accountId));

  const taken = await takeKeyedPayment(
    deps,
    { accountId, channel, amount: input.amount, minutes: RECHARGE_MINUTES },
    async (tx, p) => {
      const [r] = await tx.insert(rechargeOrder).values({ accountId, amount: input.amount, paymentId: p.id, requestKey: input.requestKey }).onConflictDoNothing().returning({ id: rechargeOrder.id });
      return r ? p : undefined;
    },
    () => byRequestKey(deps, accountId, input.requestKey),
  );
  return 'made' in taken ? answerOf(deps, taken.made) : answerReplay(deps, taken.found, input);
}

async function byRequestKey(deps: PaymentDeps, accountId: number, requestKey: string): Promise<PaymentRow | undefined> {
  const [row] = await deps.db
    .select({ p: payment })
    .from(rechargeOrder)
    .innerJoin(payment, eq(payment.id, rechargeOrder.paymentId))
    .where(and(eq(rechargeOrder.accountId, accountId), eq(rechargeOrder.requestKey, requestKey)));
  return row?.p;
}

async function answerReplay(deps: PaymentDeps, p: PaymentRow, input: TakeInput): Promise<TTakeRechargeOrderResponse> {
  if (p.amount !== input.amount || p.channel !== input.payChannel) throw new AppError('RECHARGE_REQUEST_KEY_REUSED');
  return answerOf(deps, p);
}

function viewOf(p: PaymentRow) {
  return {
    paymentNo: p.paymentNo,
    amount: p.amount,
    payChannel: p.channel as PayChannel,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

async function answerOf(deps: PaymentDeps, p: PaymentRow): Promise<TTakeRechargeOrderResponse> {
  const provider = providerOf(p.channel as PayChannel, deps.db, deps.config);
  const data = p.status === 'pending' && provider ? await provider.start(p) : null;
  return { ...viewOf(p), data };
}

/** One of the caller's recharges by its payment number; another's, or a payment of orders, is NOT_FOUND. */
async function findRecharge(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<PaymentRow> {
  const [row] = await deps.db
    .select({ p: payment })
    .from(rechargeOrder)
    .innerJoin(payment, eq(payment.id, rechargeOrder.paymentId))
    .where(and(eq(payment.paymentNo, paymentNo), eq(rechargeOrder.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row.p;
}

/** `userrechargeorder/payment/detail/query`. */
export async function queryRechargeDetail(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TQueryRechargeDetailResponse> {
  const p = await findRecharge(deps, accountId, paymentNo);
  return { ...viewOf(p), balance: await walletBalance(deps.db, accountId, await walletOpening(deps, accountId)) };
}

/** `userrechargeorder/payment/status/query`: for polling. */
export async function queryRechargeStatus(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TQueryRechargeStatusResponse> {
  const p = await findRecharge(deps, accountId, paymentNo);
  return { paymentNo, status: p.status, isPayed: p.status === 'paid' };
}

/** The cursor of the flow: the id of the last entry of the previous page. */
function cursorOf(after: string | undefined): number | undefined {
  if (after === undefined || after === '') return undefined;
  if (!/^\d{1,15}$/.test(after)) throw new AppError('INVALID_REQUEST', { data: { field: 'after' } });
  return Number(after);
}

/**
 * `user/wallet/query/flow`: the balance, the frozen amount (withdrawals under way) and a page of
 * the wallet's entries, newest first, each with its cause and the numbers it refers to (orders, a recharge).
 */
export async function queryWalletFlow(deps: PaymentDeps, accountId: number, input: { after?: string; pageSize: number }): Promise<TQueryWalletFlowResponse> {
  const beforeId = cursorOf(input.after);
  const balance = await walletBalance(deps.db, accountId, await walletOpening(deps, accountId));
  const rows = await walletEntries(deps.db, accountId, { beforeId, limit: input.pageSize + 1 });
  const page = rows.slice(0, input.pageSize);
  const ids = (type: string) => page.filter((r) => r.causeType === type).map((r) => Number(r.causeId)).filter(Number.isSafeInteger);

  const paymentIds = ids('payment');
  const refundIds = ids('refund');
  const rechargeIds = ids('recharge');
  const [paidOrders, refunds, recharges] = await Promise.all([
    paymentIds.length ? deps.db.select({ paymentId: paymentOrder.paymentId, orderId: paymentOrder.orderId }).from(paymentOrder).where(inArray(paymentOrder.paymentId, paymentIds)) : [],
    refundIds.length ? deps.db.select({ id: paymentRefund.id, orderId: paymentRefund.orderId }).from(paymentRefund).where(inArray(paymentRefund.id, refundIds)) : [],
    rechargeIds.length
      ? deps.db.select({ id: rechargeOrder.id, paymentNo: payment.paymentNo }).from(rechargeOrder).innerJoin(payment, eq(payment.id, rechargeOrder.paymentId)).where(inArray(rechargeOrder.id, rechargeIds))
      : [],
  ]);
  const orders = await ordersByIds(deps.db, [...new Set([...paidOrders.map((o) => o.orderId), ...refunds.map((r) => r.orderId)])]);
  const orderNo = (id: number) => orders.find((o) => o.orderId === id)?.orderNo ?? '';

  const list: TWalletEntry[] = page.map((r) => {
    const id = Number(r.causeId);
    let cause: TWalletEntry['cause'] = 'other';
    let refs: string[] = [];
    if (r.causeType === 'payment') {
      cause = 'payment';
      refs = paidOrders.filter((o) => o.paymentId === id).map((o) => orderNo(o.orderId));
    } else if (r.causeType === 'refund') {
      cause = 'refund';
      refs = refunds.filter((x) => x.id === id).map((x) => orderNo(x.orderId));
    } else if (r.causeType === 'recharge') {
      cause = 'recharge';
      refs = recharges.filter((x) => x.id === id).map((x) => x.paymentNo);
    } else if (r.causeType === 'wallet_opening') {
      cause = 'wallet_opening';
    } else if (r.causeType === 'withdraw_apply' || r.causeType === 'withdraw_release') {
      cause = r.causeType === 'withdraw_apply' ? 'withdraw' : 'withdraw_release';
    }
    return { id: r.id, amount: r.amount, balanceAfter: r.balanceAfter, cause, refs: refs.filter(Boolean), createdAt: r.createdAt.toISOString() };
  });
  const next = rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null;
  return { list, next, balance, frozen: await balanceOf(deps.db, { shopper: accountId, asset: 'money', frozen: true }) };
}
