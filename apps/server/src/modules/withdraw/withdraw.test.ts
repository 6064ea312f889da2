import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { updateUserInfo } from '@mall/contract/account/update-user-info';
import { queryWalletFlow } from '@mall/contract/payment/query-wallet-flow';
import { applyWithdrawOrder } from '@mall/contract/wallet/apply-withdraw-order';
import { payPlatformWithdraw, queryPlatformWithdraws, rejectPlatformWithdraw } from '@mall/contract/wallet/platform-withdraws';
import { queryWithdrawOrders } from '@mall/contract/wallet/query-withdraw-orders';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { newKey } from '../../testing/payment-test-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { account } from '../account/account.tables.ts';
import { userMessage } from '../messaging/messaging.tables.ts';
import { balanceOf, ensureWallet, entrySum, post } from '../wallet/wallet.api.ts';
import { ledgerEntry } from '../wallet/wallet.tables.ts';
import { sandboxPayoutFaults } from './sandbox-payout.ts';
import { WITHDRAW_SETTING } from './withdraw-rules.ts';
import { sandboxPayout, withdrawOrder, withdrawPayout } from './withdraw.tables.ts';

const t = await createTestApp();
const DEMO = t.config.payment.walletDemoAmount;
const finance = await createTestOperator(t.db, 'finance');
const admin = await createTestOperator(t.db, 'admin');
const support = await createTestOperator(t.db, 'support');

type User = { userId: number; token: string };
const money = (id: number) => ({ shopper: id, asset: 'money' as const });
const frozen = (id: number) => ({ shopper: id, asset: 'money' as const, frozen: true as const });

/** A shopper with a receive account and exactly `balance` in the wallet. */
async function shopper(balance: number, receive = 'alice@example.com'): Promise<User> {
  const user = await createTestUser(t.db);
  await t.db.update(account).set({ alipayReceiveAccount: receive }).where(eq(account.id, user.userId));
  await ensureWallet(t.db, user.userId, DEMO);
  const diff = balance - (await balanceOf(t.db, money(user.userId)));
  if (diff !== 0)
    await t.db.transaction((tx) =>
      post(tx, { cause: { type: 'test_adjust', id: user.userId }, moves: [{ account: money(user.userId), amount: diff }, { account: { platform: 'adjustments', asset: 'money' }, amount: -diff }] }),
    );
  return user;
}

const apply = (user: User, body: Record<string, unknown>) => t.call(applyWithdrawOrder, body as never, { token: user.token });
const pay = (op: User, withdrawId: number) => t.call(payPlatformWithdraw, { withdrawId }, { token: op.token });
const reject = (op: User, withdrawId: number, reason = 'Account name does not match') => t.call(rejectPlatformWithdraw, { withdrawId, reason }, { token: op.token });

async function applied(user: User, amount: number): Promise<number> {
  const res = await apply(user, { amount, requestKey: newKey() });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.withdrawId;
}

async function books(id: number) {
  return {
    money: await balanceOf(t.db, money(id)),
    frozen: await balanceOf(t.db, frozen(id)),
    moneySum: await entrySum(t.db, money(id)),
    frozenSum: await entrySum(t.db, frozen(id)),
  };
}

async function expectBooks(id: number, m: number, f: number) {
  const b = await books(id);
  expect(b).toEqual({ money: m, frozen: f, moneySum: m, frozenSum: f });
}

const stateOf = async (id: number) => (await t.db.select({ state: withdrawOrder.state }).from(withdrawOrder).where(eq(withdrawOrder.id, id)))[0]!.state;

beforeEach(async () => {
  await t.settings.set(WITHDRAW_SETTING, { minAmount: 1000, feeFixed: 0, feePerMille: 6 });
  sandboxPayoutFaults.refuseNext = 0;
  sandboxPayoutFaults.timeoutsAfterPayout = 0;
});

