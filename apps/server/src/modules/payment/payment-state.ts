import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@mall/contract/payment/payment-fields';
import type { Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { payment, paymentEvent, paymentRefund, type RefundStatus } from './payment.tables.ts';

/**
 * The payment's and the refund's state machines. A status changes only along these tables, by one conditional
 * update (`where id = ? and status in (<from>)`), so of two moves racing exactly one wins; each move is recorded in
 * `payment_event` with who made it and when, and published as a domain event (`payment.paid`, ...) for the modules
 * that follow money (points, the consoles' figures).
 */

export type PaymentActor = 'shopper' | 'merchant' | 'system' | 'platform';

export interface Mover {
  actor: PaymentActor;
  actorId: number | null;
  note?: string;
}

/** The events of a payment's moves (domain events, published in the move's transaction): one per status it can reach. */
export const PAYMENT_EVENTS = {
  reviewing: 'payment.reviewing',
  paid: 'payment.paid',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
} as const satisfies Partial<Record<PaymentStatus, string>>;

/** What every payment event carries. */
export interface PaymentEventPayload {
  paymentId: number;
  accountId: number;
  /** A PAY_CHANNELS value. */
  channel: number;
  amount: number;
  from: PaymentStatus;
  to: PaymentStatus;
  actor: PaymentActor;
  actorId: number | null;
}

/** Every allowed move of a payment. */
export const PAYMENT_TRANSITIONS = [
  /** An offline transfer's voucher was sent: the shop's merchant looks at it. */
  { from: 'pending', to: 'reviewing' },
  /** The money arrived (the wallet, a confirmed sandbox or scan package, an approved voucher). */
  { from: 'pending', to: 'paid' },
  { from: 'reviewing', to: 'paid' },
  /** Its orders could not be paid by it any more, or the voucher was refused. */
  { from: 'pending', to: 'failed' },
  { from: 'reviewing', to: 'failed' },
  /** The shopper gave it up, another payment paid its orders, or its orders were cancelled. */
  { from: 'pending', to: 'cancelled' },
  { from: 'reviewing', to: 'cancelled' },
] as const satisfies readonly { from: PaymentStatus; to: PaymentStatus }[];

/**
 * Every allowed move of a refund: it settles through the provider, or the provider refuses it; a refused one is
 * sent again by an operator (`platform/refund/retry`), pending once more under the same idempotency key, or marked
 * paid by other means.
 */
export const REFUND_TRANSITIONS = [
  { from: 'pending', to: 'settled' },
  { from: 'pending', to: 'failed' },
  { from: 'failed', to: 'pending' },
  /** Paid by other means (a bank transfer by finance), marked by an operator with a note (`platform/refund/settle-offline`). */
  { from: 'failed', to: 'settled' },
] as const satisfies readonly { from: RefundStatus; to: RefundStatus }[];

const allowed = (table: readonly { from: string; to: string }[], from: readonly string[], to: string) => from.every((f) => table.some((t) => t.from === f && t.to === to));

/** The time column a payment move into a status stamps. */
const PAYMENT_STAMP: Partial<Record<PaymentStatus, keyof typeof payment.$inferInsert>> = { paid: 'paidAt', cancelled: 'cancelledAt' };

/**
 * Moves a payment from one of `from` to `to` (and sets `set` with it), recording the move; answers its status
 * before the move, or null when it was in none of `from` any more (a race lost, a retry). A move the table does not
 * allow is refused before anything is read.
 */
export async function movePayment(
  tx: Tx,
  paymentId: number,
  move: { from: readonly PaymentStatus[]; to: PaymentStatus; set?: PgUpdateSetSource<typeof payment>; where?: SQL } & Mover,
): Promise<PaymentStatus | null> {
  if (!allowed(PAYMENT_TRANSITIONS, move.from, move.to)) throw new AppError('PAYMENT_TRANSITION_REFUSED', { data: { from: move.from, to: move.to } });
  const stamp = PAYMENT_STAMP[move.to];
  // Locked first, so the status the move starts from is known (the table records it) and nothing moves it between.
  const [row] = await tx
    .select({ status: payment.status, accountId: payment.accountId, channel: payment.channel, amount: payment.amount })
    .from(payment)
    .where(eq(payment.id, paymentId))
    .for('no key update');
  if (!row || !move.from.includes(row.status)) return null;
  const [moved] = await tx
    .update(payment)
    .set({ ...move.set, status: move.to, ...(stamp ? { [stamp]: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(and(eq(payment.id, paymentId), eq(payment.status, row.status), move.where))
    .returning({ id: payment.id });
  if (!moved) return null;
  await tx.insert(paymentEvent).values({ paymentId, fromStatus: row.status, toStatus: move.to, actor: move.actor, actorId: move.actorId, note: move.note ?? '' });
  const type = PAYMENT_EVENTS[move.to as keyof typeof PAYMENT_EVENTS];
  const payload: PaymentEventPayload = { paymentId, accountId: row.accountId, channel: row.channel, amount: row.amount, from: row.status, to: move.to, actor: move.actor, actorId: move.actorId };
  await publishEvent(tx, { type, subject: paymentId, payload });
  return row.status;
}

/** The time column a refund move into a status stamps. */
const REFUND_STAMP: Partial<Record<RefundStatus, 'settledAt' | 'failedAt'>> = { settled: 'settledAt', failed: 'failedAt' };

/**
 * Moves a refund from `from` (pending unless said) to `to` (with `set`), recording the move; false when it was not
 * in `from` any more. A move the table does not allow is refused before anything is written.
 */
export async function moveRefund(
  tx: Tx,
  refund: { id: number; paymentId: number },
  move: { from?: RefundStatus; to: RefundStatus; set?: PgUpdateSetSource<typeof paymentRefund> } & Mover,
): Promise<boolean> {
  const from = move.from ?? 'pending';
  if (!allowed(REFUND_TRANSITIONS, [from], move.to)) throw new AppError('PAYMENT_TRANSITION_REFUSED', { data: { from, to: move.to } });
  const stamp = REFUND_STAMP[move.to];
  const [moved] = await tx
    .update(paymentRefund)
    .set({ ...move.set, status: move.to, ...(stamp ? { [stamp]: sql`now()` } : {}) })
    .where(and(eq(paymentRefund.id, refund.id), eq(paymentRefund.status, from)))
    .returning({ id: paymentRefund.id });
  if (!moved) return false;
  await tx.insert(paymentEvent).values({ paymentId: refund.paymentId, refundId: refund.id, fromStatus: from, toStatus: move.to, actor: move.actor, actorId: move.actorId, note: move.note ?? '' });
  return true;
}
