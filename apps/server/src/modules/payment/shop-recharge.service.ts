import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayChannel } from '@mall/contract/payment/payment-fields';
import type { TQueryRechargeStatusResponse } from '@mall/contract/payment/query-recharge-status';
import type { TQueryShopRechargeDetailResponse } from '@mall/contract/payment/query-shop-recharge-detail';
import type { TTakeShopRechargeOrderResponse, ZTakeShopRechargeOrderRequest } from '@mall/contract/payment/take-shop-recharge-order';
import { AppError } from '../../platform/errors.ts';
import { balanceOf } from '../wallet/wallet.api.ts';
import { isPlusMember, isShopListed, plusBonusFor } from '../shop/shop.api.ts';
import type { PaymentDeps } from './payment-methods.service.ts';
import { PROVIDER_CHANNELS, takeKeyedPayment, type PaymentRow } from './keyed-payment.ts';
import { providerOf } from './payment-providers.ts';
import { payment } from './payment.tables.ts';
import { shopRechargeOrder } from './shop-recharge.tables.ts';

type TakeInput = z.output<typeof ZTakeShopRechargeOrderRequest>;

/** How long a top-up's package can be confirmed. */
const TOP_UP_MINUTES = 30;


interface TopUp {
  p: PaymentRow;
  r: { shopId: number; bonus: number };
}

/**
 * `usershoprechargeorder/take`: a top-up of the caller's stored value at a shop where they are a member
 * (SHOP_PLUS_NOT_MEMBER otherwise; an unknown shop NOT_FOUND), as a payment without orders, in one transaction. The
 * bonus is that of the shop's denomination of this amount, fixed now. The same requestKey answers the same top-up,
 * even at once; reused for another shop, amount or channel, SHOP_RECHARGE_REQUEST_KEY_REUSED.
 */
export async function takeShopRechargeOrder(deps: PaymentDeps, accountId: number, input: TakeInput): Promise<TTakeShopRechargeOrderResponse> {
  const replay = await byRequestKey(deps, accountId, input.requestKey);
  if (replay) return answerReplay(deps, replay, input);
  if (!(await isShopListed(deps.db, input.shopId))) throw new AppError('NOT_FOUND');
  if (!(await isPlusMember(deps.db, accountId, input.shopId))) throw new AppError('SHOP_PLUS_NOT_MEMBER');
  if (!PROVIDER_CHANNELS.includes(input.payChannel)) throw new AppError('RECHARGE_CHANNEL_REFUSED');
  const refused = providerOf(input.payChannel, deps.db, deps.config)?.unavailable();
  if (refused) throw new AppError(refused);
  const bonus = await plusBonusFor(deps.db, input.shopId, input.amount);

  const taken = await takeKeyedPayment(
    deps,
    { accountId, channel: input.payChannel, amount: input.amount, minutes: TOP_UP_MINUTES },
    async (tx, p): Promise<TopUp | undefined> => {
      const [r] = await tx
        .insert(shopRechargeOrder)
        .values({ accountId, shopId: input.shopId, amount: input.amount, bonus, paymentId: p.id, requestKey: input.requestKey })
        .onConflictDoNothing()
        .returning({ shopId: shopRechargeOrder.shopId, bonus: shopRechargeOrder.bonus });
      return r ? { p, r } : undefined;
    },
    () => byRequestKey(deps, accountId, input.requestKey),
  );
  return 'made' in taken ? answerOf(deps, taken.made) : answerReplay(deps, taken.found, input);
}

async function byRequestKey(deps: PaymentDeps, accountId: number, requestKey: string): Promise<TopUp | undefined> {
  const [row] = await deps.db
    .select({ p: payment, shopId: shopRechargeOrder.shopId, bonus: shopRechargeOrder.bonus })
    .from(shopRechargeOrder)
    .innerJoin(payment, eq(payment.id, shopRechargeOrder.paymentId))
    .where(and(eq(shopRechargeOrder.accountId, accountId), eq(shopRechargeOrder.requestKey, requestKey)));
  return row ? { p: row.p, r: { shopId: row.shopId, bonus: row.bonus } } : undefined;
}

async function answerReplay(deps: PaymentDeps, t: TopUp, input: TakeInput): Promise<TTakeShopRechargeOrderResponse> {
  if (t.p.amount !== input.amount || t.p.channel !== input.payChannel || t.r.shopId !== input.shopId) throw new AppError('SHOP_RECHARGE_REQUEST_KEY_REUSED');
  return answerOf(deps, t);
}

function viewOf({ p, r }: TopUp) {
  return {
    paymentNo: p.paymentNo,
    shopId: r.shopId,
    amount: p.amount,
    bonus: r.bonus,
    payChannel: p.channel as PayChannel,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

async function answerOf(deps: PaymentDeps, t: TopUp): Promise<TTakeShopRechargeOrderResponse> {
  const provider = providerOf(t.p.channel as PayChannel, deps.db, deps.config);
  const data = t.p.status === 'pending' && provider ? await provider.start(t.p) : null;
  return { ...viewOf(t), data };
}

/** One of the caller's top-ups by its payment number; another's, or any other payment, is NOT_FOUND. */
async function findTopUp(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TopUp> {
  const [row] = await deps.db
    .select({ p: payment, shopId: shopRechargeOrder.shopId, bonus: shopRechargeOrder.bonus })
    .from(shopRechargeOrder)
    .innerJoin(payment, eq(payment.id, shopRechargeOrder.paymentId))
    .where(and(eq(payment.paymentNo, paymentNo), eq(shopRechargeOrder.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { p: row.p, r: { shopId: row.shopId, bonus: row.bonus } };
}

/** `usershoprechargeorder/payment/detail/query`. */
export async function queryShopRechargeDetail(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TQueryShopRechargeDetailResponse> {
  const t = await findTopUp(deps, accountId, paymentNo);
  return { ...viewOf(t), balance: await balanceOf(deps.db, { shopper: accountId, shop: t.r.shopId }) };
}

/** `usershoprechargeorder/payment/status/query`: for polling. */
export async function queryShopRechargeStatus(deps: PaymentDeps, accountId: number, paymentNo: string): Promise<TQueryRechargeStatusResponse> {
  const { p } = await findTopUp(deps, accountId, paymentNo);
  return { paymentNo, status: p.status, isPayed: p.status === 'paid' };
}
