import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRechargeDetail } from '@mall/contract/payment/query-recharge-detail';
import { queryRechargeStatus } from '@mall/contract/payment/query-recharge-status';
import { queryWalletFlow } from '@mall/contract/payment/query-wallet-flow';
import { takeRechargeOrder } from '@mall/contract/payment/take-recharge-order';
import { createTestApp } from '../../testing/test-app.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import type { TestShopper } from '../../testing/order-test-orders.ts';
import { execute, newKey, orderStatus, pay, shopper, walletBooks, walletEntries } from '../../testing/payment-test-kit.ts';
import { settlePayment } from './payment-settle.ts';
import { payment } from './payment.tables.ts';

const t = await createTestApp();
const DEMO = t.config.payment.walletDemoAmount;

function take(user: TestShopper, body: Record<string, unknown>) {
  return t.call(takeRechargeOrder, body as never, { token: user.token });
}

/** Takes a sandbox recharge of `amount` and answers its number and signed package. */
async function recharge(user: TestShopper, amount: number) {
  const res = await take(user, { amount, payChannel: 4, requestKey: newKey() });
  expect(res.body.code, res.body.message).toBe(1000);
  return { paymentNo: res.body.data!.paymentNo, pkg: res.body.data!.data!, amount };
}

describe('taking a recharge', () => {
  it('refuses bad amounts with 1001: 0, negative, fractional, over the maximum, a string, missing', async () => {
    const user = await shopper(t);
    for (const amount of [0, -100, 10.5, 5_000_001, '1000', null]) {
      const res = await take(user, { amount, payChannel: 4, requestKey: newKey() });
      expect(res.body.code, `amount ${String(amount)}`).toBe(1001);
    }
    expect((await take(user, { payChannel: 4, requestKey: newKey() })).body.code).toBe(1001);
    expect((await take(user, { amount: 1000, payChannel: 4 })).body.code).toBe(1001);
  });

  it('refuses the wallet and bank transfers as channels (4901), wxpay not set up with its code', async () => {
    const user = await shopper(t);
    expect((await take(user, { amount: 1000, payChannel: 1, requestKey: newKey() })).body.code).toBe(4901);
    expect((await take(user, { amount: 1000, payChannel: 6, requestKey: newKey() })).body.code).toBe(4901);
    expect((await take(user, { amount: 1000, payChannel: 2, requestKey: newKey() })).body.code).not.toBe(1000);
  });

  it('answers the same recharge for the same key, even at once; the key with another amount is 4902', async () => {
    const user = await shopper(t);
    const requestKey = newKey();
    const [one, two] = await Promise.all([take(user, { amount: 2000, requestKey }), take(user, { amount: 2000, requestKey })]);
    expect(one.body.code, one.body.message).toBe(1000);
    expect(two.body.code, two.body.message).toBe(1000);
    expect(two.body.data!.paymentNo).toBe(one.body.data!.paymentNo);
    expect(one.body.data).toMatchObject({ amount: 2000, payChannel: 4, status: 'pending', paidAt: null });
    expect((await take(user, { amount: 3000, requestKey })).body.code).toBe(4902);
  });
});

