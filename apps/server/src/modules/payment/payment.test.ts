import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelPayment } from '@mall/contract/payment/cancel-payment';
import { createPayment } from '@mall/contract/payment/create-payment';
import { executePayment } from '@mall/contract/payment/execute-payment';
import { listPayMethods } from '@mall/contract/payment/list-pay-methods';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { queryPaymentContext } from '@mall/contract/payment/query-payment-context';
import { queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { queryPaymentStatus } from '@mall/contract/payment/query-payment-status';
import { reviewPaymentVoucher } from '@mall/contract/payment/review-payment-voucher';
import { submitPaymentVoucher } from '@mall/contract/payment/submit-payment-voucher';
import { post } from '../wallet/wallet.api.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { session } from '../account/account.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder } from '../order/order.tables.ts';
import { commitTogether, newKey, pay, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { payment, paymentOrder, shopBankAccount } from './payment.tables.ts';

const t = await createTestApp();
const [[a], [b], [c]] = await shippingGoods(t.db, 3, 0, { stock: 500, price: 1000 });
const paymentCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(payment))[0]!.n;

describe('bad inputs change nothing', () => {
  it('refuses calls without a live session (1002), and a stale token', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    for (const [endpoint, body] of [
      [listPayMethods, {}],
      [queryPaymentContext, { orderId: id }],
      [createPayment, { orderIds: [id], payChannel: 4, requestKey: newKey() }],
      [cancelPayment, { paymentNo: 'P2026112400000000' }],
      [queryPaymentDetail, { paymentNo: 'P2026112400000000' }],
      [queryPaymentStatus, { paymentNo: 'P2026112400000000' }],
      [submitPaymentVoucher, { paymentNo: 'P2026112400000000', images: ['/u/x.jpg'] }],
      [reviewPaymentVoucher, { paymentNo: 'P2026112400000000', approve: true }],
    ] as const) {
      expect((await t.call(endpoint, body)).body.code, endpoint.path).toBe(1002);
      expect((await t.call(endpoint, body, { token: 'not-a-token' })).body.code, endpoint.path).toBe(1002);
    }
    // A logged-out token is stale.
    const other = await createTestUser(t.db);
    await t.db.delete(session).where(eq(session.accountId, other.userId));
    expect((await t.call(createPayment, { orderIds: [id], payChannel: 4, requestKey: newKey() }, { token: other.token })).body.code).toBe(1002);
    expect(await paymentCount()).toBe(0);
  });

  it('refuses wrong types, missing fields and impossible numbers (1001)', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const bad: [Parameters<typeof t.call>[0], unknown][] = [
      [createPayment, {}],
      [createPayment, { orderIds: [id], payChannel: 4 }],
      [createPayment, { orderIds: [id], requestKey: newKey() }],
      [createPayment, { orderIds: [], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [String(id)], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [-1], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [0], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [1.5], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [2 ** 31], payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: Array.from({ length: 21 }, (_, i) => i + 1), payChannel: 4, requestKey: newKey() }],
      [createPayment, { orderIds: [id], payChannel: 99, requestKey: newKey() }],
      [createPayment, { orderIds: [id], payChannel: '4', requestKey: newKey() }],
      [createPayment, { orderIds: [id], payChannel: 4, requestKey: 'short' }],
      [createPayment, { orderIds: [id], payChannel: 4, requestKey: 'has spaces in it' }],
      [createPayment, { orderIds: [id], payChannel: 4, requestKey: newKey(), amount: 1 }],
      [listPayMethods, { orderIds: 'x' }],
      [queryPaymentContext, {}],
      [queryPaymentContext, { orderId: id, checkoutNumber: 'a'.repeat(32) }],
      [queryPaymentContext, { orderId: -3 }],
      [queryPaymentDetail, { paymentNo: 'X123' }],
      [queryPaymentDetail, {}],
      [queryPaymentStatus, { paymentNo: 12345678 }],
      [cancelPayment, { paymentNo: 'P1' }],
      [executePayment, { paymentNo: 'P2026112400000000' }],
      [executePayment, { paymentNo: 'P2026112400000000', timeStamp: 1, nonceStr: 'a', package: 'b', paySign: 'c' }],
      [submitPaymentVoucher, { paymentNo: 'P2026112400000000', images: [] }],
      [submitPaymentVoucher, { paymentNo: 'P2026112400000000', images: ['/a.jpg'], note: 'two\nlines' }],
      [submitPaymentVoucher, { paymentNo: 'P2026112400000000', images: Array.from({ length: 7 }, () => '/a.jpg') }],
    ];
    for (const [endpoint, body] of bad) {
      const res = await t.call(endpoint, body, { token: user.token });
      expect(res.body.code, `${endpoint.path} ${JSON.stringify(body)}`).toBe(1001);
    }
    expect(await paymentCount()).toBe(0);
  });

  it("answers 1004 for another shopper's orders and payments, and unknown ones", async () => {
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const id = await placeOrder(t, owner, a);
    const mine = await placeOrder(t, stranger, a);
    const p = await signedPayment(t, owner, [id]);
    const before = await paymentCount();
    expect((await pay(t, stranger, [id], 4)).body.code).toBe(1004);
    expect((await pay(t, stranger, [mine, id], 4)).body.code).toBe(1004);
    expect((await pay(t, stranger, [2_000_000_000], 1)).body.code).toBe(1004);
    expect((await t.call(listPayMethods, { orderIds: [id] }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryPaymentContext, { orderId: id }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryPaymentContext, { checkoutNumber: 'f'.repeat(32) }, { token: stranger.token })).body.code).toBe(1004);
    for (const endpoint of [queryPaymentDetail, queryPaymentStatus, cancelPayment]) {
      expect((await t.call(endpoint, { paymentNo: p.paymentNo }, { token: stranger.token })).body.code, endpoint.path).toBe(1004);
      expect((await t.call(endpoint, { paymentNo: 'P2026010100000000' }, { token: owner.token })).body.code, endpoint.path).toBe(1004);
    }
    expect((await t.call(submitPaymentVoucher, { paymentNo: p.paymentNo, images: ['/a.jpg'] }, { token: stranger.token })).body.code).toBe(1004);
    expect(await paymentCount()).toBe(before);
    expect((await t.call(queryPaymentStatus, { paymentNo: p.paymentNo }, { token: owner.token })).body.data).toEqual({ paymentNo: p.paymentNo, status: 'pending', isPayed: false });
  });

  it('refuses a merchant call from a shopper (1003)', async () => {
    const user = await shopper(t);
    const res = await t.call(reviewPaymentVoucher, { paymentNo: 'P2026112400000000', approve: true }, { token: user.token });
    expect(res.body.code).toBe(1003);
  });
});

