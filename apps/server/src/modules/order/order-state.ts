import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { saleOrder, saleOrderEvent } from './order.tables.ts';

/**
 * The order state machine. An order's status changes only through `moveOrder`, and only along this table; each
 * move is one conditional update (`where id = ? and status = <from>`), so of two moves racing from the same
 * status exactly one wins, and each is recorded in `sale_order_event` with who made it and when, and published
 * as a domain event (ORDER_EVENTS) in the same transaction, for the modules that act on it.
 */

/** The domain event each move publishes, by the status it moves to; `order.placed` is published by the commit. */
export const ORDER_EVENTS = {
  placed: 'order.placed',
  shipping: 'order.paid',
  receiving: 'order.shipped',
  completed: 'order.received',
  terminated: 'order.terminated',
} as const;

/** What every order event carries. */
export interface OrderEventPayload {
  orderId: number;
  accountId: number;
  shopId: number;
  checkoutNumber: string;
  payAmount: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderMove['actor'];
  actorId: number | null;
  note: string;
}

/** The column stamped with the time of a move into a status (`paying` is the commit's `created_at`). */
const STAMP_OF = {
  shipping: 'paidAt',
  receiving: 'shippedAt',
  completed: 'receivedAt',
  terminated: 'terminatedAt',
} as const satisfies Partial<Record<OrderStatus, keyof typeof saleOrder.$inferSelect>>;

/** Every allowed move; anything else is refused. */
export const ORDER_TRANSITIONS = [
  /** The payment settled. */
  { from: 'paying', to: 'shipping' },
  /** The shopper cancelled, or the pay deadline passed: stock and coupons go back. */
  { from: 'paying', to: 'terminated' },
  /** The shop shipped it. */
  { from: 'shipping', to: 'receiving' },
  /** Cancelled after payment and before shipping: refunded to the channel that paid. */
  { from: 'shipping', to: 'terminated' },
  /** The shopper confirmed receipt, or the receipt job did after the configured days. */
  { from: 'receiving', to: 'completed' },
  /** After-sales refunded every unit of a shipped order (its money went back through its refunds already). */
  { from: 'receiving', to: 'terminated' },
  { from: 'completed', to: 'terminated' },
] as const satisfies readonly { from: OrderStatus; to: Exclude<OrderStatus, 'paying'> }[];

export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** Whether the table allows moving an order from one status to another. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  actor: 'shopper' | 'merchant' | 'system' | 'platform';
  actorId: number | null;
  /** Kept on the event; for a move to `terminated` also the order's `terminateReason`. */
  note?: string;
  /** Only an order of this shopper. */
  accountId?: number;
  /** A further condition the order must meet under the update (e.g. its pay deadline has passed). */
  where?: SQL;
}

/** What a move answers about the order it moved: what the callers need next (releasing coupons, refunds). */
export interface MovedOrder {
  id: number;
  accountId: number;
  shopId: number;
  checkoutNumber: string;
  payAmount: number;
  userCouponId: number | null;
  platformUserCouponId: number | null;
  /** Score points this order used at checkout. */
  pointsUsed: number;
}

/** What a move answers about each order it moved. */
const MOVED_COLUMNS = {
  id: saleOrder.id,
  accountId: saleOrder.accountId,
  shopId: saleOrder.shopId,
  checkoutNumber: saleOrder.checkoutNumber,
  payAmount: saleOrder.payAmount,
  userCouponId: saleOrder.userCouponId,
  platformUserCouponId: saleOrder.platformUserCouponId,
  pointsUsed: saleOrder.pointsUsed,
};

function orderEvent(order: MovedOrder, move: Pick<OrderMove, 'from' | 'actor' | 'actorId'>, to: keyof typeof STAMP_OF, note: string) {
  const payload: OrderEventPayload = {
    orderId: order.id,
    accountId: order.accountId,
    shopId: order.shopId,
    checkoutNumber: order.checkoutNumber,
    payAmount: order.payAmount,
    from: move.from,
    to,
    actor: move.actor,
    actorId: move.actorId,
    note,
  };
  return { type: ORDER_EVENTS[to], subject: order.id, payload };
}

