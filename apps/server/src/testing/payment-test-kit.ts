import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { commitOrder } from '@mall/contract/order/commit-order';
import { createPayment } from '@mall/contract/payment/create-payment';
import { executePayment } from '@mall/contract/payment/execute-payment';
import type { PayChannel } from '@mall/contract/payment/payment-fields';
import type { TestApp } from './test-app.ts';
import { createTestUser } from './fixtures.ts';
import type { TestSku } from './shipping-goods.ts';
import { addAddress } from './order-test-data.ts';
import type { TestShopper } from './order-test-orders.ts';
import { saleOrder, saleOrderEvent } from '../modules/order/order.tables.ts';
import { ledgerAccount, ledgerBalance, ledgerEntry } from '../modules/wallet/wallet.tables.ts';

/** Helpers of the payment tests: shoppers, orders of one commit, payments through the real calls, merchants. */

export async function shopper(t: TestApp): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}

/** Puts one of each SKU in the cart and commits them together: one order per shop, one commit. Answers the order ids. */
export async function commitTogether(t: TestApp, user: TestShopper, skus: TestSku[]): Promise<number[]> {
  const cartIds: number[] = [];
  for (const sku of skus) {
    const added = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 }, { token: user.token });
    expect(added.body.code, added.body.message).toBe(1000);
    cartIds.push(added.body.data!.cartId);
  }
  const opened = await t.call(checkoutCart, { cartIds }, { token: user.token });
  expect(opened.body.code, opened.body.message).toBe(1000);
  const c = opened.body.data!;
  const number = (await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token })).body.data!.checkoutNumber;
  const done = await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, { token: user.token });
  expect(done.body.code, done.body.message).toBe(1000);
  return done.body.data!.orderIds;
}

export const newKey = () => `k_${randomBytes(8).toString('hex')}`;

/** payment/create as the web app calls it; the envelope as it came. */
export function pay(t: TestApp, user: TestShopper, orderIds: number[], payChannel: PayChannel, requestKey = newKey()) {
  return t.call(createPayment, { orderIds, payChannel, requestKey }, { token: user.token });
}

/** Creates a sandbox (or scan) payment and answers its number and signed package. */
export async function signedPayment(t: TestApp, user: TestShopper, orderIds: number[], payChannel: PayChannel = 4) {
  const res = await pay(t, user, orderIds, payChannel);
  expect(res.body.code, res.body.message).toBe(1000);
  const body = res.body.data!;
  return { paymentNo: body.orderInfo.paymentNo, amount: body.orderInfo.amount, pkg: body.data! };
}

/** Confirms a signed package (no login: the signature is the proof). */
export function execute(t: TestApp, p: { paymentNo: string; pkg: { timeStamp: string; nonceStr: string; package: string; paySign: string } }) {
  return t.call(executePayment, { paymentNo: p.paymentNo, ...p.pkg });
}

export const orderStatus = async (t: TestApp, id: number) => (await t.db.select({ status: saleOrder.status }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.status;

/** How many times an order moved into a status. */
export async function movesInto(t: TestApp, orderId: number, status: string): Promise<number> {
  const rows = await t.db.select({ to: saleOrderEvent.toStatus }).from(saleOrderEvent).where(eq(saleOrderEvent.orderId, orderId));
  return rows.filter((r) => r.to === status).length;
}

/** The wallet's balance and the sum of its ledger entries (they must agree), and how many entries it has. */
export async function walletBooks(t: TestApp, accountId: number): Promise<{ balance: number; entries: number; count: number }> {
  const key = `shopper:${accountId}:money`;
  const [row] = await t.db.execute<{ balance: number | null; sum: number; count: number }>(sql`
    select (select b.balance from ${ledgerBalance} b where b.account_id = a.id)::int as balance,
      coalesce((select sum(e.amount) from ${ledgerEntry} e where e.account_id = a.id), 0)::int as sum,
      (select count(*) from ${ledgerEntry} e where e.account_id = a.id)::int as count
    from ${ledgerAccount} a where a.key = ${key}`).then((r) => r.rows);
  return { balance: row?.balance ?? 0, entries: row?.sum ?? 0, count: row?.count ?? 0 };
}

/** The wallet entries of a shopper, oldest first, with their causes. */
export async function walletEntries(t: TestApp, accountId: number) {
  const rows = await t.db.execute<{ amount: number; cause_type: string; cause_id: string; balance_after: number }>(sql`
    select e.amount::int, e.cause_type, e.cause_id, e.balance_after::int from ${ledgerEntry} e join ${ledgerAccount} a on a.id = e.account_id
    where a.key = ${`shopper:${accountId}:money`} order by e.id`);
  return rows.rows.map((r) => ({ amount: r.amount, causeType: r.cause_type, causeId: r.cause_id, balanceAfter: r.balance_after }));
}

/** Delivers every domain event due now (and those they cause), so a test sees what subscribers do. */
export async function settleEvents(t: TestApp): Promise<void> {
  while ((await t.domainEvents.drain()) > 0);
}
