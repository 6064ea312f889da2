import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { createTestApp } from '../../testing/test-app.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { execute, pay, settleEvents, shopper, signedPayment, walletBooks, walletEntries } from '../../testing/payment-test-kit.ts';
import { AppError } from '../../platform/errors.ts';
import { saleOrderGoods } from '../order/order.tables.ts';
import { lineShares, requestRefund, sendRefund } from './payment-refund.ts';
import { movePayment } from './payment-state.ts';
import { payment, paymentEvent, paymentRefund, paymentRefundLine, sandboxRefund } from './payment.tables.ts';
import { sandboxFaults } from './sandbox-psp.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 1000, price: 1000 });
afterEach(() => {
  sandboxFaults.timeoutsAfterRefund = 0;
});

const by = { actor: 'shopper' as const, actorId: null };
const refundsOf = (orderId: number) => t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, orderId));
const lineOf = async (orderId: number) => (await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId)))[0]!;

/** An order of `quantity` units paid through the sandbox; answers it and what was paid. */
async function paidBySandbox(quantity: number) {
  const user = await shopper(t);
  const orderId = await placeOrder(t, user, a, quantity);
  const p = await signedPayment(t, user, [orderId]);
  expect((await execute(t, p)).body.code).toBe(1000);
  return { user, orderId, paymentNo: p.paymentNo, amount: p.amount };
}

describe('lineShares', () => {
  it('gives each line its amount less its coupon share plus its part of the delivery fee, adding up to what the order cost', () => {
    const shares = lineShares({ deliveryFee: 1001, lines: [{ lineId: 1, amount: 3000, discountAmount: 300 }, { lineId: 2, amount: 1000, discountAmount: 0 }, { lineId: 3, amount: 500, discountAmount: 500 }] });
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(3000 - 300 + 1000 + 1001);
    expect(shares.get(3)).toBe(0);
    expect(shares.get(1)! - 2700).toBeGreaterThan(shares.get(2)! - 1000);
  });
});

