import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { listPayMethods } from '@mall/contract/payment/list-pay-methods';
import { queryShopRechargeDetail } from '@mall/contract/payment/query-shop-recharge-detail';
import { queryShopRechargeStatus } from '@mall/contract/payment/query-shop-recharge-status';
import { takeShopRechargeOrder } from '@mall/contract/payment/take-shop-recharge-order';
import { joinShopPlus } from '@mall/contract/shop/join-shop-plus';
import { queryPlusBenefit } from '@mall/contract/shop/query-plus-benefit';
import { queryShopBalance } from '@mall/contract/shop/query-shop-balance';
import { queryShopBalanceFlow } from '@mall/contract/shop/query-shop-balance-flow';
import { queryShopBalances } from '@mall/contract/shop/query-shop-balances';
import { queryShopDenomination } from '@mall/contract/shop/query-shop-denomination';
import { queryShopMember } from '@mall/contract/shop/query-shop-member';
import { createTestApp } from '../../testing/test-app.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, type TestShopper } from '../../testing/order-test-orders.ts';
import { execute, newKey, orderStatus, pay, settleEvents, shopper } from '../../testing/payment-test-kit.ts';
import { shopPlus, shopPlusMember } from '../shop/shop-plus.tables.ts';
import { ledgerAccount, ledgerBalance, ledgerEntry } from '../wallet/wallet.tables.ts';
import { settlePayment } from './payment-settle.ts';
import { payment, paymentRefund } from './payment.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 7, { stock: 5000, price: 1000 });
const SHOP = a!.shopId;
const OTHER = b!.shopId;
await t.db
  .insert(shopPlus)
  .values({ shopId: SHOP, enabled: true, benefits: [{ en: 'Free gift wrap', zh: '免费礼品包装', ja: '無料ギフト包装' }], denominations: [{ amount: 10_000, bonus: 1_000 }, { amount: 5_000, bonus: 0 }] })
  .onConflictDoUpdate({ target: shopPlus.shopId, set: { enabled: true, denominations: [{ amount: 10_000, bonus: 1_000 }, { amount: 5_000, bonus: 0 }] } });
await t.db.delete(shopPlus).where(eq(shopPlus.shopId, OTHER));

const as = (user: TestShopper) => ({ token: user.token });
const balance = async (user: TestShopper, shopId = SHOP) => (await t.call(queryShopBalance, { shopId }, as(user))).body.data!.balance;

/** The shopper's stored value as the cached balance and as the sum of its entries. */
async function books(accountId: number, shopId = SHOP) {
  const key = `shopper:${accountId}:shop:${shopId}`;
  const [row] = await t.db
    .select({ balance: ledgerBalance.balance, sum: sql<number>`(select coalesce(sum(e.amount), 0)::int from ${ledgerEntry} e where e.account_id = ${ledgerAccount.id})` })
    .from(ledgerAccount)
    .innerJoin(ledgerBalance, eq(ledgerBalance.accountId, ledgerAccount.id))
    .where(eq(ledgerAccount.key, key));
  return { balance: Number(row?.balance ?? 0), sum: Number(row?.sum ?? 0) };
}

async function member(): Promise<TestShopper> {
  const user = await shopper(t);
  expect((await t.call(joinShopPlus, { shopId: SHOP }, as(user))).body.code).toBe(1000);
  return user;
}

/** Takes a sandbox top-up and confirms it. */
async function topUp(user: TestShopper, amount: number) {
  const res = await t.call(takeShopRechargeOrder, { shopId: SHOP, amount, payChannel: 4, requestKey: newKey() }, as(user));
  expect(res.body.code, res.body.message).toBe(1000);
  const r = { paymentNo: res.body.data!.paymentNo, pkg: res.body.data!.data! };
  expect((await execute(t, r)).body.code).toBe(1000);
  return r;
}

