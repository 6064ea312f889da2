import { and, eq, lte, sql } from 'drizzle-orm';
import type { TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import type { TReturnDetail } from '@mall/contract/aftersale/return-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { returnStock, takeStock } from '../catalogue/catalogue.api.ts';
import { checkParcelNumber, startParcel } from '../logistics/logistics.api.ts';
import { orderForAftersale } from '../order/order.api.ts';
import { shopReturnAddress } from '../shop/shop.api.ts';
import { returnOrder, returnOrderLine } from './aftersale.tables.ts';
import { refundReturn } from './return-refund.ts';
import { moveReturn, tryMoveReturn, type ReturnMove } from './return-state.ts';
import { merchantReturnView, queryReturnDetail } from './return-view.ts';

type StepDeps = Pick<Deps, 'db' | 'config'>;
type By = Pick<ReturnMove, 'actor' | 'actorId'>;

/** A request's row, locked (`for no key update`) so that the steps of one request queue; NOT_FOUND when unknown or, with `accountId`, not theirs. */
async function lockReturn(tx: Tx, returnId: number, accountId?: number) {
  const [r] = await tx
    .select()
    .from(returnOrder)
    .where(and(eq(returnOrder.id, returnId), accountId !== undefined ? eq(returnOrder.accountId, accountId) : undefined))
    .for('no key update');
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

/** `returnorder/apply/cancel`: the shopper withdraws a request not yet sent back; cancelling a cancelled one answers the same. */
export async function cancelReturn(db: Db, accountId: number, returnId: number, lang: Lang): Promise<TReturnDetail> {
  await db.transaction(async (tx) => {
    const r = await lockReturn(tx, returnId, accountId);
    if (r.status === 'cancelled') return;
    await moveReturn(tx, returnId, { from: ['requested', 'approved'], to: 'cancelled', actor: 'shopper', actorId: accountId, set: { respondBy: null } });
  });
  return queryReturnDetail(db, accountId, returnId, lang);
}

/**
 * Agrees to a request waiting for an answer, in the caller's transaction (the merchant's approval, or the sweep's
 * when the shop stayed silent): a refund-only request is refunded at once; a return or exchange gets the shop's
 * return address. Answers false when the request was no longer waiting (answered meanwhile).
 */
async function approveIn(tx: Tx, returnId: number, by: By): Promise<boolean> {
  const r = await lockReturn(tx, returnId);
  if (r.status !== 'requested') return false;
  const address = r.kind === 'refund' ? null : await shopReturnAddress(tx, r.shopId);
  const note = by.actor === 'system' ? 'no answer in time' : '';
  await moveReturn(tx, returnId, { from: 'requested', to: 'approved', ...by, note, set: { respondBy: null, returnAddress: address ?? null } });
  if (r.kind === 'refund') await refundReturn(tx, returnId, 'approved', by);
  return true;
}

/** `merchant/returnorder/approve`: agreeing twice (or at once) answers the same request, refunded once. */
export async function approveReturn(db: Db, merchantId: number, returnId: number, lang: Lang): Promise<TMerchantReturn> {
  await db.transaction(async (tx) => {
    if (await approveIn(tx, returnId, { actor: 'merchant', actorId: merchantId })) return;
    const [r] = await tx.select({ status: returnOrder.status }).from(returnOrder).where(eq(returnOrder.id, returnId));
    // Already agreed (by this merchant, another, or the clock): the same answer. Refused or cancelled: too late.
    if (r!.status === 'refused' || r!.status === 'cancelled') throw new AppError('RETURN_STEP_REFUSED', { data: { status: r!.status } });
  });
  return merchantReturnView(db, returnId, lang);
}

/** `merchant/returnorder/refuse`: a request waiting for an answer is refused with the reason the shopper reads. */
export async function refuseReturn(db: Db, merchantId: number, input: { returnId: number; reason: string }, lang: Lang): Promise<TMerchantReturn> {
  await db.transaction(async (tx) => {
    await moveReturn(tx, input.returnId, { from: 'requested', to: 'refused', actor: 'merchant', actorId: merchantId, note: input.reason, set: { refuseReason: input.reason, respondBy: null } });
  });
  return merchantReturnView(db, input.returnId, lang);
}

/** The sweep of silent shops: requests still waiting at their `respond_by` are agreed to by the platform's clock. */
export async function agreeOverdueReturns(db: Db): Promise<number> {
  const due = await db
    .select({ id: returnOrder.id })
    .from(returnOrder)
    .where(and(eq(returnOrder.status, 'requested'), lte(returnOrder.respondBy, sql`now()`)))
    .orderBy(returnOrder.respondBy)
    .limit(100);
  let agreed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => approveIn(tx, id, { actor: 'system', actorId: null }))) agreed += 1;
  }
  return agreed;
}

/**
 * `returnorder/origoods/deliver`: the shopper's parcel back for an approved return or exchange (company and number
 * checked like a shipment's); the carrier follows it from the shopper's address to the shop's.
 */
