import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { queryPaymentContext } from '@mall/contract/payment/query-payment-context';
import { createTestApp } from '../../testing/test-app.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { saleOrder } from '../order/order.tables.ts';
import { commitTogether, execute, shopper, signedPayment } from '../../testing/payment-test-kit.ts';

/** `paymentcontext/query`'s `paidPaymentNo`: the payment page sends a shopper whose orders are all paid to its result. */

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 500, price: 1000 });

async function checkoutNumberOf(orderId: number): Promise<string> {
  const [row] = await t.db.select({ checkoutNumber: saleOrder.checkoutNumber }).from(saleOrder).where(eq(saleOrder.id, orderId));
  return row!.checkoutNumber;
}

describe('paymentcontext/query paidPaymentNo', () => {
  it('is null while anything is unpaid, also with a payment open', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a!, b!]);
    const number = await checkoutNumberOf(ids[0]!);
    const ctx = (await t.call(queryPaymentContext, { checkoutNumber: number }, { token: user.token })).body.data!;
    expect(ctx).toMatchObject({ isPayed: false, paidPaymentNo: null });

    // One order of the commit paid alone: the commit is not all paid, so no payment is offered as its result.
    const p = await signedPayment(t, user, [ids[0]!]);
    expect((await execute(t, p)).body.code).toBe(1000);
    const half = (await t.call(queryPaymentContext, { checkoutNumber: number }, { token: user.token })).body.data!;
    expect(half).toMatchObject({ isPayed: false, paidPaymentNo: null });
    expect(half.orders.map((o) => o.orderId)).toEqual([ids[1]]);
    // Asked about the paid order alone, it is.
    const one = (await t.call(queryPaymentContext, { orderId: ids[0]! }, { token: user.token })).body.data!;
    expect(one).toMatchObject({ isPayed: true, paidPaymentNo: p.paymentNo });
  });

  it('names the payment that paid every order of a commit, asked by commit or by one of its orders', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a!, b!]);
    const p = await signedPayment(t, user, ids, PAY_CHANNELS.sandbox);
    expect((await execute(t, p)).body.code).toBe(1000);
    const byCommit = (await t.call(queryPaymentContext, { checkoutNumber: await checkoutNumberOf(ids[0]!) }, { token: user.token })).body.data!;
    expect(byCommit).toMatchObject({ orders: [], payAmount: 0, isPayed: true, openPayment: null, paidPaymentNo: p.paymentNo });
    const byOrder = (await t.call(queryPaymentContext, { orderId: ids[1]! }, { token: user.token })).body.data!;
    expect(byOrder.paidPaymentNo).toBe(p.paymentNo);
  });

  it('names the latest payment when the orders of a commit were paid one by one', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a!, b!]);
    const first = await signedPayment(t, user, [ids[0]!]);
    expect((await execute(t, first)).body.code).toBe(1000);
    const second = await signedPayment(t, user, [ids[1]!]);
    expect((await execute(t, second)).body.code).toBe(1000);
    const ctx = (await t.call(queryPaymentContext, { checkoutNumber: await checkoutNumberOf(ids[0]!) }, { token: user.token })).body.data!;
    expect(ctx).toMatchObject({ isPayed: true, paidPaymentNo: second.paymentNo });
  });

  it('is null for an order paid without a payment of the shopper (moved by hand), and for an unpaid order', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a!);
    expect((await t.call(queryPaymentContext, { orderId: id }, { token: user.token })).body.data!.paidPaymentNo).toBeNull();
    await putOrderIn(t, id, 'shipping');
    const ctx = (await t.call(queryPaymentContext, { orderId: id }, { token: user.token })).body.data!;
    expect(ctx).toMatchObject({ isPayed: true, paidPaymentNo: null });
  });

  it("keeps another shopper's paid order not found (1004), naming no payment", async () => {
    const owner = await shopper(t);
    const id = await placeOrder(t, owner, a!);
    const p = await signedPayment(t, owner, [id]);
    expect((await execute(t, p)).body.code).toBe(1000);
    const stranger = await shopper(t);
    const res = await t.call(queryPaymentContext, { orderId: id }, { token: stranger.token });
    expect(res.body.code).toBe(1004);
    expect(res.body.data ?? null).toBeNull();
  });
});
