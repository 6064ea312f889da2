import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryScoreBalance } from '@mall/contract/loyalty/query-score-balance';
import { queryScoreDenomination } from '@mall/contract/loyalty/query-score-denomination';
import { queryScoreFlow } from '@mall/contract/loyalty/query-score-flow';
import { queryScoreRules } from '@mall/contract/loyalty/query-score-rules';
import { createTestApp } from '../../testing/test-app.ts';
import { completedOrder } from '../../testing/invoice-test-kit.ts';
import { settleEvents, shopper } from '../../testing/payment-test-kit.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { ORDER_EVENTS } from '../order/order.api.ts';
import { saleOrder, saleOrderGoods } from '../order/order.tables.ts';
import { requestRefund } from '../payment/payment.api.ts';
import { balanceOf, post } from '../wallet/wallet.api.ts';
import { pointsLot } from '../wallet/wallet.tables.ts';
import { earnForOrder, ISSUED_POINTS } from './loyalty-points.ts';
import { expiryOf, pointsFor, takeBackTotal } from './loyalty-rules.ts';
import { pointsEarning, pointsTakeBack } from './loyalty.tables.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 3, { stock: 1000, price: 1000 });
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });

async function completedAndSettled(user: Awaited<ReturnType<typeof shopper>>, quantity: number) {
  const order = await completedOrder(t, user, sku!, quantity);
  await settleEvents(t);
  return order;
}

async function refund(orderId: number, quantity: number | 'all', key: string) {
  const [line] = await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId));
  const r = await t.db.transaction((tx) =>
    requestRefund(tx, { orderId, reason: 'test', requestKey: key, by: { actor: 'platform', actorId: null }, ...(quantity === 'all' ? {} : { lines: [{ orderLineId: line!.id, quantity }] }) }),
  );
  await settleEvents(t);
  return r!;
}

describe('score points rules', () => {
  it('earns 1 point per whole unit, expires at the end of the 12th month after, and takes back proportionally', () => {
    expect(pointsFor(12_399)).toBe(123);
    expect(pointsFor(99)).toBe(0);
    expect(expiryOf(new Date('2026-11-26T13:00:00Z')).toISOString()).toBe('2027-11-30T23:59:59.000Z');
    expect(expiryOf(new Date('2026-01-31T23:59:59Z')).toISOString()).toBe('2027-01-31T23:59:59.000Z');
    expect(takeBackTotal(123, 12_399, 4_133)).toBe(41);
    expect(takeBackTotal(123, 12_399, 4_000)).toBe(39);
    expect(takeBackTotal(123, 12_399, 12_399)).toBe(123);
    expect(takeBackTotal(123, 12_399, 20_000)).toBe(123);
    expect(takeBackTotal(0, 0, 10)).toBe(0);
  });
});

describe('earning score points', () => {
  it('a completed order earns its points once, even when its event is delivered twice, as one lot expiring by rule', async () => {
    const user = await shopper(t);
    const { orderId, paid } = await completedAndSettled(user, 3);
    const earned = pointsFor(paid);
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(earned);
    // The same event again (a redelivery), and the handler called again directly: nothing more.
    const [order] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, orderId));
    await t.db.transaction((tx) =>
      publishEvent(tx, { type: ORDER_EVENTS.completed, subject: orderId, payload: { orderId, accountId: user.userId, shopId: order!.shopId, checkoutNumber: order!.checkoutNumber, payAmount: order!.payAmount, from: 'receiving', to: 'completed', actor: 'platform', actorId: null, note: '' } }),
    );
    await settleEvents(t);
    expect(await t.db.transaction((tx) => earnForOrder(tx, { orderId, accountId: user.userId, payAmount: paid }))).toBe(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(earned);
    const [earning] = await t.db.select().from(pointsEarning).where(eq(pointsEarning.orderId, orderId));
    expect(earning).toMatchObject({ accountId: user.userId, points: earned, orderNo: order!.orderNo });
    const lots = await t.db.execute<{ amount: number; expires_at: Date }>(sql`select l.amount, l.expires_at from ${pointsLot} l join ledger_account a on a.id = l.account_id where a.key = ${`shopper:${user.userId}:points`}`);
    expect(lots.rows).toHaveLength(1);
    expect(new Date(lots.rows[0]!.expires_at).getTime()).toBe(earning!.expiresAt.getTime());
    expect(earning!.expiresAt.getUTCSeconds()).toBe(59);
  });

  it('a refund takes back its share of the points, partial refunds adding up to no more than was earned', async () => {
    const user = await shopper(t);
    const { orderId, paid } = await completedAndSettled(user, 3);
    const earned = pointsFor(paid);
    const first = await refund(orderId, 1, `loyalty-a-${orderId}`);
    const afterFirst = earned - takeBackTotal(earned, paid, first.amount);
    expect(await balanceOf(t.db, points(user.userId))).toBe(afterFirst);
    expect(afterFirst).toBeLessThan(earned);
    await refund(orderId, 'all', `loyalty-b-${orderId}`);
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    const rows = await t.db.select().from(pointsTakeBack).where(eq(pointsTakeBack.orderId, orderId));
    expect(rows.reduce((s, r) => s + r.taken!, 0)).toBe(earned);
    // The flow names each cause.
    const flow = await t.call(queryScoreFlow, {}, { token: user.token });
    expect(flow.body.data!.list.map((e) => e.kind)).toEqual(['taken_back', 'taken_back', 'earned']);
    expect(flow.body.data!.list.every((e) => e.orderId === orderId)).toBe(true);
  });

  it('takes back only what the shopper still holds when they already spent the points', async () => {
    const user = await shopper(t);
    const { orderId, paid } = await completedAndSettled(user, 2);
    const earned = pointsFor(paid);
    await t.db.transaction((tx) => post(tx, { cause: { type: 'test_spend', id: orderId }, moves: [{ account: points(user.userId), amount: -(earned - 5) }, { account: ISSUED_POINTS, amount: earned - 5 }] }));
    await refund(orderId, 'all', `loyalty-c-${orderId}`);
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    const [row] = await t.db.select().from(pointsTakeBack).where(eq(pointsTakeBack.orderId, orderId));
    expect(row).toMatchObject({ due: earned, taken: 5 });
  });
});