describe('paying a recharge', () => {
  it('credits the wallet once through the sandbox; confirmed again, nothing more', async () => {
    const user = await shopper(t);
    const r = await recharge(user, 12_345);
    const before = await t.call(queryRechargeStatus, { paymentNo: r.paymentNo }, { token: user.token });
    expect(before.body.data).toEqual({ paymentNo: r.paymentNo, status: 'pending', isPayed: false });

    const done = await execute(t, r);
    expect(done.body.code, done.body.message).toBe(1000);
    expect(done.body.data).toMatchObject({ status: 'paid', amount: 12_345 });
    const again = await execute(t, r);
    expect(again.body.code).toBe(1000);

    const books = await walletBooks(t, user.userId);
    expect(books.balance).toBe(DEMO + 12_345);
    expect(books.entries).toBe(books.balance);
    const credits = (await walletEntries(t, user.userId)).filter((e) => e.causeType === 'recharge');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 12_345, balanceAfter: DEMO + 12_345 });

    const status = await t.call(queryRechargeStatus, { paymentNo: r.paymentNo }, { token: user.token });
    expect(status.body.data).toEqual({ paymentNo: r.paymentNo, status: 'paid', isPayed: true });
    const detail = await t.call(queryRechargeDetail, { paymentNo: r.paymentNo }, { token: user.token });
    expect(detail.body.data).toMatchObject({ paymentNo: r.paymentNo, amount: 12_345, status: 'paid', balance: DEMO + 12_345 });
    expect(detail.body.data!.paidAt).not.toBeNull();
  });

  it('raced settles (executes and direct settles at once) credit exactly once', async () => {
    const user = await shopper(t);
    const r = await recharge(user, 5000);
    const [p] = await t.db.select({ id: payment.id }).from(payment).where(eq(payment.paymentNo, r.paymentNo));
    const by = { actor: 'shopper' as const, actorId: user.userId };
    const results = await Promise.all([execute(t, r), execute(t, r), settlePayment(t.db, p!.id, by), settlePayment(t.db, p!.id, by), execute(t, r)]);
    const settled = results.filter((x): x is Awaited<ReturnType<typeof settlePayment>> => 'settledNow' in x);
    expect(settled.filter((s) => s.settledNow).length).toBeLessThanOrEqual(1);
    const books = await walletBooks(t, user.userId);
    expect((await walletEntries(t, user.userId)).filter((e) => e.causeType === 'recharge')).toHaveLength(1);
    expect(books.balance).toBe(DEMO + 5000);
    expect(books.entries).toBe(books.balance);
  });

  it('a recharge past its deadline fails on confirmation and credits nothing', async () => {
    const user = await shopper(t);
    const r = await recharge(user, 700);
    await t.db.update(payment).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payment.paymentNo, r.paymentNo));
    const res = await execute(t, r);
    expect(res.body.code).not.toBe(1000);
    expect((await walletEntries(t, user.userId)).filter((e) => e.causeType === 'recharge')).toHaveLength(0);
  });

  it("another shopper's recharge, or a payment of orders, is 1004 on both queries", async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    const r = await recharge(owner, 1000);
    for (const call of [queryRechargeStatus, queryRechargeDetail] as const) {
      expect((await t.call(call, { paymentNo: r.paymentNo }, { token: other.token })).body.code).toBe(1004);
      expect((await t.call(call, { paymentNo: 'P20260101000000000000' }, { token: owner.token })).body.code).toBe(1004);
    }
    const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 100, price: 1000 });
    const orderId = await placeOrder(t, owner, sku!);
    const orderPay = await pay(t, owner, [orderId], 4);
    expect((await t.call(queryRechargeStatus, { paymentNo: orderPay.body.data!.orderInfo.paymentNo }, { token: owner.token })).body.code).toBe(1004);
  });
});

describe('the wallet flow', () => {
  it('lists entries newest first with causes in keyset pages, then recharge then pay with the wallet', async () => {
    const user = await shopper(t);
    const r = await recharge(user, 100_000);
    expect((await execute(t, r)).body.code).toBe(1000);
    const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 100, price: 1000 });
    const orderId = await placeOrder(t, user, sku!);
    const paid = await pay(t, user, [orderId], 1);
    expect(paid.body.code, paid.body.message).toBe(1000);
    expect(await orderStatus(t, orderId)).toBe('shipping');

    const first = await t.call(queryWalletFlow, { pageSize: 2 }, { token: user.token });
    expect(first.body.code, first.body.message).toBe(1000);
    const page = first.body.data!;
    const books = await walletBooks(t, user.userId);
    expect(page).toMatchObject({ balance: books.balance, frozen: 0 });
    expect(page.list.map((e) => e.cause)).toEqual(['payment', 'recharge']);
    expect(page.list[0]!.refs).toHaveLength(1);
    expect(page.list[0]!.amount).toBe(-paid.body.data!.orderInfo.amount);
    expect(page.list[1]!.refs).toEqual([r.paymentNo]);
    expect(page.next).not.toBeNull();
    const second = await t.call(queryWalletFlow, { pageSize: 2, after: page.next! }, { token: user.token });
    expect(second.body.data!.list.map((e) => e.cause)).toEqual(DEMO > 0 ? ['wallet_opening'] : []);
    expect(second.body.data!.next).toBeNull();
    expect((await t.call(queryWalletFlow, { after: 'x1' }, { token: user.token })).body.code).toBe(1001);
  });
});
