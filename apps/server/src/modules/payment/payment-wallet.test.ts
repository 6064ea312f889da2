import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { createTestApp } from '../../testing/test-app.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { giveCoupon } from '../../testing/order-test-data.ts';
import { moveOrder } from '../order/order-state.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { saleOrder } from '../order/order.tables.ts';
import { ensureWallet, post } from '../wallet/wallet.api.ts';
import { commitTogether, execute, movesInto, newKey, orderStatus, pay, settleEvents, shopper, signedPayment, walletBooks, walletEntries } from '../../testing/payment-test-kit.ts';
import { payment, paymentRefund } from './payment.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 5000, price: 1000 });
const DEMO = t.config.payment.walletDemoAmount;
const stockOf = async (skuId: number) => (await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId)))[0]!.stock;
const payAmountOf = async (id: number) => (await t.db.select({ payAmount: saleOrder.payAmount }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.payAmount;

/** Opens a shopper's wallet and brings it to `balance` through a ledger posting, so the books still agree. */
let adjustments = 0;
async function setBalance(accountId: number, balance: number): Promise<void> {
  await ensureWallet(t.db, accountId, DEMO);
  const { balance: now } = await walletBooks(t, accountId);
  if (now === balance) return;
  await t.db.transaction((tx) =>
    post(tx, {
      cause: { type: 'test_adjustment', id: ++adjustments },
      moves: [
        { account: { shopper: accountId, asset: 'money' }, amount: balance - now },
        { account: { platform: 'adjustments', asset: 'money' }, amount: now - balance },
      ],
    }),
  );
}

describe('paying by wallet', () => {
  it('settles at once: isPayed, the orders shipping, one debit entry with the balance after', async () => {
    const user = await shopper(t);
    const ids = await commitTogether(t, user, [a, b]);
    const res = await pay(t, user, ids, 1);
    expect(res.body.code, res.body.message).toBe(1000);
    const amount = res.body.data!.orderInfo.amount;
    expect(res.body.data).toMatchObject({ isPayed: true, nopay: false, payChannel: 1, data: null });
    for (const id of ids) expect(await orderStatus(t, id)).toBe('shipping');
    const books = await walletBooks(t, user.userId);
    expect(books).toEqual({ balance: DEMO - amount, entries: DEMO - amount, count: 2 });
    const debit = (await walletEntries(t, user.userId)).at(-1);
    expect(debit).toMatchObject({ causeType: 'payment', amount: -amount, balanceAfter: DEMO - amount });
    // Replayed, it answers the same paid payment and debits nothing more.
    const again = await pay(t, user, ids, 1, newKey());
    expect(again.body.data).toMatchObject({ isPayed: true, orderInfo: { paymentNo: res.body.data!.orderInfo.paymentNo } });
    expect((await walletBooks(t, user.userId)).balance).toBe(DEMO - amount);
    // Published once, in the payment's transaction: the payment's event and each order's.
    const [paid] = await t.db.select({ id: payment.id }).from(payment).where(eq(payment.paymentNo, res.body.data!.orderInfo.paymentNo));
    const events = await t.db.execute<{ type: string; subject: string; payload: Record<string, unknown> }>(sql`
      select type, subject, payload from domain_event
      where (type = 'payment.paid' and subject = ${String(paid!.id)}) or (type = 'order.paid' and subject = any(${`{${ids.join(',')}}`}::text[]))
      order by id`);
    expect(events.rows.map((e) => e.type).sort()).toEqual(['order.paid', 'order.paid', 'payment.paid']);
    expect(events.rows.find((e) => e.type === 'payment.paid')!.payload).toEqual({
      paymentId: paid!.id,
      accountId: user.userId,
      channel: 1,
      amount,
      from: 'pending',
      to: 'paid',
      actor: 'shopper',
      actorId: user.userId,
    });
  });

  it('refuses a short balance (4350) storing nothing: no payment, no entry, orders unpaid', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    await pay(t, user, [id], 4);
    await setBalance(user.userId, (await payAmountOf(id)) - 1);
    const before = await walletBooks(t, user.userId);
    const res = await pay(t, user, [id], 1);
    expect(res.body.code).toBe(4350);
    expect(await walletBooks(t, user.userId)).toEqual(before);
    expect(await orderStatus(t, id)).toBe('paying');
    expect((await t.db.select().from(payment).where(eq(payment.accountId, user.userId))).map((p) => p.channel)).toEqual([4]);
  });

  it('never takes the balance below zero under 200 payments at once, and the ledger sums to the balance', async () => {
    const user = await shopper(t);
    const ids: number[] = [];
    for (let i = 0; i < 200; i++) ids.push(await placeOrder(t, user, a));
    const each = await payAmountOf(ids[0]!);
    await setBalance(user.userId, each * 100 + Math.floor(each / 2));
    const codes = await Promise.all(ids.map((id) => pay(t, user, [id], 1).then((r) => r.body.code)));
    expect(codes.filter((c) => c === 1000)).toHaveLength(100);
    expect(codes.filter((c) => c === 4350)).toHaveLength(100);
    const books = await walletBooks(t, user.userId);
    expect(books.balance).toBe(Math.floor(each / 2));
    expect(books.entries).toBe(books.balance);
    const shipped = await t.db.select({ n: sql<number>`count(*)::int` }).from(saleOrder).where(sql`${inArray(saleOrder.id, ids)} and ${saleOrder.status} = 'shipping'`);
    expect(shipped[0]!.n).toBe(100);
    const debits = (await walletEntries(t, user.userId)).filter((e) => e.causeType === 'payment');
    expect(debits).toHaveLength(100);
    expect(debits.every((d) => d.balanceAfter >= 0)).toBe(true);
  });
});

describe('saleorder/cancel of a paid order', () => {
  it('refunds a wallet payment into the wallet: a refund row, a credit entry, stock and coupon back, once', async () => {
    const user = await shopper(t);
    const coupon = await giveCoupon(t.db, user.userId, { shopId: a.shopId, amountOff: 200 });
    const id = await placeOrder(t, user, a, 2);
    const stock = await stockOf(a.id);
    const paid = await pay(t, user, [id], 1);
    expect(paid.body.data!.isPayed).toBe(true);
    const amount = paid.body.data!.orderInfo.amount;
    const afterPay = await walletBooks(t, user.userId);

    const res = await t.call(cancelOrder, { orderId: id, reason: 'ordered twice' }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'terminated', terminateReason: 'shopper_cancel: ordered twice' });
    expect(res.body.data!.events.at(-1)).toMatchObject({ fromStatus: 'shipping', toStatus: 'terminated', actor: 'shopper' });
    // The refund follows the order's event: asked for, then settled through the wallet.
    await settleEvents(t);
    const books = await walletBooks(t, user.userId);
    expect(books).toEqual({ balance: afterPay.balance + amount, entries: afterPay.balance + amount, count: afterPay.count + 1 });
    const [refund] = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
    expect(refund).toMatchObject({ amount, channel: 1, status: 'settled', requestKey: `cancel:${id}` });
    const credit = (await walletEntries(t, user.userId)).at(-1);
    expect(credit).toMatchObject({ causeType: 'refund', causeId: String(refund!.id), amount, balanceAfter: books.balance });
    expect(await stockOf(a.id)).toBe(stock + 2);
    expect((await t.db.select({ status: userCoupon.status }).from(userCoupon).where(eq(userCoupon.id, coupon)))[0]!.status).toBe('unused');

    const detail = await t.call(queryPaymentDetail, { paymentNo: paid.body.data!.orderInfo.paymentNo }, { token: user.token });
    expect(detail.body.data!.refunds).toEqual([{ orderId: id, amount, status: 'settled', createdAt: expect.any(String) }]);
    // Cancelled again (a retry, or two at once): the same success, nothing refunded twice.
    const again = await Promise.all([1, 2].map(() => t.call(cancelOrder, { orderId: id }, { token: user.token })));
    expect(again.map((r) => r.body.code)).toEqual([1000, 1000]);
    expect(again.map((r) => r.body.data!.status)).toEqual(['terminated', 'terminated']);
    await settleEvents(t);
    expect(await walletBooks(t, user.userId)).toEqual(books);
  });

  it('refunds a sandbox payment at once, and refunds once when two cancels arrive together', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, b);
    const p = await signedPayment(t, user, [id]);
    expect((await execute(t, p)).body.code).toBe(1000);
    const codes = await Promise.all(Array.from({ length: 4 }, () => t.call(cancelOrder, { orderId: id }, { token: user.token }).then((r) => r.body.code)));
    // Each is answered the one cancel's success; one refund was made.
    expect(codes).toEqual([1000, 1000, 1000, 1000]);
    await settleEvents(t);
    const refunds = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ channel: 4, amount: p.amount, status: 'settled' });
    expect(await movesInto(t, id, 'terminated')).toBe(1);
  });

  it('refuses to cancel a shipped order (4211) and refunds nothing', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    await execute(t, p);
    await t.db.transaction((tx) => moveOrder(tx, id, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: null }));
    expect((await t.call(cancelOrder, { orderId: id }, { token: user.token })).body.code).toBe(4211);
    await settleEvents(t);
    expect(await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id))).toHaveLength(0);
  });
});
