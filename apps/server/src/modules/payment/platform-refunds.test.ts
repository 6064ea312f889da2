import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { queryStuckRefunds, retryStuckRefund, REFUND_STUCK_AFTER_MINUTES, settleRefundOffline } from '@mall/contract/payment/platform-refunds';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { execute, pay, settleEvents, shopper, signedPayment, walletEntries } from '../../testing/payment-test-kit.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { requestRefund } from './payment-refund.ts';
import { paymentEvent, paymentRefund, sandboxRefund } from './payment.tables.ts';
import { sandboxFaults } from './sandbox-psp.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 1000, price: 1000 });
const finance = await createTestOperator(t.db, 'finance');
const admin = await createTestOperator(t.db, 'admin');
const support = await createTestOperator(t.db, 'support');
const merchant = await merchantOfShop(t, sku!.shopId);
afterEach(() => {
  sandboxFaults.timeoutsAfterRefund = 0;
  sandboxFaults.refusals = 0;
});

const refundOf = async (orderId: number) => (await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, orderId)))[0]!;
const sandboxRefundsOf = (refundId: number) => t.db.select().from(sandboxRefund).where(eq(sandboxRefund.idempotencyKey, `refund-${refundId}`));
const movesOf = async (refundId: number) =>
  (await t.db.select().from(paymentEvent).where(eq(paymentEvent.refundId, refundId)).orderBy(paymentEvent.id)).map((m) => [m.fromStatus, m.toStatus, m.actor]);

/** An order paid through the sandbox and cancelled by its shopper: its refund, settled or (told so) refused by the sandbox. */
async function cancelledSandboxOrder(refuse: boolean) {
  const user = await shopper(t);
  const orderId = await placeOrder(t, user, sku!, 1);
  const p = await signedPayment(t, user, [orderId]);
  expect((await execute(t, p)).body.code).toBe(1000);
  if (refuse) sandboxFaults.refusals = 1;
  expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1000);
  await settleEvents(t);
  sandboxFaults.refusals = 0;
  return { user, orderId, paymentNo: p.paymentNo, refund: await refundOf(orderId) };
}

/** Every stuck refund the console lists, walking the pages. */
async function listed(token: string, status?: 'pending' | 'failed') {
  const all = [];
  let after: string | undefined;
  do {
    const res = await t.call(queryStuckRefunds, { pageSize: 2, ...(after ? { after } : {}), ...(status ? { status } : {}) }, { token });
    expect(res.body.code, res.body.message).toBe(1000);
    all.push(...res.body.data!.list);
    after = res.body.data!.next ?? undefined;
  } while (after);
  return all;
}

