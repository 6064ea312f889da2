import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { queryPaymentDetail } from '@mall/contract/payment/query-payment-detail';
import { createTestApp } from '../../testing/test-app.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { giveCoupon } from '../order/order-test-data.ts';
import { moveOrder } from '../order/order-state.ts';
import { placeOrder } from '../order/order-test-orders.ts';
import { saleOrder } from '../order/order.tables.ts';
import { ensureWallet } from '../wallet/wallet.service.ts';
import { walletEntry } from '../wallet/wallet.tables.ts';
import { commitTogether, execute, movesInto, newKey, orderStatus, pay, shopper, signedPayment, walletBooks } from './payment-test-kit.ts';
import { payment, paymentRefund } from './payment.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 5000, price: 1000 });
const DEMO = t.config.payment.walletDemoAmount;
const stockOf = async (skuId: number) => (await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId)))[0]!.stock;
const payAmountOf = async (id: number) => (await t.db.select({ payAmount: saleOrder.payAmount }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.payAmount;

/** Opens a shopper's wallet and spends it down to `balance` through a ledger adjustment, so the books still agree. */
async function setBalance(accountId: number, balance: number): Promise<void> {
  await ensureWallet(t.db, accountId, DEMO);
  await t.db.transaction(async (tx) => {
    const [w] = await tx.execute<{ balance: number }>(sql`select balance from wallet where account_id = ${accountId}::int for update`).then((r) => r.rows);
    await tx.execute(sql`update wallet set balance = ${balance}::int where account_id = ${accountId}::int`);
    await tx.insert(walletEntry).values({ accountId, amount: balance - w!.balance, kind: 'adjustment', balanceAfter: balance, note: 'test' });
  });
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
    const [debit] = await t.db.select().from(walletEntry).where(eq(walletEntry.kind, 'payment')).orderBy(sql`id desc`).limit(1);
    expect(debit).toMatchObject({ accountId: user.userId, amount: -amount, balanceAfter: DEMO - amount });
    // Replayed, it answers the same paid payment and debits nothing more.
    const again = await pay(t, user, ids, 1, newKey());
    expect(again.body.data).toMatchObject({ isPayed: true, orderInfo: { paymentNo: res.body.data!.orderInfo.paymentNo } });
    expect((await walletBooks(t, user.userId)).balance).toBe(DEMO - amount);
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
    const debits = await t.db.select().from(walletEntry).where(sql`${walletEntry.accountId} = ${user.userId}::int and ${walletEntry.kind} = 'payment'`);
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
    const books = await walletBooks(t, user.userId);
    expect(books).toEqual({ balance: afterPay.balance + amount, entries: afterPay.balance + amount, count: afterPay.count + 1 });
    const [refund] = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
    expect(refund).toMatchObject({ amount, channel: 1, status: 'refunded', requestKey: `cancel:${id}` });
    const [credit] = await t.db.select().from(walletEntry).where(eq(walletEntry.refundId, refund!.id));
    expect(credit).toMatchObject({ kind: 'refund', amount, balanceAfter: books.balance });
    expect(await stockOf(a.id)).toBe(stock + 2);
    expect((await t.db.select({ status: userCoupon.status }).from(userCoupon).where(eq(userCoupon.id, coupon)))[0]!.status).toBe('unused');

    const detail = await t.call(queryPaymentDetail, { paymentNo: paid.body.data!.orderInfo.paymentNo }, { token: user.token });
    expect(detail.body.data!.refunds).toEqual([{ orderId: id, amount, status: 'refunded', createdAt: expect.any(String) }]);
    // Cancelled again (a retry, or two at once): the same success, nothing refunded twice.
    const again = await Promise.all([1, 2].map(() => t.call(cancelOrder, { orderId: id }, { token: user.token })));
    expect(again.map((r) => r.body.code)).toEqual([1000, 1000]);
    expect(again.map((r) => r.body.data!.status)).toEqual(['terminated', 'terminated']);
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
    const refunds = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ channel: 4, amount: p.amount, status: 'refunded' });
    expect(await movesInto(t, id, 'terminated')).toBe(1);
  });

  it('refuses to cancel a shipped order (4211) and refunds nothing', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    await execute(t, p);
    await t.db.transaction((tx) => moveOrder(tx, id, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: null }));
    expect((await t.call(cancelOrder, { orderId: id }, { token: user.token })).body.code).toBe(4211);
    expect(await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id))).toHaveLength(0);
  });
});
