import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { cancelPayment } from '@mall/contract/payment/cancel-payment';
import { listPayMethods } from '@mall/contract/payment/list-pay-methods';
import { queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { loadConfig } from '../../platform/config.ts';
import { setting } from '../../platform/settings.tables.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { cancelOverdueOrders } from '../order/order-cancel.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from '../order/order.tables.ts';
import { commitTogether, execute, movesInto, orderStatus, pay, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { payment, paymentRefund } from './payment.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 5000, price: 1000 });
/** Runs `f` after `ms` milliseconds: staggering the racers a little so that each side wins some rounds. */
const after = <T>(ms: number, f: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => f().then(resolve, reject), ms));
const statusOf = async (paymentNo: string) => (await t.db.select().from(payment).where(eq(payment.paymentNo, paymentNo)))[0]!;

describe('saleorder/payment/execute', () => {
  it('settles a sandbox payment: the orders move to shipping as the shopper, and a repeat answers paid again', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const p = await signedPayment(t, user, ids);
    const res = await execute(t, p);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ paymentNo: p.paymentNo, payChannel: 4, amount: p.amount, status: 'paid' });
    for (const id of ids) {
      expect(await orderStatus(t, id)).toBe('shipping');
      const events = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
      expect(events.at(-1)).toMatchObject({ fromStatus: 'paying', toStatus: 'shipping', actor: 'shopper', actorId: user.userId, note: p.paymentNo });
    }
    const again = await execute(t, p);
    expect(again.body.code).toBe(1000);
    expect(again.body.data!.paidAt).toBe(res.body.data!.paidAt);
    for (const id of ids) expect(await movesInto(t, id, 'shipping')).toBe(1);
  });

  it('refuses a wrong signature, a tampered amount or number, another nonce and an unknown payment (4302), changing nothing', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    const other = await signedPayment(t, user, [await placeOrder(t, user, a)]);
    const tries = [
      { ...p, pkg: { ...p.pkg, paySign: p.pkg.paySign.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) } },
      { ...p, pkg: { ...p.pkg, paySign: 'short' } },
      { ...p, pkg: { ...p.pkg, package: `TESTPAY:${p.paymentNo}:1` } },
      { ...p, pkg: { ...p.pkg, timeStamp: String(Number(p.pkg.timeStamp) + 1) } },
      { ...p, pkg: { ...p.pkg, nonceStr: other.pkg.nonceStr } },
      // Another payment's genuine package does not confirm this one.
      { paymentNo: p.paymentNo, pkg: other.pkg },
      { paymentNo: 'P2026010100000000', pkg: p.pkg },
    ];
    for (const attempt of tries) expect((await execute(t, attempt)).body.code, JSON.stringify(attempt.pkg)).toBe(4302);
    // A package signed with a guessed key is refused too.
    const forged = createHmac('sha256', 'guess').update(`${p.pkg.timeStamp}${p.pkg.nonceStr}${p.pkg.package}`).digest('hex');
    expect((await execute(t, { ...p, pkg: { ...p.pkg, paySign: forged } })).body.code).toBe(4302);
    expect((await statusOf(p.paymentNo)).status).toBe('pending');
    expect(await orderStatus(t, id)).toBe('paying');
  });

  it('refuses a wallet payment through execute (it has no package): 4302', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    await t.db.update(payment).set({ channel: 1 }).where(eq(payment.paymentNo, p.paymentNo));
    expect((await execute(t, p)).body.code).toBe(4302);
  });

  it('keeps the sandbox secret in the settings table, the same for every later package', async () => {
    const [row] = await t.db.select().from(setting).where(eq(setting.key, 'payment.sandboxSecret'));
    expect((row!.value as { secret: string }).secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not settle a payment of a cancelled order (4303), nor one paid already by another payment', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    expect((await t.call(cancelOrder, { orderId: id }, { token: user.token })).body.code).toBe(1000);
    // The payment module closes the order's open payment on order.terminated; delivered here before the confirm
    // (a confirm that comes first fails the payment with orders_not_paying: refused all the same).
    await t.domainEvents.drain();
    const res = await execute(t, p);
    expect(res.body.code).toBe(4303);
    expect(res.body.data).toMatchObject({ status: 'cancelled', failReason: 'order_cancelled' });
    expect(await orderStatus(t, id)).toBe('terminated');

    // Two payments of one order: the first confirmed closes the second.
    const twice = await placeOrder(t, user, a);
    const first = await signedPayment(t, user, [twice]);
    const second = await signedPayment(t, user, [twice], 5);
    expect((await execute(t, first)).body.code).toBe(1000);
    expect((await execute(t, second)).body.code).toBe(4303);
    expect((await statusOf(second.paymentNo)).status).toBe('cancelled');
    expect(await movesInto(t, twice, 'shipping')).toBe(1);
  });

  it('fails a payment whose orders changed or ran out of time, with the reason, moving nothing', async () => {
    const user = await shopper(t);
    // Paid meanwhile some other way (no subscriber acts on that: only execute sees it).
    const moved = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [moved]);
    await putOrderIn(t, moved, 'shipping');
    expect((await execute(t, p)).body.data).toMatchObject({ status: 'failed', failReason: 'orders_not_paying' });

    // Cancelled meanwhile: the payment module closes the open payment when the order's event reaches it.
    const cancelled = await placeOrder(t, user, a);
    const c = await signedPayment(t, user, [cancelled]);
    await putOrderIn(t, cancelled, 'terminated');
    await t.domainEvents.drain();
    expect(await statusOf(c.paymentNo)).toMatchObject({ status: 'cancelled' });
    expect((await execute(t, c)).body.data).toMatchObject({ status: 'cancelled', failReason: 'order_cancelled' });

    const late = await placeOrder(t, user, a);
    const q = await signedPayment(t, user, [late]);
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, late));
    const res = await execute(t, q);
    expect(res.body.code).toBe(4303);
    expect(res.body.data).toMatchObject({ status: 'failed', failReason: 'orders_overdue' });
    expect(await orderStatus(t, late)).toBe('paying');
  });
});