describe('paymethod/list/query', () => {
  it('lists the channels that can take money here in page order: wallet with its balance, the sandbox default; never wxpay or alipay without their gateway', async () => {
    const user = await shopper(t);
    const res = await t.call(listPayMethods, {}, { token: user.token, lang: 'zh' });
    expect(res.body.code, res.body.message).toBe(1000);
    const methods = res.body.data!.methods;
    expect(methods.map((m) => m.payChannel)).toEqual([1, 4, 5, 6]);
    expect(methods[0]).toMatchObject({ name: '钱包余额', available: true, balance: t.config.payment.walletDemoAmount, isDefault: false });
    expect(methods[1]).toMatchObject({ payChannel: 4, available: true, isDefault: true, balance: null });
    expect(methods.filter((m) => m.isDefault)).toHaveLength(1);
    // Not listed, and refused if asked for all the same.
    const [orderId] = await commitTogether(t, user, [a]);
    const refused = await t.call(createPayment, { orderIds: [orderId!], payChannel: 2, requestKey: newKey() }, { token: user.token });
    expect(refused.body.code).toBe(CODE.PAYMENT_CHANNEL_NOT_CONFIGURED);
  });

  it('with orders: offline only for one shop with a bank account, the wallet only when it covers the amount', async () => {
    const user = await shopper(t);
    const [one, two] = await commitTogether(t, user, [a, b]);
    const methodsFor = async (orderIds: number[]) => (await t.call(listPayMethods, { orderIds }, { token: user.token })).body.data!.methods;
    const offline = (ms: Awaited<ReturnType<typeof methodsFor>>) => ms.find((m) => m.payChannel === PAY_CHANNELS.offline)!;
    expect(offline(await methodsFor([one!])).available).toBe(true);
    expect(offline(await methodsFor([one!, two!]))).toMatchObject({ available: false, unavailableReason: 'This payment method cannot pay these orders' });
    await t.db.delete(shopBankAccount).where(eq(shopBankAccount.shopId, c.shopId));
    const single = await placeOrder(t, user, c);
    expect(offline(await methodsFor([single])).available).toBe(false);

    // A shopper whose wallet holds 10 (opened by the first call, then spent down by a ledger adjustment).
    const poor = await shopper(t);
    const id = await placeOrder(t, poor, a);
    await t.call(listPayMethods, {}, { token: poor.token });
    const spend = t.config.payment.walletDemoAmount - 10;
    await t.db.transaction((tx) =>
      post(tx, { cause: { type: 'test_adjustment', id: poor.userId }, moves: [{ account: { shopper: poor.userId, asset: 'money' }, amount: -spend }, { account: { platform: 'adjustments', asset: 'money' }, amount: spend }] }),
    );
    const res = await t.call(listPayMethods, { orderIds: [id] }, { token: poor.token, lang: 'en' });
    expect(res.body.data!.methods[0]).toMatchObject({ payChannel: 1, available: false, balance: 10, unavailableReason: 'Your wallet balance is not enough' });
  });
});