describe('refunds', () => {
  it('pays once when the provider times out after refunding and the outbox asks again', async () => {
    const { user, orderId, paymentNo, amount } = await paidBySandbox(1);
    sandboxFaults.timeoutsAfterRefund = 2;
    expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1000);
    // Each failed try waits for its pause; make it due at once and deliver again, until it settles.
    for (let i = 0; i < 5; i++) {
      await settleEvents(t);
      const [r] = await refundsOf(orderId);
      if (r?.status === 'settled') break;
      await t.db.execute(sql`update event_delivery set due_at = now() where done_at is null`);
    }
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ status: 'settled', amount, channel: 4, providerRef: `sandbox:refund-${refund!.id}` });
    // The sandbox's own books: one refund for the key, though it was asked three times.
    const made = await t.db.select().from(sandboxRefund).where(eq(sandboxRefund.paymentNo, paymentNo));
    expect(made).toEqual([expect.objectContaining({ idempotencyKey: `refund-${refund!.id}`, amount })]);
    const [delivery] = (await t.db.execute<{ attempts: number }>(sql`select d.attempts from event_delivery d join domain_event e on e.id = d.event_id
      where d.subscriber = 'payment.send-refund' and e.subject = ${String(refund!.id)}`)).rows;
    expect(delivery!.attempts).toBe(3);
    // Who and when: asked for by the shopper's cancel, settled by the system.
    const moves = await t.db.select().from(paymentEvent).where(eq(paymentEvent.refundId, refund!.id)).orderBy(paymentEvent.id);
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.actor])).toEqual([
      [null, 'pending', 'shopper'],
      ['pending', 'settled', 'system'],
    ]);
  });

  it('credits a wallet refund once, whatever delivers it again', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, b, 2);
    expect((await pay(t, user, [orderId], 1)).body.data!.isPayed).toBe(true);
    const refund = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'test', requestKey: `test:${orderId}`, by }));
    const before = await walletBooks(t, user.userId);
    await Promise.all([1, 2, 3].map(() => t.db.transaction((tx) => sendRefund(t, tx, refund!.refundId))));
    await settleEvents(t);
    const after = await walletBooks(t, user.userId);
    expect(after.balance - before.balance).toBe(refund!.amount);
    expect(after.entries).toBe(after.balance);
    expect((await walletEntries(t, user.userId)).filter((e) => e.causeType === 'refund')).toHaveLength(1);
  });

  it('never refunds more than was paid: 50 refunds of one unit at once, of a line of 5, give back exactly the line', async () => {
    const { orderId, amount } = await paidBySandbox(5);
    const line = await lineOf(orderId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db
          .transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'unit', requestKey: `unit:${orderId}:${i}`, by }))
          .then(
            () => 'ok',
            (err: unknown) => (err instanceof AppError ? err.codeName : String(err)),
          ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'REFUND_OVER_PAID')).toBe(true);
    await settleEvents(t);
    const refunds = await refundsOf(orderId);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(amount);
    expect(refunds.every((r) => r.status === 'settled')).toBe(true);
    const units = await t.db.select({ n: sql<number>`sum(${paymentRefundLine.quantity})::int` }).from(paymentRefundLine).where(eq(paymentRefundLine.orderLineId, line.id));
    expect(units[0]!.n).toBe(5);
    // Nothing is left: a whole-order refund finds nothing, a unit more is refused.
    expect(await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'all', requestKey: `all:${orderId}`, by }))).toBeNull();
    await expect(t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'more', requestKey: `more:${orderId}`, by }))).rejects.toMatchObject({ codeName: 'REFUND_OVER_PAID' });
  });

  it('refunds part of a line by units, the last unit taking the remainder, and answers a repeated request with the same refund', async () => {
    const { orderId, amount } = await paidBySandbox(3);
    const line = await lineOf(orderId);
    const first = await t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 2 }], reason: 'two', requestKey: `two:${orderId}`, by }));
    expect(first!.amount).toBe(Math.floor((amount * 2) / 3));
    const again = await t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 2 }], reason: 'two', requestKey: `two:${orderId}`, by }));
    expect(again).toEqual(first);
    const rest = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'rest', requestKey: `rest:${orderId}`, by }));
    expect(first!.amount + rest!.amount).toBe(amount);
  });

  it('refuses what cannot be refunded: more units than bought, another order\'s line, an order never paid', async () => {
    const { orderId } = await paidBySandbox(2);
    const line = await lineOf(orderId);
    await expect(t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 3 }], reason: 'x', requestKey: `x:${orderId}`, by }))).rejects.toMatchObject({ codeName: 'REFUND_OVER_PAID' });
    const other = await paidBySandbox(1);
    const otherLine = await lineOf(other.orderId);
    await expect(t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: otherLine.id, quantity: 1 }], reason: 'x', requestKey: `y:${orderId}`, by }))).rejects.toMatchObject({ codeName: 'NOT_FOUND' });
    const user = await shopper(t);
    const unpaid = await placeOrder(t, user, a, 1);
    await expect(t.db.transaction((tx) => requestRefund(tx, { orderId: unpaid, reason: 'x', requestKey: `z:${unpaid}`, by }))).rejects.toMatchObject({ codeName: 'REFUND_NOT_POSSIBLE' });
    expect(await refundsOf(orderId)).toEqual([]);
  });
});

describe('the payment state machine', () => {
  it('moves only along its table, records who and when, and lets one of two racing moves win', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, a, 1);
    const p = await signedPayment(t, user, [orderId]);
    const [row] = await t.db.select({ id: payment.id }).from(payment).where(eq(payment.paymentNo, p.paymentNo));
    // Paid → cancelled is not in the table: refused before anything is read.
    await expect(t.db.transaction((tx) => movePayment(tx, row!.id, { from: ['paid'], to: 'cancelled', actor: 'shopper', actorId: user.userId }))).rejects.toMatchObject({ codeName: 'PAYMENT_TRANSITION_REFUSED' });
    const race = await Promise.all(
      (['cancelled', 'failed'] as const).map((to) => t.db.transaction((tx) => movePayment(tx, row!.id, { from: ['pending'], to, actor: 'system', actorId: null, note: to }))),
    );
    expect(race.filter((r) => r === 'pending')).toHaveLength(1);
    expect(race.filter((r) => r === null)).toHaveLength(1);
    const moves = await t.db.select().from(paymentEvent).where(and(eq(paymentEvent.paymentId, row!.id)));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ fromStatus: 'pending', actor: 'system' });
  });
});
