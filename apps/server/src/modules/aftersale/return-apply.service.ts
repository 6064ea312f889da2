import { randomInt } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { RETURN_RELEASED_STATUSES, type ReturnKind } from '@mall/contract/aftersale/return-fields';
import type { TApplyReturnResponse, ZApplyReturnRequest } from '@mall/contract/aftersale/apply-return';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import type { Db, Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError, uniqueViolation } from '../../platform/errors.ts';
import { skuFacts } from '../catalogue/catalogue.api.ts';
import { orderForAftersale, orderLinesForRefund, type AftersaleOrder } from '../order/order.api.ts';
import { lineShares, refundedUnitsOfOrder } from '../payment/payment.api.ts';
import { dictionaryValues, ownsUploads } from '../resource/resource.api.ts';
import { returnOrder, returnOrderEvent, returnOrderLine } from './aftersale.tables.ts';
import { RETURN_EVENTS, type ReturnMovedPayload } from './return-state.ts';

type ApplyInput = z.output<typeof ZApplyReturnRequest>;

/** A return number people can read out: "R", the UTC date and 10 random digits; random, so it says nothing of volume. */
function makeReturnNo(now = new Date()): string {
  return `R${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;
}

/** Which order statuses allow which kind: money back before the goods are in hand, goods back after. */
function kindAllowed(kind: ReturnKind, order: AftersaleOrder): boolean {
  if (kind === 'refund') return order.status === 'shipping' || order.status === 'receiving';
  return order.status === 'completed';
}

/** The kinds an order allows now (its status, and the window after receipt). */
export function kindsAllowed(order: AftersaleOrder): ReturnKind[] {
  return (['refund', 'return', 'exchange'] as const).filter((k) => kindAllowed(k, order) && (k === 'refund' || !order.windowClosed));
}

/**
 * Units of each line of an order held by after-sales: requests not refused or cancelled hold what they asked for,
 * except a finished one whose parcel came back in part, which holds what came back (the rest never left the shopper).
 * Refunds of the order outside after-sales count too; the larger of the two counts is taken per line, since a
 * request's refund is also a refund.
 */
export async function heldUnits(q: Db | Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await q
    .select({
      lineId: returnOrderLine.orderLineId,
      units: sql<number>`sum(case when ${returnOrder.status} in ('refunded', 'completed') and ${returnOrderLine.receivedQuantity} is not null then ${returnOrderLine.receivedQuantity} else ${returnOrderLine.quantity} end)::int`,
    })
    .from(returnOrderLine)
    .innerJoin(returnOrder, eq(returnOrder.id, returnOrderLine.returnId))
    .where(and(eq(returnOrder.orderId, orderId), notInArray(returnOrder.status, [...RETURN_RELEASED_STATUSES])))
    .groupBy(returnOrderLine.orderLineId);
  const held = new Map(rows.map((r) => [r.lineId, r.units]));
  for (const [lineId, refunded] of await refundedUnitsOfOrder(q, orderId)) held.set(lineId, Math.max(held.get(lineId) ?? 0, refunded));
  return held;
}

/** What the first `units` of a line of `quantity` units are worth of its paid `share` (the refund's own rule). */
const unitsWorth = (share: number, quantity: number, units: number) => (units >= quantity ? share : Math.floor((share * units) / quantity));

async function findByKey(q: Db | Tx, accountId: number, requestKey: string): Promise<TApplyReturnResponse | undefined> {
  const [known] = await q
    .select({ returnId: returnOrder.id, returnNo: returnOrder.returnNo })
    .from(returnOrder)
    .where(and(eq(returnOrder.accountId, accountId), eq(returnOrder.requestKey, requestKey)));
  return known;
}

/**
 * `returnorder/apply`: checks the reason, the pictures (the caller's own uploads) and, under the order's row lock,
 * that the order is the caller's, allows the kind now, and that every line has the units left; an exchange's SKUs
 * must be other selling SKUs of the same goods. Stores the request `requested`, to be answered by the shop before
 * RETURN_RESPOND_HOURS. The same request key answers the same request, even when both arrive at once.
 */
export async function applyReturn(deps: Pick<Deps, 'db' | 'config'>, accountId: number, input: ApplyInput): Promise<TApplyReturnResponse> {
  const { db, config } = deps;
  const known = await findByKey(db, accountId, input.requestKey);
  if (known) return known;
  if (!(await dictionaryValues(db, 'return_reason')).has(input.reason)) throw new AppError('RETURN_REASON_UNKNOWN');
  if (input.images.length > 0 && !(await ownsUploads(db, accountId, input.images))) throw new AppError('INVALID_REQUEST', { detail: 'images: not images you uploaded' });
  const lineIds = input.lines.map((l) => l.orderLineId);
  if (new Set(lineIds).size !== lineIds.length) throw new AppError('INVALID_REQUEST', { detail: 'lines: each order line once' });
  if (input.kind === 'exchange' ? input.lines.some((l) => l.exchangeSkuId === undefined) : input.lines.some((l) => l.exchangeSkuId !== undefined)) {
    throw new AppError('RETURN_EXCHANGE_SKU_INVALID');
  }

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const order = await orderForAftersale(tx, input.orderId, { accountId, lock: true, windowDays: config.returnWindowDays });
        if (!order) throw new AppError('NOT_FOUND');
        // A twin of this request that got the lock first has stored it: answer it.
        const twin = await findByKey(tx, accountId, input.requestKey);
        if (twin) return twin;
        if (!kindAllowed(input.kind, order)) throw new AppError('RETURN_NOT_ALLOWED', { data: { status: order.status } });
        if (input.kind !== 'refund' && order.windowClosed) throw new AppError('RETURN_WINDOW_CLOSED');

        const held = await heldUnits(tx, order.id);
        for (const want of input.lines) {
          const line = order.lines.find((l) => l.lineId === want.orderLineId);
          if (!line) throw new AppError('NOT_FOUND');
          if (want.quantity > line.quantity - (held.get(line.lineId) ?? 0)) throw new AppError('RETURN_OVER_QUANTITY', { data: { orderLineId: line.lineId } });
        }
        if (input.kind === 'exchange') {
          const skus = await skuFacts(tx, input.lines.map((l) => l.exchangeSkuId!));
          for (const want of input.lines) {
            const line = order.lines.find((l) => l.lineId === want.orderLineId)!;
            const sku = skus.get(want.exchangeSkuId!);
            if (!sku || !sku.enabled || sku.goodsId !== line.goodsId || want.exchangeSkuId === line.skuId) throw new AppError('RETURN_EXCHANGE_SKU_INVALID', { data: { orderLineId: line.lineId } });
          }
        }

        // What it would refund at most: the units' part of each line's paid share (nothing for an exchange).
        let amount = 0;
        if (input.kind !== 'exchange') {
          const paid = (await orderLinesForRefund(tx, order.id))!;
          const shares = lineShares(paid);
          for (const want of input.lines) {
            const line = paid.lines.find((l) => l.lineId === want.orderLineId)!;
            amount += unitsWorth(shares.get(line.lineId)!, line.quantity, want.quantity);
          }
        }

        const [created] = await tx
          .insert(returnOrder)
          .values({
            returnNo: makeReturnNo(),
            orderId: order.id,
            accountId,
            shopId: order.shopId,
            kind: input.kind,
            reason: input.reason,
            description: input.description,
            images: input.images,
            amount,
            requestKey: input.requestKey,
            respondBy: sql`now() + make_interval(hours => ${config.returnRespondHours}::int)`,
          })
          .returning({ returnId: returnOrder.id, returnNo: returnOrder.returnNo });
        await tx.insert(returnOrderLine).values(input.lines.map((l) => ({ returnId: created!.returnId, orderLineId: l.orderLineId, quantity: l.quantity, exchangeSkuId: l.exchangeSkuId ?? null })));
        await tx.insert(returnOrderEvent).values({ returnId: created!.returnId, fromStatus: null, toStatus: 'requested', actor: 'shopper', actorId: accountId, note: input.reason });
        const payload: ReturnMovedPayload = { returnId: created!.returnId, orderId: order.id, accountId, shopId: order.shopId, kind: input.kind, from: null, to: 'requested', actor: 'shopper', note: input.reason };
        await publishEvent(tx, { type: RETURN_EVENTS.moved, subject: created!.returnId, payload });
        return created!;
      });
    } catch (err) {
      // The rare repeat of a random return number: try again with another.
      if (attempt < 3 && uniqueViolation(err) === 'return_order_no_key') continue;
      throw err;
    }
  }
}