describe('membership', () => {
  it('shows the benefits and denominations; joining twice at once makes one member', async () => {
    const benefit = await t.call(queryPlusBenefit, { shopId: SHOP }, { lang: 'zh' });
    expect(benefit.body.data).toMatchObject({ shopId: SHOP, enabled: true, benefits: ['免费礼品包装'] });
    expect((await t.call(queryShopDenomination, { shopId: SHOP })).body.data!.list.map((d) => d.amount)).toEqual([5_000, 10_000]);
    expect((await t.call(queryPlusBenefit, { shopId: OTHER })).body.data).toMatchObject({ enabled: false, benefits: [] });
    expect((await t.call(queryPlusBenefit, { shopId: 2_000_000_000 })).body.code).toBe(1004);
    const user = await shopper(t);
    expect((await t.call(queryShopMember, { shopId: SHOP }, as(user))).body.data).toMatchObject({ member: false, joinedAt: null });
    const joins = await Promise.all([1, 2, 3].map(() => t.call(joinShopPlus, { shopId: SHOP }, as(user))));
    for (const j of joins) expect(j.body.data, j.body.message).toMatchObject({ member: true });
    expect(await t.db.$count(shopPlusMember, and(eq(shopPlusMember.shopId, SHOP), eq(shopPlusMember.accountId, user.userId)))).toBe(1);
    expect((await t.call(joinShopPlus, { shopId: OTHER }, as(user))).body.code).toBe(4960);
  });
});

describe('topping up', () => {
  it('refuses non-members (4961), bad amounts (1001), and a key reused for another amount (4962)', async () => {
    const stranger = await shopper(t);
    expect((await t.call(takeShopRechargeOrder, { shopId: SHOP, amount: 1000, requestKey: newKey() }, as(stranger))).body.code).toBe(4961);
    const user = await member();
    for (const amount of [0, -1, 10.5, 5_000_001]) expect((await t.call(takeShopRechargeOrder, { shopId: SHOP, amount, requestKey: newKey() }, as(user))).body.code).toBe(1001);
    expect((await t.call(takeShopRechargeOrder, { shopId: SHOP, amount: 1000, payChannel: 1, requestKey: newKey() }, as(user))).body.code).toBe(4901);
    const requestKey = newKey();
    const [one, two] = await Promise.all([1, 2].map(() => t.call(takeShopRechargeOrder, { shopId: SHOP, amount: 2000, requestKey }, as(user))));
    expect(one!.body.data!.paymentNo).toBe(two!.body.data!.paymentNo);
    expect((await t.call(takeShopRechargeOrder, { shopId: SHOP, amount: 3000, requestKey }, as(user))).body.code).toBe(4962);
  });

  it('credits the amount and the bonus exactly once under raced settles; others see NOT_FOUND', async () => {
    const user = await member();
    const res = await t.call(takeShopRechargeOrder, { shopId: SHOP, amount: 10_000, requestKey: newKey() }, as(user));
    expect(res.body.data).toMatchObject({ amount: 10_000, bonus: 1_000, status: 'pending', shopId: SHOP });
    const r = { paymentNo: res.body.data!.paymentNo, pkg: res.body.data!.data! };
    const [p] = await t.db.select({ id: payment.id }).from(payment).where(eq(payment.paymentNo, r.paymentNo));
    const by = { actor: 'shopper' as const, actorId: user.userId };
    await Promise.all([execute(t, r), execute(t, r), settlePayment(t.db, p!.id, by), settlePayment(t.db, p!.id, by), execute(t, r)]);
    expect(await books(user.userId)).toEqual({ balance: 11_000, sum: 11_000 });
    expect((await t.call(queryShopRechargeStatus, { paymentNo: r.paymentNo }, as(user))).body.data).toEqual({ paymentNo: r.paymentNo, status: 'paid', isPayed: true });
    expect((await t.call(queryShopRechargeDetail, { paymentNo: r.paymentNo }, as(user))).body.data).toMatchObject({ balance: 11_000, bonus: 1_000 });
    const flow = await t.call(queryShopBalanceFlow, { shopId: SHOP, pageSize: 1 }, as(user));
    expect(flow.body.data!.list.map((e) => e.cause)).toEqual(['shop_recharge_bonus']);
    const rest = await t.call(queryShopBalanceFlow, { shopId: SHOP, pageSize: 5, after: flow.body.data!.next! }, as(user));
    expect(rest.body.data!.list).toMatchObject([{ cause: 'shop_recharge', amount: 10_000, ref: r.paymentNo }]);
    expect(rest.body.data!.next).toBeNull();
    const multi = await t.call(queryShopBalances, {}, as(user));
    expect(multi.body.data!.list).toMatchObject([{ shopId: SHOP, balance: 11_000 }]);
    const other = await member();
    for (const call of [queryShopRechargeStatus, queryShopRechargeDetail] as const) expect((await t.call(call, { paymentNo: r.paymentNo }, as(other))).body.code).toBe(1004);
  });
});