export async function deliverReturnGoods(deps: StepDeps, accountId: number, input: { returnId: number; companyCode: string; trackingNo: string }, lang: Lang): Promise<TReturnDetail> {
  const company = await checkParcelNumber(deps.db, input.companyCode, input.trackingNo);
  await deps.db.transaction(async (tx) => {
    const r = await lockReturn(tx, input.returnId, accountId);
    if (r.kind === 'refund' || r.status !== 'approved') throw new AppError('RETURN_STEP_REFUSED', { data: { status: r.status } });
    const shipmentId = await startParcel(deps, tx, { kind: 'return', returnId: r.id, orderId: r.orderId, shopId: r.shopId, companyCode: company.code, trackingNo: input.trackingNo, sentBy: accountId });
    await moveReturn(tx, r.id, { from: 'approved', to: 'returning', actor: 'shopper', actorId: accountId, note: `${company.code} ${input.trackingNo}`, set: { returnShipmentId: shipmentId } });
  });
  return queryReturnDetail(deps.db, accountId, input.returnId, lang);
}

/**
 * `merchant/returnorder/receive`: what came back of each line (every line of the request once, 0 to its units). The
 * units that came back return to stock; a return refunds only them, an exchange will send only them; nothing back
 * closes the request with nothing refunded.
 */
export async function receiveReturn(deps: StepDeps, merchantId: number, input: { returnId: number; lines: { orderLineId: number; receivedQuantity: number }[] }, lang: Lang): Promise<TMerchantReturn> {
  await deps.db.transaction(async (tx) => {
    const r = await lockReturn(tx, input.returnId);
    if (r.status !== 'returning') throw new AppError('RETURN_STEP_REFUSED', { data: { status: r.status } });
    const lines = await tx.select().from(returnOrderLine).where(eq(returnOrderLine.returnId, r.id));
    const given = new Map(input.lines.map((l) => [l.orderLineId, l.receivedQuantity]));
    if (given.size !== input.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.orderLineId) || given.get(l.orderLineId)! > l.quantity)) {
      throw new AppError('RETURN_RECEIPT_INVALID');
    }
    const by = { actor: 'merchant' as const, actorId: merchantId };
    const received = lines.map((l) => ({ ...l, receivedQuantity: given.get(l.orderLineId)! }));
    const total = received.reduce((n, l) => n + l.receivedQuantity, 0);
    await moveReturn(tx, r.id, { from: 'returning', to: 'received', ...by, note: received.map((l) => `${l.receivedQuantity}/${l.quantity}`).join(' ') });
    for (const l of received) {
      await tx.update(returnOrderLine).set({ receivedQuantity: l.receivedQuantity }).where(and(eq(returnOrderLine.returnId, r.id), eq(returnOrderLine.orderLineId, l.orderLineId)));
    }
    // The units that came back sell again (a SKU deleted since has no stock to take them).
    const order = (await orderForAftersale(tx, r.orderId, { windowDays: deps.config.returnWindowDays }))!;
    const back = new Map<number, number>();
    for (const l of received) {
      const skuId = order.lines.find((o) => o.lineId === l.orderLineId)?.skuId;
      if (skuId && l.receivedQuantity > 0) back.set(skuId, (back.get(skuId) ?? 0) + l.receivedQuantity);
    }
    await returnStock(tx, back);
    if (total === 0) await moveReturn(tx, r.id, { from: 'received', to: 'completed', ...by, note: 'nothing came back' });
    else if (r.kind === 'return') await refundReturn(tx, r.id, 'received', by);
  });
  return merchantReturnView(deps.db, input.returnId, lang);
}

/**
 * `merchant/returnorder/exchange/ship`: the wanted SKUs of a received exchange, as many as came back, are taken from
 * stock and sent; the request completes when the carrier delivers them.
 */
export async function shipExchange(deps: StepDeps, merchantId: number, input: { returnId: number; companyCode: string; trackingNo: string }, lang: Lang): Promise<TMerchantReturn> {
  const company = await checkParcelNumber(deps.db, input.companyCode, input.trackingNo);
  await deps.db.transaction(async (tx) => {
    const r = await lockReturn(tx, input.returnId);
    if (r.kind !== 'exchange' || r.status !== 'received') throw new AppError('RETURN_STEP_REFUSED', { data: { status: r.status } });
    const lines = await tx.select().from(returnOrderLine).where(eq(returnOrderLine.returnId, r.id));
    const need = new Map<number, number>();
    for (const l of lines) if (l.exchangeSkuId && l.receivedQuantity) need.set(l.exchangeSkuId, (need.get(l.exchangeSkuId) ?? 0) + l.receivedQuantity);
    const taken = await takeStock(tx, need);
    if (taken.length !== need.size) throw new AppError('RETURN_EXCHANGE_STOCK_SHORT');
    const shipmentId = await startParcel(deps, tx, { kind: 'exchange', returnId: r.id, orderId: r.orderId, shopId: r.shopId, companyCode: company.code, trackingNo: input.trackingNo, sentBy: merchantId });
    await moveReturn(tx, r.id, { from: 'received', to: 'exchanging', actor: 'merchant', actorId: merchantId, note: `${company.code} ${input.trackingNo}`, set: { exchangeShipmentId: shipmentId } });
  });
  return merchantReturnView(deps.db, input.returnId, lang);
}

/** The exchange parcel of a request was delivered: the request is completed. */
export async function completeExchange(tx: Tx, returnId: number): Promise<void> {
  await tryMoveReturn(tx, returnId, { from: 'exchanging', to: 'completed', actor: 'system', actorId: null, note: 'delivered' });
}

/** The shop of a request, or undefined for an unknown one (a merchant call's shop scope). */
export async function shopOfReturn(q: Db | Tx, returnId: number): Promise<number | undefined> {
  const [r] = await q.select({ shopId: returnOrder.shopId }).from(returnOrder).where(eq(returnOrder.id, returnId));
  return r?.shopId;
}