describe('applying', () => {
  it('refuses bad amounts with 1001 and changes nothing: 0, negative, fractional, huge, a string, missing; a bad key', async () => {
    const user = await shopper(10_000);
    for (const amount of [0, -100, 10.5, 5_000_001, '1000', null]) {
      expect((await apply(user, { amount, requestKey: newKey() })).body.code, `amount ${String(amount)}`).toBe(1001);
    }
    expect((await apply(user, { requestKey: newKey() })).body.code).toBe(1001);
    expect((await apply(user, { amount: 1000 })).body.code).toBe(1001);
    expect((await apply(user, { amount: 1000, requestKey: 'short' })).body.code).toBe(1001);
    await expectBooks(user.userId, 10_000, 0);
  });

  it('refuses under the minimum (4903) at its boundary, over the balance (4350), and without a receive account (4904)', async () => {
    const user = await shopper(5_000);
    expect((await apply(user, { amount: 999, requestKey: newKey() })).body.code).toBe(4903);
    expect((await apply(user, { amount: 5_001, requestKey: newKey() })).body.code).toBe(4350);
    await expectBooks(user.userId, 5_000, 0);
    const res = await apply(user, { amount: 1000, requestKey: newKey() });
    expect(res.body.code, res.body.message).toBe(1000);
    // 0.6 % of 10.00 is 6 minor units, rounded down.
    expect(res.body.data).toMatchObject({ state: 'applied', amount: 1000, fee: 6, netAmount: 994, receiveAccount: 'alice@example.com', balance: 4_000, frozen: 1000 });
    expect((await apply(user, { amount: 4_000, requestKey: newKey() })).body.code).toBe(1000);
    await expectBooks(user.userId, 0, 5_000);

    const none = await shopper(5_000, '  ');
    expect((await apply(none, { amount: 1000, requestKey: newKey() })).body.code).toBe(4904);
    await expectBooks(none.userId, 5_000, 0);
  });

  it('sets the receive account through user/info/update, then applying works; a bad account is 1001', async () => {
    const user = await shopper(5_000, '');
    expect((await apply(user, { amount: 1000, requestKey: newKey() })).body.code).toBe(4904);
    expect((await t.call(updateUserInfo, { alipayReceiveAccount: 'a b' }, { token: user.token })).body.code).toBe(1001);
    const set = await t.call(updateUserInfo, { alipayReceiveAccount: ' bob@example.com ' }, { token: user.token });
    expect(set.body.code, set.body.message).toBe(1000);
    expect(set.body.data!.alipayReceiveAccount).toBe('bob@example.com');
    const res = await apply(user, { amount: 1000, requestKey: newKey() });
    expect(res.body.data).toMatchObject({ state: 'applied', receiveAccount: 'bob@example.com' });
  });

  it('refuses an amount the fixed fee would eat whole (4903); the fee comes from the setting', async () => {
    await t.settings.set(WITHDRAW_SETTING, { minAmount: 100, feeFixed: 200, feePerMille: 10 });
    const user = await shopper(5_000);
    expect((await apply(user, { amount: 200, requestKey: newKey() })).body.code).toBe(4903);
    const res = await apply(user, { amount: 1_000, requestKey: newKey() });
    expect(res.body.data).toMatchObject({ fee: 210, netAmount: 790 });
  });

  it('answers the same withdrawal for the same key, even twice at once; the key with another amount is 4905', async () => {
    const user = await shopper(5_000);
    const requestKey = newKey();
    const [one, two] = await Promise.all([apply(user, { amount: 2_000, requestKey }), apply(user, { amount: 2_000, requestKey })]);
    expect(one.body.code, one.body.message).toBe(1000);
    expect(two.body.code, two.body.message).toBe(1000);
    expect(two.body.data!.withdrawId).toBe(one.body.data!.withdrawId);
    expect((await apply(user, { amount: 3_000, requestKey })).body.code).toBe(4905);
    await expectBooks(user.userId, 3_000, 2_000);
  });

  it('100 applies of 10 at once against 500: exactly 50 are applied, the balance is 0 and 500 is frozen', async () => {
    await t.settings.set(WITHDRAW_SETTING, { minAmount: 10, feeFixed: 0, feePerMille: 0 });
    const user = await shopper(500);
    const results = await Promise.all(Array.from({ length: 100 }, () => apply(user, { amount: 10, requestKey: newKey() })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(50);
    expect(codes.filter((c) => c === 4350)).toHaveLength(50);
    await expectBooks(user.userId, 0, 500);
    const rows = await t.db.select().from(withdrawOrder).where(eq(withdrawOrder.accountId, user.userId));
    expect(rows).toHaveLength(50);
  });

  it("lists the caller's withdrawals newest first in keyset pages, with balance, frozen, receive account and rules; never another's", async () => {
    const user = await shopper(10_000);
    const other = await shopper(10_000);
    const ids = [await applied(user, 1_000), await applied(user, 1_100), await applied(user, 1_200)];
    await applied(other, 1_000);
    const first = await t.call(queryWithdrawOrders, { pageSize: 2 }, { token: user.token });
    expect(first.body.code, first.body.message).toBe(1000);
    expect(first.body.data).toMatchObject({ balance: 6_700, frozen: 3_300, receiveAccount: 'alice@example.com', rules: { minAmount: 1000, maxAmount: 5_000_000, feeFixed: 0, feePerMille: 6 } });
    expect(first.body.data!.list.map((w) => w.withdrawId)).toEqual([ids[2], ids[1]]);
    const second = await t.call(queryWithdrawOrders, { pageSize: 2, after: first.body.data!.next! }, { token: user.token });
    expect(second.body.data!.list.map((w) => w.withdrawId)).toEqual([ids[0]]);
    expect(second.body.data!.next).toBeNull();
    expect((await t.call(queryWithdrawOrders, { after: 'x' }, { token: user.token })).body.code).toBe(1001);

    const flow = await t.call(queryWalletFlow, {}, { token: user.token });
    expect(flow.body.data).toMatchObject({ balance: 6_700, frozen: 3_300 });
    expect(flow.body.data!.list[0]).toMatchObject({ cause: 'withdraw', amount: -1_200 });
  });
});

describe('paying and rejecting', () => {
  it('pays: the payout record with key withdraw:<id>, frozen → provider_out and fees, state paid, a message; paying again changes nothing', async () => {
    const user = await shopper(5_000);
    const id = await applied(user, 2_000);
    const res = await pay(finance, id);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ state: 'paid', netAmount: 1_988, fee: 12, payoutKey: `withdraw:${id}`, payoutRef: `sandbox:withdraw:${id}`, reviewerId: finance.userId });
    await expectBooks(user.userId, 3_000, 0);
    const entries = await t.db.select().from(ledgerEntry).where(sql`${ledgerEntry.causeType} = 'withdraw_paid' and ${ledgerEntry.causeId} = ${String(id)}`);
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-2_000, 12, 1_988]);
    expect((await pay(admin, id)).body.data!.state).toBe('paid');
    expect((await reject(finance, id)).body.code).toBe(4906);
    await expectBooks(user.userId, 3_000, 0);
    const payouts = await t.db.select().from(withdrawPayout).where(eq(withdrawPayout.withdrawId, id));
    expect(payouts).toMatchObject([{ state: 'succeeded', amount: 1_988, attempts: 1 }]);
    const messages = await t.db.select().from(userMessage).where(eq(userMessage.accountId, user.userId));
    expect(messages.some((m) => m.title.en === 'Withdrawal paid')).toBe(true);
  });

  it('rejects with a reason: the amount goes back; rejecting again answers it, paying it is 4906; an unknown id is NOT_FOUND', async () => {
    const user = await shopper(5_000);
    const id = await applied(user, 2_000);
    const res = await reject(finance, id, 'Wrong account');
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ state: 'rejected', reason: 'Wrong account' });
    await expectBooks(user.userId, 5_000, 0);
    expect((await reject(finance, id)).body.code).toBe(1000);
    expect((await pay(finance, id)).body.code).toBe(4906);
    await expectBooks(user.userId, 5_000, 0);
    expect((await pay(finance, 999_999_999)).body.code).toBe(1004);
    expect((await reject(finance, id, '   ')).body.code).toBe(1001);
  });

  it('pay and reject at once give exactly one outcome', async () => {
    for (let i = 0; i < 5; i++) {
      const user = await shopper(5_000);
      const id = await applied(user, 2_000);
      const [p, r] = await Promise.all([pay(finance, id), reject(admin, id)]);
      const codes = [p.body.code, r.body.code].sort();
      expect(codes).toEqual([1000, 4906]);
      const state = await stateOf(id);
      if (p.body.code === 1000) {
        expect(state).toBe('paid');
        await expectBooks(user.userId, 3_000, 0);
      } else {
        expect(state).toBe('rejected');
        await expectBooks(user.userId, 5_000, 0);
      }
    }
  });

  it('a refused payout fails the withdrawal and unfreezes the amount', async () => {
    const user = await shopper(5_000);
    const id = await applied(user, 2_000);
    sandboxPayoutFaults.refuseNext = 1;
    const res = await pay(finance, id);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ state: 'failed' });
    expect(res.body.data!.reason).not.toBe('');
    await expectBooks(user.userId, 5_000, 0);
    expect((await pay(finance, id)).body.code).toBe(4906);
    expect((await reject(finance, id)).body.code).toBe(4906);
    await expectBooks(user.userId, 5_000, 0);
  });

  it('a payout that timed out stays paying (4907); paying again uses the same key and pays once', async () => {
    const user = await shopper(5_000);
    const id = await applied(user, 2_000);
    sandboxPayoutFaults.timeoutsAfterPayout = 1;
    expect((await pay(finance, id)).body.code).toBe(4907);
    expect(await stateOf(id)).toBe('paying');
    await expectBooks(user.userId, 3_000, 2_000);
    const [payout] = await t.db.select().from(withdrawPayout).where(eq(withdrawPayout.withdrawId, id));
    expect(payout).toMatchObject({ state: 'pending', idempotencyKey: `withdraw:${id}` });
    expect((await reject(finance, id)).body.code).toBe(4906);
    const listed = await t.call(queryPlatformWithdraws, { state: 'paying' }, { token: finance.token });
    expect(listed.body.data!.list.map((w) => w.withdrawId)).toContain(id);

    const [a, b] = await Promise.all([pay(finance, id), pay(admin, id)]);
    expect(a.body.data!.state).toBe('paid');
    expect(b.body.data!.state).toBe('paid');
    await expectBooks(user.userId, 3_000, 0);
    const made = await t.db.select().from(sandboxPayout).where(eq(sandboxPayout.idempotencyKey, `withdraw:${id}`));
    expect(made).toHaveLength(1);
    const paidEntries = await t.db.select().from(ledgerEntry).where(sql`${ledgerEntry.causeType} = 'withdraw_paid' and ${ledgerEntry.causeId} = ${String(id)}`);
    expect(paidEntries).toHaveLength(3);
  });

  it('is only for operators of finance or admin: a shopper is told 1003 or the like, support 1003; nothing changes', async () => {
    const user = await shopper(5_000);
    const id = await applied(user, 2_000);
    for (const who of [user, support]) {
      expect((await pay(who, id)).body.code).not.toBe(1000);
      expect((await reject(who, id)).body.code).not.toBe(1000);
      expect((await t.call(queryPlatformWithdraws, {}, { token: who.token })).body.code).not.toBe(1000);
    }
    expect((await pay(support, id)).body.code).toBe((await pay(user, id)).body.code);
    expect(await stateOf(id)).toBe('applied');
    await expectBooks(user.userId, 3_000, 2_000);
  });

  it('lists by state: applied oldest first in keyset pages with the shopper', async () => {
    const user = await shopper(10_000);
    const a = await applied(user, 1_000);
    const b = await applied(user, 1_000);
    const all: number[] = [];
    let after: string | undefined;
    do {
      const res = await t.call(queryPlatformWithdraws, { state: 'applied', pageSize: 50, ...(after ? { after } : {}) }, { token: finance.token });
      expect(res.body.code, res.body.message).toBe(1000);
      all.push(...res.body.data!.list.map((w) => w.withdrawId));
      after = res.body.data!.next ?? undefined;
    } while (after);
    expect(all.indexOf(a)).toBeLessThan(all.indexOf(b));
    expect([...all].sort((x, y) => x - y)).toEqual(all);
  });

  it('every shopper balance equals its entries and all entries sum to zero', async () => {
    const bad = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_balance b
      where b.balance <> coalesce((select sum(e.amount) from ledger_entry e where e.account_id = b.account_id), 0)`);
    expect(bad.rows[0]!.n).toBe(0);
    const total = await t.db.execute<{ s: number }>(sql`select coalesce(sum(amount), 0)::int as s from ledger_entry`);
    expect(total.rows[0]!.s).toBe(0);
  });
});
