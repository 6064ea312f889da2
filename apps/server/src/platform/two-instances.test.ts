import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appLogout } from '@mall/contract/account/app-logout';
import { queryUserInfo } from '@mall/contract/account/query-user-info';
import { readChatRecord } from '@mall/contract/chat/record';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { payment, paymentRefund } from '../modules/payment/payment.tables.ts';
import { ensureWallet } from '../modules/wallet/wallet.api.ts';
import { clientId, conversationWith, sayAs } from '../testing/chat-test-kit.ts';
import { createTestUser } from '../testing/fixtures.ts';
import { addAddress } from '../testing/order-test-data.ts';
import { placeOrder, type TestShopper } from '../testing/order-test-orders.ts';
import { movesInto, newKey, pay, walletBooks } from '../testing/payment-test-kit.ts';
import { shippingGoods } from '../testing/shipping-goods.ts';
import { createTestApp } from '../testing/test-app.ts';
import { twinInstance } from '../testing/twin-instance.ts';

/**
 * Two whole instances of the app on one PostgreSQL, as behind a load balancer: each runs the job queue, the domain
 * event dispatcher and the sweeps. Work that arrives at both at once, or that both could pick up, is done once:
 * sessions, commits, payments, the overdue sweep, refunds through events, chat.
 */

// Orders here may stay unpaid for no time at all, and both instances sweep every second.
const a = await createTestApp({ orderSweepSeconds: 1 });
const b = await twinInstance(a);
const [[sku]] = await shippingGoods(a.db, 1, 0, { stock: 10_000, price: 1000 });
const stockOf = async () => (await a.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, sku.id)))[0]!.stock;

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(a.db);
  await addAddress(a.db, user.userId);
  return user;
}

describe('two instances on one database', () => {
  it('accept a session on either, and a logout on one ends it on both', async () => {
    const user = await shopper();
    for (const side of [a, b]) expect((await side.call(queryUserInfo, {}, { token: user.token })).body.code).toBe(1000);
    expect((await a.call(appLogout, {}, { token: user.token })).body.code).toBe(1000);
    expect((await b.call(queryUserInfo, {}, { token: user.token })).body.code).toBe(1002);
  });

  it('make one set of orders of a checkout committed on both at once, and one payment of a key sent to both', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, shopper));
    const before = await stockOf();
    await Promise.all(
      users.map(async (user) => {
        const opened = (await a.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 2 }, { token: user.token })).body.data!;
        const { checkoutNumber: number } = (await b.call(checkoutNumber, { checkoutId: opened.checkoutId }, { token: user.token })).body.data!;
        const commit = { checkoutId: opened.checkoutId, checkoutNumber: number, payAmount: opened.payAmount };
        const answers = await Promise.all([a, b].map((side) => side.call(commitOrder, commit, { token: user.token })));
        const won = answers.filter((r) => r.body.code === 1000);
        expect(won.length, JSON.stringify(answers.map((r) => r.body.message))).toBeGreaterThanOrEqual(1);
        const orderIds = won[0]!.body.data!.orderIds;
        // A second success is the first answered again, never a second order.
        for (const r of won) expect(r.body.data!.orderIds).toEqual(orderIds);
        const key = newKey();
        const paid = await Promise.all([a, b].map((side) => pay(side, user, orderIds, 4, key)));
        const numbers = new Set(paid.filter((r) => r.body.code === 1000).map((r) => r.body.data!.orderInfo.paymentNo));
        expect(numbers.size).toBe(1);
      }),
    );
    const orders = await a.db.select({ id: saleOrder.id }).from(saleOrder).where(inArray(saleOrder.accountId, users.map((u) => u.userId)));
    expect(orders).toHaveLength(users.length);
    const payments = await a.db.execute<{ n: number }>(sql`select count(*)::int as n from ${payment} p where p.account_id in ${users.map((u) => u.userId)}`);
    expect(payments.rows[0]!.n).toBe(users.length);
    expect(await stockOf()).toBe(before - 2 * users.length);
  });

  it('cancel each overdue order once, whichever instance sweeps it, giving its stock back once', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, shopper));
    const before = await stockOf();
    const ids = await Promise.all(users.map((user, i) => placeOrder(i % 2 ? b : a, user, sku, 3)));
    await a.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(inArray(saleOrder.id, ids));
    const open = async () => (await a.db.select({ id: saleOrder.id }).from(saleOrder).where(inArray(saleOrder.id, ids))).length
      - (await a.db.select({ id: saleOrder.id }).from(saleOrder).where(sql`${saleOrder.id} in ${ids} and ${saleOrder.status} = 'terminated'`)).length;
    await expect.poll(open, { timeout: 20_000, interval: 250 }).toBe(0);
    for (const id of ids) expect(await movesInto(a, id, 'terminated')).toBe(1);
    expect(await stockOf()).toBe(before);
  });

  it('refund each cancelled wallet order once, the events delivered by either instance', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, shopper));
    for (const user of users) await ensureWallet(a.db, user.userId, a.config.payment.walletDemoAmount);
    const ids = await Promise.all(
      users.map(async (user, i) => {
        const id = await placeOrder(i % 2 ? a : b, user, sku);
        expect((await pay(i % 2 ? b : a, user, [id], 1)).body.data!.isPayed).toBe(true);
        // Cancelled on both at once: one move to terminated, one refund.
        const cancels = await Promise.all([a, b].map((side) => side.call(cancelOrder, { orderId: id }, { token: user.token })));
        expect(cancels.map((r) => r.body.code)).toEqual([1000, 1000]);
        return id;
      }),
    );
    const settled = async () =>
      (await a.db.select({ id: paymentRefund.id }).from(paymentRefund).where(sql`${paymentRefund.orderId} in ${ids} and ${paymentRefund.status} = 'settled'`)).length;
    await expect.poll(settled, { timeout: 20_000, interval: 250 }).toBe(ids.length);
    expect(await a.db.select({ id: paymentRefund.id }).from(paymentRefund).where(inArray(paymentRefund.orderId, ids))).toHaveLength(ids.length);
    for (const user of users) {
      const books = await walletBooks(a, user.userId);
      // Paid and refunded: back to the opening balance, and the cached balance agrees with the entries.
      expect(books.balance).toBe(a.config.payment.walletDemoAmount);
      expect(books.entries).toBe(books.balance);
    }
    for (const id of ids) expect(await movesInto(a, id, 'terminated')).toBe(1);
    const deliveries = await a.db.execute<{ pending: number }>(sql`
      select count(*)::int as pending from event_delivery d join domain_event e on e.id = d.event_id
      where e.subject in ${ids.map(String)} and d.done_at is null`);
    expect(deliveries.rows[0]!.pending).toBe(0);
  });

  it('store a chat message sent to both at once once, in one sequence', async () => {
    const user = await shopper();
    const conversationId = await conversationWith(a, user.token, sku.shopId);
    const ids = Array.from({ length: 6 }, clientId);
    await Promise.all(ids.flatMap((id, i) => [sayAs(a, user.token, conversationId, `hello ${i}`, id), sayAs(b, user.token, conversationId, `hello ${i}`, id)]));
    const record = (await b.call(readChatRecord, { conversationId }, { token: user.token })).body.data!;
    const mine = record.list.filter((m) => m.side === 'shopper');
    expect(mine).toHaveLength(ids.length);
    const seqs = record.list.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});