describe('paying with the shop balance', () => {
  it('is offered and pays only orders of that shop; an order of another shop is refused', async () => {
    const user = await member();
    await topUp(user, 5_000);
    const mine = await placeOrder(t, user, a!);
    const theirs = await placeOrder(t, user, b!);
    const methods = async (ids: number[]) => (await t.call(listPayMethods, { orderIds: ids }, as(user))).body.data!.methods.map((m) => m.payChannel);
    expect(await methods([mine])).toContain(7);
    expect(await methods([theirs])).not.toContain(7);
    expect((await pay(t, user, [theirs], 7)).body.code).toBe(4964);
    expect((await pay(t, user, [mine, theirs], 7)).body.code).toBe(4964);
    const stranger = await shopper(t);
    expect((await pay(t, stranger, [await placeOrder(t, stranger, a!)], 7)).body.code).toBe(4964);
    const paid = await pay(t, user, [mine], 7);
    expect(paid.body.code, paid.body.message).toBe(1000);
    expect(paid.body.data).toMatchObject({ isPayed: true, payChannel: 7 });
    expect(await orderStatus(t, mine)).toBe('shipping');
    const amount = paid.body.data!.orderInfo.amount;
    expect(await books(user.userId)).toEqual({ balance: 5_000 - amount, sum: 5_000 - amount });
    expect(await balance(user, OTHER)).toBe(0);
  });

  it('two tabs paying two orders against a balance covering one: exactly one succeeds, nothing negative', async () => {
    const user = await member();
    const one = await placeOrder(t, user, a!);
    const two = await placeOrder(t, user, a!);
    const [[p1]] = [await t.db.select({ amount: sql<number>`pay_amount` }).from(sql`sale_order`).where(sql`id = ${one}`)];
    await topUp(user, Number(p1!.amount) + 500);
    const results = await Promise.all([pay(t, user, [one], 7), pay(t, user, [two], 7)]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([1000, 4963]);
    expect(await books(user.userId)).toEqual({ balance: 500, sum: 500 });
    expect(await t.db.$count(payment, and(eq(payment.accountId, user.userId), eq(payment.channel, 7)))).toBe(1);
  });

  it('a short balance is refused with 4963 and nothing changes', async () => {
    const user = await member();
    await topUp(user, 100);
    const id = await placeOrder(t, user, a!);
    expect((await pay(t, user, [id], 7)).body.code).toBe(4963);
    expect(await orderStatus(t, id)).toBe('paying');
    expect(await books(user.userId)).toEqual({ balance: 100, sum: 100 });
  });

  it('a refund goes back to the shop balance once', async () => {
    const user = await member();
    await topUp(user, 5_000);
    const id = await placeOrder(t, user, a!);
    const paid = await pay(t, user, [id], 7);
    const amount = paid.body.data!.orderInfo.amount;
    const codes = await Promise.all([1, 2].map(() => t.call(cancelOrder, { orderId: id, reason: 'ordered twice' }, as(user)).then((r) => r.body.code)));
    expect(codes).toEqual([1000, 1000]);
    await settleEvents(t);
    await settleEvents(t);
    const refunds = await t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ channel: 7, amount, status: 'settled' });
    expect(await books(user.userId)).toEqual({ balance: 5_000, sum: 5_000 });
    const flow = await t.call(queryShopBalanceFlow, { shopId: SHOP }, as(user));
    expect(flow.body.data!.list.map((e) => e.cause)).toEqual(['refund', 'payment', 'shop_recharge']);
  });
});

describe('the books of stored value', () => {
  it('every stored value equals the sum of its entries, none is negative, and all entries sum to zero', async () => {
    const rows = await t.db.execute<{ bad: number; negative: number; total: number }>(sql`
      select
        (select count(*)::int from ${ledgerAccount} a join ${ledgerBalance} b on b.account_id = a.id
          where a.asset = 'shop_value' and b.balance <> (select coalesce(sum(e.amount), 0) from ${ledgerEntry} e where e.account_id = a.id)) as bad,
        (select count(*)::int from ${ledgerAccount} a join ${ledgerBalance} b on b.account_id = a.id where a.asset = 'shop_value' and b.balance < 0) as negative,
        (select coalesce(sum(e.amount), 0)::int from ${ledgerEntry} e join ${ledgerAccount} a on a.id = e.account_id where a.asset = 'shop_value') as total`);
    expect(rows.rows[0]).toEqual({ bad: 0, negative: 0, total: 0 });
    expect(await t.db.$count(ledgerAccount, eq(ledgerAccount.asset, 'shop_value'))).toBeGreaterThan(3);
  });
});