describe('refunds stuck in a state', () => {
  it('lists a refund the provider refused, with its order, shop, shopper, amount, channel, age, reason and events; not a settled one', async () => {
    const failed = await cancelledSandboxOrder(true);
    const settled = await cancelledSandboxOrder(false);
    expect(failed.refund).toMatchObject({ status: 'failed', failReason: 'sandbox_refused' });
    expect(settled.refund.status).toBe('settled');
    const rows = await listed(finance.token);
    const row = rows.find((r) => r.refundId === failed.refund.id);
    expect(row).toMatchObject({
      status: 'failed',
      amount: failed.refund.amount,
      channel: 4,
      failReason: 'sandbox_refused',
      paymentNo: failed.paymentNo,
      orderId: failed.orderId,
      shopId: sku!.shopId,
      accountId: failed.user.userId,
    });
    expect(row!.orderNo).toMatch(/\d/);
    expect(row!.shopper).toContain('T');
    expect(row!.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(row!.events.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'pending', 'shopper'],
      ['pending', 'failed', 'system'],
    ]);
    expect(rows.some((r) => r.refundId === settled.refund.id)).toBe(false);
    // Oldest first, every row once across the pages; a failed-only list has it, a pending-only one not.
    expect(rows.map((r) => r.refundId)).toEqual([...new Set(rows.map((r) => r.refundId))].sort((a, b) => a - b));
    expect((await listed(admin.token, 'failed')).some((r) => r.refundId === failed.refund.id)).toBe(true);
    expect((await listed(finance.token, 'pending')).some((r) => r.refundId === failed.refund.id)).toBe(false);
    expect((await t.call(queryStuckRefunds, { after: 'nonsense!' }, { token: finance.token })).body.code).toBe(1001);
  });

  it(`lists a pending refund only after ${REFUND_STUCK_AFTER_MINUTES} minutes, and sends it again: the provider's refund made before is only settled`, async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, sku!, 1);
    const p = await signedPayment(t, user, [orderId]);
    expect((await execute(t, p)).body.code).toBe(1000);
    // The sandbox refunds and its answer is lost; the outbox's next try is set aside (as after its twenty tries).
    sandboxFaults.timeoutsAfterRefund = 1;
    expect((await t.call(cancelOrder, { orderId }, { token: user.token })).body.code).toBe(1000);
    await settleEvents(t);
    await t.db.execute(sql`update event_delivery set due_at = now() + interval '1 day' where done_at is null and subscriber = 'payment.send-refund'`);
    const refund = await refundOf(orderId);
    expect(refund.status).toBe('pending');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect((await listed(finance.token)).some((r) => r.refundId === refund.id)).toBe(false);

    await t.db.update(paymentRefund).set({ createdAt: sql`now() - make_interval(mins => ${REFUND_STUCK_AFTER_MINUTES + 1})` }).where(eq(paymentRefund.id, refund.id));
    const row = (await listed(finance.token, 'pending')).find((r) => r.refundId === refund.id);
    expect(row).toMatchObject({ status: 'pending', failReason: null });
    expect(row!.ageSeconds).toBeGreaterThanOrEqual(REFUND_STUCK_AFTER_MINUTES * 60);

    const retried = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(retried.body.code, retried.body.message).toBe(1000);
    expect(retried.body.data).toMatchObject({ refundId: refund.id, status: 'settled' });
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect(await movesOf(refund.id)).toEqual([
      [null, 'pending', 'shopper'],
      ['pending', 'settled', 'system'],
    ]);
  });

  it('retries a failed refund: back to pending by the operator, settled once, written in the audit log; again, it is answered as it is', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    const res = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'settled', failReason: null });
    expect(await movesOf(refund.id)).toEqual([
      [null, 'pending', 'shopper'],
      ['pending', 'failed', 'system'],
      ['failed', 'pending', 'platform'],
      ['pending', 'settled', 'system'],
    ]);
    const [byOperator] = await t.db.select().from(paymentEvent).where(and(eq(paymentEvent.refundId, refund.id), eq(paymentEvent.toStatus, 'pending'), eq(paymentEvent.actor, 'platform')));
    expect(byOperator!.actorId).toBe(finance.userId);
    expect(await sandboxRefundsOf(refund.id)).toEqual([expect.objectContaining({ amount: refund.amount })]);
    const [logged] = await t.db.select().from(operatorAction).where(eq(operatorAction.subject, `refundId:${refund.id}`));
    expect(logged).toMatchObject({ operatorId: finance.userId, action: 'platform/refund/retry' });
    expect(logged!.before).toMatchObject({ status: 'failed' });
    expect(logged!.after).toMatchObject({ status: 'settled' });

    const again = await t.call(retryStuckRefund, { refundId: refund.id }, { token: admin.token });
    expect(again.body.code).toBe(1000);
    expect(again.body.data!.status).toBe('settled');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect(await movesOf(refund.id)).toHaveLength(4);
  });

  it('sends a failed refund once when five retries race', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token })));
    expect(results.map((r) => [r.body.code, r.body.data?.status])).toEqual(Array.from({ length: 5 }, () => [1000, 'settled']));
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect((await movesOf(refund.id)).filter(([from, to]) => from === 'failed' && to === 'pending')).toHaveLength(1);
  });

  it('credits a wallet refund once, however many retries race', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, sku!, 1);
    expect((await pay(t, user, [orderId], 1)).body.data!.isPayed).toBe(true);
    const asked = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'test', requestKey: `wallet-retry:${orderId}`, by: { actor: 'shopper', actorId: null } }));
    // As if the wallet had refused it (the wallet never does; the path is the same for every channel).
    await settleEvents(t);
    await t.db.update(paymentRefund).set({ status: 'failed', failReason: 'test', settledAt: null, providerRef: null }).where(eq(paymentRefund.id, asked!.refundId));
    const credited = async () => (await walletEntries(t, user.userId)).filter((e) => e.causeType === 'refund').length;
    expect(await credited()).toBe(1);
    const results = await Promise.all([1, 2, 3].map(() => t.call(retryStuckRefund, { refundId: asked!.refundId }, { token: finance.token })));
    expect(results.every((r) => r.body.code === 1000 && r.body.data!.status === 'settled')).toBe(true);
    // The ledger's cause key: the refund credited the wallet once, before and after the retries.
    expect(await credited()).toBe(1);
  });

  it('when the provider does not answer, answers 5362 and leaves the refund failed; the next retry settles it once', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    sandboxFaults.timeoutsAfterRefund = 1;
    const lost = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(lost.body.code).toBe(5362);
    expect((await refundOf(refund.orderId)).status).toBe('failed');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    const res = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(res.body.data!.status).toBe('settled');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
  });

  it('answers a refund the provider refuses again as failed, with its reason', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    sandboxFaults.refusals = 1;
    const res = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'failed', failReason: 'sandbox_refused' });
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(0);
  });

  it('refuses to send again a failed refund whose money another refund has given back since (5361), moving nothing', async () => {
    const { orderId, refund } = await cancelledSandboxOrder(true);
    // The failed refund freed the order's money: a second whole-order refund takes it and settles.
    const second = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'again', requestKey: `again:${orderId}`, by: { actor: 'platform', actorId: null } }));
    expect(second).not.toBeNull();
    await settleEvents(t);
    const res = await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token });
    expect(res.body.code).toBe(5361);
    expect((await refundOf(orderId)).status).toBe('failed');
    expect(await movesOf(refund.id)).toHaveLength(2);
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(0);
  });

  it('marks a failed refund paid by other means with a note: settled once, recorded and published, never sent to the provider after', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    expect((await t.call(settleRefundOffline, { refundId: refund.id, note: ' ' }, { token: finance.token })).body.code).toBe(1001);
    const res = await t.call(settleRefundOffline, { refundId: refund.id, note: 'Bank transfer ref 88231' }, { token: finance.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'settled' });
    expect(await refundOf(refund.orderId)).toMatchObject({ status: 'settled', providerRef: `offline:${finance.userId}` });
    const [last] = await t.db.select().from(paymentEvent).where(eq(paymentEvent.refundId, refund.id)).orderBy(sql`${paymentEvent.id} desc`).limit(1);
    expect(last).toMatchObject({ fromStatus: 'failed', toStatus: 'settled', actor: 'platform', actorId: finance.userId, note: 'Bank transfer ref 88231' });
    const published = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from domain_event where type = 'refund.settled' and subject = ${String(refund.id)}`);
    expect(published.rows[0]!.n).toBe(1);
    // Settled: a retry or a second mark answers it as it is, and the provider is never asked.
    expect((await t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token })).body.data!.status).toBe('settled');
    expect((await t.call(settleRefundOffline, { refundId: refund.id, note: 'Again' }, { token: admin.token })).body.data!.status).toBe('settled');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(0);
    expect(await movesOf(refund.id)).toHaveLength(3);
    // Both marks are logged; in the order they were made (without an order the database may answer either first).
    const logged = await t.db.select().from(operatorAction)
      .where(and(eq(operatorAction.subject, `refundId:${refund.id}`), eq(operatorAction.action, 'platform/refund/settle-offline')))
      .orderBy(operatorAction.id);
    expect(logged.map((a) => a.operatorId)).toEqual([finance.userId, admin.userId]);
  });

  it('settles a failed refund once when a retry and a mark race: by the provider or by hand, never both', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    const [retried, marked] = await Promise.all([
      t.call(retryStuckRefund, { refundId: refund.id }, { token: finance.token }),
      t.call(settleRefundOffline, { refundId: refund.id, note: 'Paid by hand' }, { token: admin.token }),
    ]);
    expect([retried.body.code, marked.body.code]).toEqual([1000, 1000]);
    const settledMoves = (await movesOf(refund.id)).filter(([, to]) => to === 'settled');
    expect(settledMoves).toHaveLength(1);
    const byHand = (await refundOf(refund.orderId)).providerRef!.startsWith('offline:');
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(byHand ? 0 : 1);
  });

  it('marks only a failed refund of a provider: a pending one 5363, a wallet one 5364', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, sku!, 1);
    expect((await pay(t, user, [orderId], 1)).body.data!.isPayed).toBe(true);
    const asked = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'test', requestKey: `wallet-mark:${orderId}`, by: { actor: 'shopper', actorId: null } }));
    await settleEvents(t);
    await t.db.update(paymentRefund).set({ status: 'pending' }).where(eq(paymentRefund.id, asked!.refundId));
    expect((await t.call(settleRefundOffline, { refundId: asked!.refundId, note: 'Paid' }, { token: finance.token })).body.code).toBe(5363);
    await t.db.update(paymentRefund).set({ status: 'failed' }).where(eq(paymentRefund.id, asked!.refundId));
    expect((await t.call(settleRefundOffline, { refundId: asked!.refundId, note: 'Paid' }, { token: finance.token })).body.code).toBe(5364);
    expect((await t.call(settleRefundOffline, { refundId: 2_000_000_000, note: 'Paid' }, { token: finance.token })).body.code).toBe(1004);
    await t.db.update(paymentRefund).set({ status: 'settled' }).where(eq(paymentRefund.id, asked!.refundId));
  });

  it('is for finance and admins only: no token, a shopper, a merchant and support are refused, nothing moves and nothing is logged', async () => {
    const { refund } = await cancelledSandboxOrder(true);
    const buyer = await createTestUser(t.db);
    const before = await t.db.$count(operatorAction);
    for (const call of [retryStuckRefund, settleRefundOffline, queryStuckRefunds] as const) {
      const body = call === retryStuckRefund ? { refundId: refund.id } : call === settleRefundOffline ? { refundId: refund.id, note: 'Paid by hand' } : {};
      const send = (token?: string) => t.call(call, body, token ? { token } : {});
      expect((await send()).body.code).toBe(1002);
      expect((await send(buyer.token)).body.code).toBe(1003);
      expect((await send(merchant.token)).body.code).toBe(1003);
      expect((await send(support.token)).body.code).toBe(1003);
    }
    expect(await t.db.$count(operatorAction)).toBe(before);
    expect((await refundOf(refund.orderId)).status).toBe('failed');
    expect((await t.call(retryStuckRefund, { refundId: 2_000_000_000 }, { token: finance.token })).body.code).toBe(1004);
    expect((await t.call(retryStuckRefund, { refundId: -1 }, { token: finance.token })).body.code).toBe(1001);
    expect((await t.call(queryStuckRefunds, { status: 'settled' }, { token: finance.token })).body.code).toBe(1001);
    expect((await t.call(queryStuckRefunds, {}, { token: admin.token })).body.code).toBe(1000);
  });
});