/** The columns a move into `to` sets: the status, its time stamp, and for a termination the reason. */
function moveSet(to: keyof typeof STAMP_OF, note: string) {
  return { status: to, [STAMP_OF[to]]: sql`now()`, ...(to === 'terminated' ? { terminateReason: note } : {}), updatedAt: sql`now()` };
}

/**
 * Moves an order if it is still in `move.from` (and meets `accountId` and `where`): the status, the matching
 * timestamp and the event, in the caller's transaction. Answers null, changing nothing, when the order is not
 * there any more (a race lost, a retry, another shopper's order). A move the table does not allow is refused
 * with ORDER_TRANSITION_REFUSED before anything is read.
 */
export async function tryMoveOrder(tx: Tx, orderId: number, move: OrderMove): Promise<MovedOrder | null> {
  if (!canMoveOrder(move.from, move.to)) throw new AppError('ORDER_TRANSITION_REFUSED', { data: { from: move.from, to: move.to } });
  const to = move.to as keyof typeof STAMP_OF;
  const note = move.note ?? '';
  const [order] = await tx
    .update(saleOrder)
    .set(moveSet(to, note))
    .where(
      and(
        eq(saleOrder.id, orderId),
        eq(saleOrder.status, move.from),
        move.accountId !== undefined ? eq(saleOrder.accountId, move.accountId) : undefined,
        move.where,
      ),
    )
    .returning(MOVED_COLUMNS);
  if (!order) return null;
  await tx.insert(saleOrderEvent).values({ orderId, fromStatus: move.from, toStatus: to, actor: move.actor, actorId: move.actorId, note });
  await publishEvent(tx, orderEvent(order, move, to, note));
  return order;
}

/**
 * As `tryMoveOrder`, but an order that cannot make the move is refused: unknown (or not the shopper's) with
 * NOT_FOUND, in another status with ORDER_TRANSITION_REFUSED carrying its current status as `data`.
 */
export async function moveOrder(tx: Tx, orderId: number, move: OrderMove): Promise<MovedOrder> {
  const moved = await tryMoveOrder(tx, orderId, move);
  if (moved) return moved;
  const [order] = await tx
    .select({ status: saleOrder.status })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), move.accountId !== undefined ? eq(saleOrder.accountId, move.accountId) : undefined));
  if (!order) throw new AppError('NOT_FOUND');
  throw new AppError('ORDER_TRANSITION_REFUSED', { data: { from: order.status, to: move.to } });
}

/**
 * Moves several orders the same way at once (a payment settling the orders of one commit): one conditional update
 * and one insert of their events, in the caller's transaction. The caller holds the orders' locks and has checked
 * their status, so all must move; one that does not is refused like `moveOrder` would, rolling the caller back.
 */
export async function moveOrders(tx: Tx, orderIds: number[], move: Omit<OrderMove, 'accountId' | 'where'>): Promise<MovedOrder[]> {
  if (orderIds.length === 0) return [];
  if (orderIds.length === 1) return [await moveOrder(tx, orderIds[0]!, move)];
  if (!canMoveOrder(move.from, move.to)) throw new AppError('ORDER_TRANSITION_REFUSED', { data: { from: move.from, to: move.to } });
  const to = move.to as keyof typeof STAMP_OF;
  const note = move.note ?? '';
  const moved = await tx
    .update(saleOrder)
    .set(moveSet(to, note))
    .where(and(inArray(saleOrder.id, orderIds), eq(saleOrder.status, move.from)))
    .returning(MOVED_COLUMNS);
  if (moved.length !== new Set(orderIds).size) throw new AppError('ORDER_TRANSITION_REFUSED', { data: { from: move.from, to: move.to } });
  await tx.insert(saleOrderEvent).values(moved.map((o) => ({ orderId: o.id, fromStatus: move.from, toStatus: to, actor: move.actor, actorId: move.actorId, note })));
  await publishEvent(tx, ...moved.map((o) => orderEvent(o, move, to, note)));
  return moved;
}