describe('score points calls', () => {
  it('answers the balance with what expires soonest, the flow a keyset page at a time, the denomination and the public rules', async () => {
    const user = await shopper(t);
    const empty = await t.call(queryScoreBalance, {}, { token: user.token });
    expect(empty.body.data).toEqual({ balance: 0, expiring: null });
    const { paid } = await completedAndSettled(user, 1);
    await completedAndSettled(user, 2);
    const total = pointsFor(paid) + pointsFor((await t.db.select().from(pointsEarning).where(eq(pointsEarning.accountId, user.userId))).reduce((s, r) => s + r.payAmount, 0) - paid);
    const balance = await t.call(queryScoreBalance, {}, { token: user.token });
    expect(balance.body.data!.balance).toBe(total);
    expect(balance.body.data!.expiring!.points).toBe(total);

    const page1 = await t.call(queryScoreFlow, { pageSize: 1 }, { token: user.token });
    expect(page1.body.data!.list).toHaveLength(1);
    expect(page1.body.data!.list[0]!.title).toContain(page1.body.data!.list[0]!.orderNo!);
    const page2 = await t.call(queryScoreFlow, { pageSize: 1, after: page1.body.data!.next! }, { token: user.token });
    expect(page2.body.data!.list).toHaveLength(1);
    expect(page2.body.data!.next).toBeNull();
    expect(page2.body.data!.list[0]!.entryId).toBeLessThan(page1.body.data!.list[0]!.entryId);

    const zh = await t.call(queryScoreFlow, {}, { token: user.token, lang: 'zh' });
    expect(zh.body.data!.list[0]!.title).toContain('订单');

    const denomination = await t.call(queryScoreDenomination, {}, { token: user.token });
    expect(denomination.body.data).toMatchObject({ balance: total, pointsPerUnit: 100, minorPerPoint: 100, validMonths: 12, worth: total });
    const rules = await t.call(queryScoreRules, {});
    expect(rules.body.code).toBe(1000);
    expect(rules.body.data!.rules.length).toBeGreaterThan(2);
  });

  it('shows a shopper only their own points, and refuses bad input and visitors', async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    await completedAndSettled(owner, 1);
    expect((await t.call(queryScoreFlow, {}, { token: other.token })).body.data!.list).toEqual([]);
    expect((await t.call(queryScoreBalance, {}, { token: other.token })).body.data!.balance).toBe(0);
    expect((await t.call(queryScoreBalance, {})).body.code).toBe(1002);
    expect((await t.call(queryScoreFlow, {})).body.code).toBe(1002);
    const bad = [{ after: 'not-a-cursor' }, { pageSize: 0 }, { pageSize: 51 }, { userId: owner.userId }];
    for (const body of bad) {
      const res = await t.call(queryScoreFlow, body, { token: other.token });
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.call(queryScoreBalance, { accountId: owner.userId }, { token: other.token })).body.code).toBe(1001);
  });
});