describe('races', () => {
  it('settles once when the same payment is confirmed five times at once (one event per order)', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const p = await signedPayment(t, user, ids);
    const codes = await Promise.all(Array.from({ length: 5 }, () => execute(t, p).then((r) => r.body.code)));
    expect(codes).toEqual([1000, 1000, 1000, 1000, 1000]);
    for (const id of ids) expect(await movesInto(t, id, 'shipping')).toBe(1);
    expect((await statusOf(p.paymentNo)).status).toBe('paid');
  });

  it('lets exactly one of a confirmation and a payment cancel win, and the order changes once', async () => {
    const user = await shopper(t);
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const id = await placeOrder(t, user, a);
      const p = await signedPayment(t, user, [id]);
      const [paid, cancelled] = await Promise.all([
        after(i % 2, () => execute(t, p)),
        after(1 - (i % 2), () => t.call(cancelPayment, { paymentNo: p.paymentNo }, { token: user.token })),
      ]);
      const status = (await statusOf(p.paymentNo)).status;
      if (status === 'paid') {
        expect([paid.body.code, cancelled.body.code]).toEqual([1000, 4307]);
        expect(await orderStatus(t, id)).toBe('shipping');
      } else {
        expect(status).toBe('cancelled');
        expect([paid.body.code, cancelled.body.code]).toEqual([4303, 1000]);
        expect(await orderStatus(t, id)).toBe('paying');
      }
      expect(await movesInto(t, id, 'shipping')).toBe(status === 'paid' ? 1 : 0);
      outcomes.add(status);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('lets exactly one of a confirmation and the unpaid-order cancel win', async () => {
    const user = await shopper(t);
    for (let i = 0; i < 12; i++) {
      const id = await placeOrder(t, user, a);
      const p = await signedPayment(t, user, [id]);
      const [paid, cancelled] = await Promise.all([
        after(i % 2 ? 3 : 0, () => execute(t, p)),
        after(i % 2 ? 0 : 3, () => t.call(cancelOrder, { orderId: id }, { token: user.token })),
      ]);
      const status = await orderStatus(t, id);
      if (status === 'shipping') {
        // Paid first; the cancel read the order while it was still unpaid and was refused.
        expect([paid.body.code, cancelled.body.code]).toEqual([1000, 4211]);
      } else {
        expect(status).toBe('terminated');
        expect(cancelled.body.code).toBe(1000);
        // Either the cancel came first (the payment is closed), or it came after the payment and refunded it.
        const refunds = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
        expect(refunds).toHaveLength(paid.body.code === 1000 ? 1 : 0);
        if (paid.body.code !== 1000) expect(paid.body.code).toBe(4303);
      }
      const events = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
      expect(events.filter((e) => e.fromStatus === 'paying')).toHaveLength(1);
    }
  });

  it('lets exactly one of a confirmation and the overdue sweep win', async () => {
    const user = await shopper(t);
    for (let i = 0; i < 6; i++) {
      const id = await placeOrder(t, user, a);
      const p = await signedPayment(t, user, [id]);
      // Due in a moment: the confirmation and the sweep arrive around the deadline.
      await t.db.update(saleOrder).set({ payDeadline: sql`now() + interval '30 milliseconds'` }).where(eq(saleOrder.id, id));
      await new Promise((r) => setTimeout(r, 25));
      await Promise.all([execute(t, p), cancelOverdueOrders(t.db)]);
      const status = await orderStatus(t, id);
      expect(['shipping', 'terminated', 'paying']).toContain(status);
      const events = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id));
      expect(events.filter((e) => e.fromStatus === 'paying').length).toBeLessThanOrEqual(1);
      const paymentStatus = (await statusOf(p.paymentNo)).status;
      expect(paymentStatus === 'paid').toBe(status === 'shipping');
    }
  });
});