describe('paymentcontext/query', () => {
  it('answers the unpaid orders of a commit, their amount and deadline, the channels, and nothing open yet', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const [order] = await t.db.select({ checkoutNumber: saleOrder.checkoutNumber }).from(saleOrder).where(eq(saleOrder.id, ids[0]!));
    const res = await t.call(queryPaymentContext, { checkoutNumber: order!.checkoutNumber }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const ctx = res.body.data!;
    expect(ctx.orders.map((o) => o.orderId)).toEqual(ids);
    expect(ctx.payAmount).toBe(ctx.orders.reduce((s, o) => s + o.payAmount, 0));
    expect(ctx.payDeadline).not.toBeNull();
    expect(ctx.methods).toHaveLength(4);
    expect(ctx.openPayment).toBeNull();
    expect(ctx.isPayed).toBe(false);

    const p = await signedPayment(t, user, ids, PAY_CHANNELS.scan);
    const open = (await t.call(queryPaymentContext, { orderId: ids[1]! }, { token: user.token })).body.data!;
    expect(open.openPayment).toMatchObject({ paymentNo: p.paymentNo, payChannel: 5, status: 'pending' });
  });

  it('says isPayed with nothing left once every order is paid', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    await putOrderIn(t, id, 'shipping');
    const ctx = (await t.call(queryPaymentContext, { orderId: id }, { token: user.token })).body.data!;
    expect(ctx).toMatchObject({ orders: [], payAmount: 0, payDeadline: null, openPayment: null, isPayed: true });
  });
});

