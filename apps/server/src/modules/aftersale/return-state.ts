import { and, eq, sql } from 'drizzle-orm';
import type { ReturnKind, ReturnStatus } from '@mall/contract/aftersale/return-fields';
import type { Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { returnOrder, returnOrderEvent } from './aftersale.tables.ts';

/**
 * The after-sales state machine. A request's status changes only through `moveReturn`, along this table; each move
 * is one conditional update (`where id = ? and status = <from>`), so of two moves racing from one status exactly one
 * wins, recorded in `return_order_event` with who and when, and published as `return.moved` in the same transaction.
 */
export const RETURN_TRANSITIONS = [
  { from: 'requested', to: 'approved' },
  { from: 'requested', to: 'refused' },
  { from: 'requested', to: 'cancelled' },
  { from: 'approved', to: 'cancelled' },
  /** A refund-only request: its refund is asked for when approved. */
  { from: 'approved', to: 'refunding' },
  /** The shopper sent the goods back. */
  { from: 'approved', to: 'returning' },
  /** The shop recorded the parcel back. */
  { from: 'returning', to: 'received' },
  { from: 'received', to: 'refunding' },
  { from: 'received', to: 'exchanging' },
  /** Nothing came back: nothing to refund or send. */
  { from: 'received', to: 'completed' },
  { from: 'refunding', to: 'refunded' },
  /** The exchange parcel was delivered. */
  { from: 'exchanging', to: 'completed' },
] as const satisfies readonly { from: ReturnStatus; to: ReturnStatus }[];

export const RETURN_EVENTS = { moved: 'return.moved' } as const;

export interface ReturnMovedPayload {
  returnId: number;
  orderId: number;
  accountId: number;
  shopId: number;
  kind: ReturnKind;
  /** null for the request itself. */
  from: ReturnStatus | null;
  to: ReturnStatus;
  actor: ReturnMove['actor'];
  note: string;
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export interface ReturnMove {
  from: ReturnStatus | readonly ReturnStatus[];
  to: ReturnStatus;
  actor: 'shopper' | 'merchant' | 'system' | 'platform';
  actorId: number | null;
  note?: string;
  /** Columns set with the move. */
  set?: Partial<typeof returnOrder.$inferInsert>;
}

/** What a move answers of the request it moved. */
export interface MovedReturn {
  id: number;
  orderId: number;
  accountId: number;
  shopId: number;
  kind: ReturnKind;
  from: ReturnStatus;
}

/**
 * Moves a request still in (one of) `move.from`: the status, the columns of `set` and the event, in the caller's
 * transaction. Answers null, changing nothing, when it is not in such a status any more (a race lost, a retry). A
 * move outside the table is a programming error and throws before anything is read.
 */
export async function tryMoveReturn(tx: Tx, returnId: number, move: ReturnMove): Promise<MovedReturn | null> {
  let froms: ReturnStatus[] = typeof move.from === 'string' ? [move.from] : [...move.from];
  for (const from of froms) if (!canMoveReturn(from, move.to)) throw new Error(`return move ${from} → ${move.to} is not in the table`);
  if (froms.length > 1) {
    // Several statuses allowed: lock the row to learn which one it is in, for the event's `from`.
    const [row] = await tx.select({ status: returnOrder.status }).from(returnOrder).where(eq(returnOrder.id, returnId)).for('no key update');
    if (!row || !froms.includes(row.status)) return null;
    froms = [row.status];
  }
  const from = froms[0]!;
  const [moved] = await tx
    .update(returnOrder)
    .set({ ...move.set, status: move.to, updatedAt: sql`now()` })
    .where(and(eq(returnOrder.id, returnId), eq(returnOrder.status, from)))
    .returning({ id: returnOrder.id, orderId: returnOrder.orderId, accountId: returnOrder.accountId, shopId: returnOrder.shopId, kind: returnOrder.kind });
  if (!moved) return null;
  const note = move.note ?? '';
  await tx.insert(returnOrderEvent).values({ returnId, fromStatus: from, toStatus: move.to, actor: move.actor, actorId: move.actorId, note });
  const payload: ReturnMovedPayload = { returnId, orderId: moved.orderId, accountId: moved.accountId, shopId: moved.shopId, kind: moved.kind, from, to: move.to, actor: move.actor, note };
  await publishEvent(tx, { type: RETURN_EVENTS.moved, subject: returnId, payload });
  return { ...moved, from };
}

/** As tryMoveReturn, but a request not in such a status is refused with RETURN_STEP_REFUSED (its status as data). */
export async function moveReturn(tx: Tx, returnId: number, move: ReturnMove): Promise<MovedReturn> {
  const moved = await tryMoveReturn(tx, returnId, move);
  if (moved) return moved;
  const [now] = await tx.select({ status: returnOrder.status }).from(returnOrder).where(eq(returnOrder.id, returnId));
  if (!now) throw new AppError('NOT_FOUND');
  throw new AppError('RETURN_STEP_REFUSED', { data: { status: now.status } });
}