describe('the sandbox outside the demo', () => {
  it('is on in the demo and off in a real deployment (SEED=false or DEMO=false) unless PAYMENT_SANDBOX=true', () => {
    const env = { ...process.env };
    try {
      process.env.NODE_ENV = 'production';
      expect(loadConfig().payment).toMatchObject({ sandbox: true, walletDemoAmount: 200_000 });
      process.env.SEED = 'false';
      expect(loadConfig().payment).toMatchObject({ sandbox: false, walletDemoAmount: 0 });
      process.env.PAYMENT_SANDBOX = 'true';
      expect(loadConfig().payment.sandbox).toBe(true);
    } finally {
      process.env = env;
    }
  });

  it('when off: not listed, refused by create and execute', async () => {
    const base = loadConfig();
    const prod = await createTestApp({ production: true, demo: false, payment: { ...base.payment, sandbox: false, walletDemoAmount: 0 } });
    const [[sku]] = await shippingGoods(prod.db, 1, 0);
    const user = await shopper(prod);
    const id = await placeOrder(prod, user, sku);
    const methods = (await prod.call(listPayMethods, { orderIds: [id] }, { token: user.token })).body.data!.methods;
    // Only what can take money here: the wallet (empty) and offline transfers.
    expect(methods.map((m) => m.payChannel)).toEqual([1, 6]);
    expect(methods.find((m) => m.payChannel === 1)).toMatchObject({ balance: 0 });
    expect((await pay(prod, user, [id], 4)).body.code).toBe(4305);
    expect((await pay(prod, user, [id], 5)).body.code).toBe(4305);
    expect((await pay(prod, user, [id], 1)).body.code).toBe(4350);
    expect((await prod.db.select().from(payment)).length).toBe(0);
    const detail = await prod.call(queryPaymentDetail, { paymentNo: 'P2026010100000000' }, { token: user.token });
    expect(detail.body.code).toBe(1004);
  });
});