describe('saleorder/payment/create', () => {
  it('answers a signed TESTPAY package for the sandbox, and the same payment for a replayed requestKey', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a, 2);
    const key = newKey();
    const first = await pay(t, user, [id], 4, key);
    expect(first.body.code, first.body.message).toBe(1000);
    const body = first.body.data!;
    expect(body).toMatchObject({ isPayed: false, nopay: false, payChannel: 4, orderInfo: { orderIds: [id], bankAccount: null } });
    expect(body.orderInfo.paymentNo).toMatch(/^P\d{20}$/);
    expect(body.data!.package).toBe(`TESTPAY:${body.orderInfo.paymentNo}:${body.orderInfo.amount}`);
    expect(body.data!.paySign).toMatch(/^[0-9a-f]{64}$/);

    const again = await Promise.all([pay(t, user, [id], 4, key), pay(t, user, [id], 4, key)]);
    for (const res of again) expect(res.body.data!.orderInfo.paymentNo).toBe(body.orderInfo.paymentNo);
    expect((await t.db.select().from(payment).where(eq(payment.accountId, user.userId))).length).toBe(1);
    // The key is the caller's one request: reused for another channel or other orders it is refused.
    expect((await pay(t, user, [id], 5, key)).body.code).toBe(4306);
    const other = await placeOrder(t, user, a);
    expect((await pay(t, user, [id, other], 4, key)).body.code).toBe(4306);
  });

  it('makes one payment of two orders of one commit, each with its share', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const p = await signedPayment(t, user, ids);
    const shares = await t.db.select().from(paymentOrder).innerJoin(payment, eq(payment.id, paymentOrder.paymentId)).where(eq(payment.paymentNo, p.paymentNo));
    expect(shares.map((s) => s.payment_order.orderId).sort()).toEqual([...ids].sort());
    expect(shares.reduce((sum, s) => sum + s.payment_order.amount, 0)).toBe(p.amount);
  });

  it('refuses wxpay and alipay (4301) and offline for orders of two shops (4305), storing nothing', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const before = await paymentCount();
    expect((await pay(t, user, ids, 2)).body.code).toBe(4301);
    expect((await pay(t, user, ids, 3)).body.code).toBe(4301);
    expect((await pay(t, user, ids, 6)).body.code).toBe(4305);
    expect(await paymentCount()).toBe(before);
  });

  it('refuses cancelled, overdue and part-paid orders (4304) and answers isPayed for paid ones', async () => {
    const user = await shopper(t);
    const cancelled = await placeOrder(t, user, a);
    await putOrderIn(t, cancelled, 'terminated');
    const res = await pay(t, user, [cancelled], 4);
    expect(res.body.code).toBe(4304);
    expect(res.body.data).toEqual({ orderIds: [cancelled] });

    const overdue = await placeOrder(t, user, a);
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, overdue));
    expect((await pay(t, user, [overdue], 1)).body.code).toBe(4304);

    const paid = await placeOrder(t, user, a);
    const open = await placeOrder(t, user, a);
    await putOrderIn(t, paid, 'shipping');
    expect((await pay(t, user, [paid, open], 4)).body.code).toBe(4304);
    const already = await pay(t, user, [paid], 4);
    expect(already.body.code).toBe(1000);
    expect(already.body.data).toMatchObject({ isPayed: true, data: null });
  });

  it('settles an amount of 0 at once as nopay, whatever the channel', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    await t.db
      .update(saleOrder)
      .set({ shopCouponAmount: sql`${saleOrder.goodsAmount} + ${saleOrder.deliveryFee}`, payAmount: 0 })
      .where(eq(saleOrder.id, id));
    const res = await pay(t, user, [id], 2);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ isPayed: true, nopay: true, data: null, orderInfo: { amount: 0 } });
    const [order] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, id));
    expect(order!.status).toBe('shipping');
  });
});

describe('saleorder/payment/cancel, detail and status', () => {
  it('cancels an open payment (the orders stay unpaid), answers a repeat as it is, and refuses a paid one (4307)', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    const res = await t.call(cancelPayment, { paymentNo: p.paymentNo }, { token: user.token, lang: 'ja' });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ paymentNo: p.paymentNo, status: 'cancelled', orders: [{ orderId: id, status: 'paying' }] });
    expect((await t.call(cancelPayment, { paymentNo: p.paymentNo }, { token: user.token })).body.data!.status).toBe('cancelled');

    const q = await signedPayment(t, user, [id]);
    expect((await t.call(executePayment, { paymentNo: q.paymentNo, ...q.pkg })).body.code).toBe(1000);
    expect((await t.call(cancelPayment, { paymentNo: q.paymentNo }, { token: user.token })).body.code).toBe(4307);
    const detail = (await t.call(queryPaymentDetail, { paymentNo: q.paymentNo }, { token: user.token })).body.data!;
    expect(detail).toMatchObject({ status: 'paid', payChannel: 4, amount: q.amount, refunds: [], voucher: null, bankAccount: null });
    expect(detail.paidAt).not.toBeNull();
    expect((await t.call(queryPaymentStatus, { paymentNo: q.paymentNo }, { token: user.token })).body.data).toEqual({ paymentNo: q.paymentNo, status: 'paid', isPayed: true });
  });
});
