import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryOperatorActions } from '@mall/contract/audit/query-operator-actions';
import { queryPlatformOrder, queryPlatformOrders } from '@mall/contract/order/platform-orders';
import { applyWithdrawOrder } from '@mall/contract/wallet/apply-withdraw-order';
import { queryPlatformWithdraws, rejectPlatformWithdraw } from '@mall/contract/wallet/platform-withdraws';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { newKey, shopper } from '../../testing/payment-test-kit.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { isOperatorAction, subjectOf } from '../../platform/operator-actions.ts';
import { account } from '../account/account.tables.ts';
import { ensureWallet } from '../wallet/wallet.api.ts';

const t = await createTestApp();
const finance = await createTestOperator(t.db, 'finance');
const admin = await createTestOperator(t.db, 'admin');
const support = await createTestOperator(t.db, 'support');

async function appliedWithdrawal(): Promise<number> {
  const user = await createTestUser(t.db);
  await t.db.update(account).set({ alipayReceiveAccount: 'alice@example.com' }).where(eq(account.id, user.userId));
  await ensureWallet(t.db, user.userId, 50_000);
  const res = await t.call(applyWithdrawOrder, { amount: 2_000, requestKey: newKey() }, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.withdrawId;
}

describe('the audit log', () => {
  it('records an operator action with who, what, the subject before and after; not a read, nor a refused action', async () => {
    const withdrawId = await appliedWithdrawal();
    const before = await t.db.$count(operatorAction);
    await t.call(queryPlatformWithdraws, { state: 'applied' }, { token: finance.token });
    // Refused: support may not, and an empty reason is invalid; neither changed anything, neither is logged.
    expect((await t.call(rejectPlatformWithdraw, { withdrawId, reason: 'No' }, { token: support.token })).body.code).toBe(1003);
    expect((await t.call(rejectPlatformWithdraw, { withdrawId, reason: ' ' }, { token: finance.token })).body.code).toBe(1001);
    expect(await t.db.$count(operatorAction)).toBe(before);

    const rejected = await t.call(rejectPlatformWithdraw, { withdrawId, reason: 'Account name does not match' }, { token: finance.token });
    expect(rejected.body.code, rejected.body.message).toBe(1000);
    const log = await t.call(queryOperatorActions, { subject: `withdrawId:${withdrawId}` }, { token: admin.token });
    expect(log.body.data!.list).toEqual([
      expect.objectContaining({
        operatorId: finance.userId,
        action: 'platform/withdraw/reject',
        subject: `withdrawId:${withdrawId}`,
        request: { withdrawId, reason: 'Account name does not match' },
        before: expect.objectContaining({ withdrawId, state: 'applied' }),
        after: expect.objectContaining({ withdrawId, state: 'rejected' }),
      }),
    ]);
  });

  it('is read by admins only, newest first, a keyset page at a time, of one operator', async () => {
    for (let i = 0; i < 3; i++) {
      const withdrawId = await appliedWithdrawal();
      await t.call(rejectPlatformWithdraw, { withdrawId, reason: `Reason ${i}` }, { token: admin.token });
    }
    expect((await t.call(queryOperatorActions, {}, { token: finance.token })).body.code).toBe(1003);
    expect((await t.call(queryOperatorActions, {}, { token: support.token })).body.code).toBe(1003);
    expect((await t.call(queryOperatorActions, {}, { token: (await createTestUser(t.db)).token })).body.code).toBe(1003);
    const first = await t.call(queryOperatorActions, { operatorId: admin.userId, pageSize: 2 }, { token: admin.token });
    const second = await t.call(queryOperatorActions, { operatorId: admin.userId, pageSize: 2, after: first.body.data!.next! }, { token: admin.token });
    const ids = [...first.body.data!.list, ...second.body.data!.list].map((a) => a.actionId);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(second.body.data!.next).toBeNull();
    expect((await t.call(queryOperatorActions, { after: 'nonsense!' }, { token: admin.token })).body.code).toBe(1001);
    expect((await t.call(queryOperatorActions, { subject: "x' or 1=1" }, { token: admin.token })).body.code).toBe(1001);
  });

  it('knows an action from a read, names the subject, and keeps secrets out', () => {
    expect(isOperatorAction('platform/withdraw/pay')).toBe(true);
    expect(isOperatorAction('platform/withdraw/query')).toBe(false);
    expect(isOperatorAction('platform/merchant/apply/details')).toBe(false);
    expect(isOperatorAction('platform/chat/record')).toBe(false);
    expect(isOperatorAction('platform/chat/reply')).toBe(true);
    expect(isOperatorAction('user/info/update')).toBe(false);
    expect(subjectOf({ reason: 'x', complaintId: 4 })).toBe('complaintId:4');
    expect(subjectOf({ text: 'hi' })).toBe('');
  });
});

describe('the console\'s orders', () => {
  it('finds any order by number, shopper, shop or status, newest first, and shows its lines and every event', async () => {
    const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 100 });
    const buyer = await shopper(t);
    const first = await placeOrder(t, buyer, sku!);
    const second = await placeOrder(t, buyer, sku!);
    await putOrderIn(t, second, 'receiving');
    const mine = await t.call(queryPlatformOrders, { accountId: buyer.userId }, { token: support.token });
    expect(mine.body.data!.list.map((o) => o.orderId)).toEqual([second, first]);
    const shipped = await t.call(queryPlatformOrders, { accountId: buyer.userId, status: 'receiving' }, { token: support.token });
    expect(shipped.body.data!.list.map((o) => o.orderId)).toEqual([second]);
    const byNo = await t.call(queryPlatformOrders, { orderNo: mine.body.data!.list[1]!.orderNo }, { token: admin.token });
    expect(byNo.body.data!.list).toEqual([expect.objectContaining({ orderId: first, shopId: sku!.shopId, accountId: buyer.userId })]);
    const page = await t.call(queryPlatformOrders, { shopId: sku!.shopId, pageSize: 1 }, { token: support.token });
    expect(page.body.data!.next).not.toBeNull();
    const next = await t.call(queryPlatformOrders, { shopId: sku!.shopId, pageSize: 1, after: page.body.data!.next! }, { token: support.token });
    expect(next.body.data!.list[0]!.orderId).toBeLessThan(page.body.data!.list[0]!.orderId);

    const detail = await t.call(queryPlatformOrder, { orderId: second }, { token: support.token });
    expect(detail.body.data!.lines).toHaveLength(1);
    expect(detail.body.data!.events.map((e) => e.to)).toEqual(['paying', 'shipping', 'receiving']);
    expect(detail.body.data!.events[0]).toMatchObject({ from: null, actor: 'shopper' });
  });

  it('is for support and admins only; a bad filter or an unknown order is answered clearly', async () => {
    const buyer = await createTestUser(t.db);
    expect((await t.call(queryPlatformOrders, {}, { token: finance.token })).body.code).toBe(1003);
    expect((await t.call(queryPlatformOrders, {}, { token: buyer.token })).body.code).toBe(1003);
    expect((await t.call(queryPlatformOrders, {})).body.code).toBe(1002);
    expect((await t.call(queryPlatformOrder, { orderId: 2_000_000_000 }, { token: support.token })).body.code).toBe(1004);
    expect((await t.call(queryPlatformOrders, { orderNo: "1' or '1'='1" }, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(queryPlatformOrders, { shopId: -3 }, { token: support.token })).body.code).toBe(1001);
  });
});
