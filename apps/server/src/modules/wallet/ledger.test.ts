import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { balanceOf, entrySum, expirePoints, LedgerShort, post, type LedgerAccountRef } from './ledger.ts';
import { pointsLot } from './wallet.tables.ts';

const t = await createTestApp();

const GIFTS = { platform: 'gifts', asset: 'money' as const };
const CLEARING = { platform: 'clearing', asset: 'money' as const };
const money = (shopper: number) => ({ shopper, asset: 'money' as const });
const points = (shopper: number) => ({ shopper, asset: 'points' as const });
const stored = (shopper: number, shop: number) => ({ shopper, shop });
let causes = 0;
const cause = (type = 'test') => ({ type, id: ++causes });

/** Gives a shopper `amount` from the platform's gifts account. */
const fund = (account: LedgerAccountRef, amount: number, from: LedgerAccountRef = GIFTS) =>
  t.db.transaction((tx) => post(tx, { cause: cause('fund'), moves: [{ account, amount }, { account: from, amount: -amount }] }));

/** What the books say: every shopper balance against its entries, and the sum of all entries. */
async function books() {
  const rows = await t.db.execute<{ key: string; balance: number; entries: number }>(sql`
    select a.key, b.balance, coalesce((select sum(e.amount) from ledger_entry e where e.account_id = a.id), 0)::bigint as entries
    from ledger_account a join ledger_balance b on b.account_id = a.id`);
  const [total] = (await t.db.execute<{ sum: number }>(sql`select coalesce(sum(amount), 0)::bigint as sum from ledger_entry`)).rows;
  const lots = await t.db.execute<{ key: string; remaining: number }>(sql`
    select a.key, coalesce(sum(l.remaining), 0)::bigint as remaining from ledger_account a join points_lot l on l.account_id = a.id group by a.key`);
  return { rows: rows.rows.map((r) => ({ ...r, balance: Number(r.balance), entries: Number(r.entries) })), total: Number(total!.sum), lots: lots.rows };
}

describe('the ledger', () => {
  it('posts a transfer once per cause, keeps every balance equal to its entries, and refuses to go below zero', async () => {
    const user = await createTestUser(t.db);
    await fund(money(user.userId), 500);
    const pay = cause('payment');
    const first = await t.db.transaction((tx) => post(tx, { cause: pay, moves: [{ account: money(user.userId), amount: -200 }, { account: CLEARING, amount: 200 }] }));
    expect(first).toMatchObject({ posted: true });
    expect(first.balances.get(`shopper:${user.userId}:money`)).toBe(300);
    // The same cause again (a retry) changes nothing.
    const again = await t.db.transaction((tx) => post(tx, { cause: pay, moves: [{ account: money(user.userId), amount: -200 }, { account: CLEARING, amount: 200 }] }));
    expect(again.posted).toBe(false);
    expect(await balanceOf(t.db, money(user.userId))).toBe(300);
    // Too much: refused as a whole.
    await expect(t.db.transaction((tx) => post(tx, { cause: cause(), moves: [{ account: money(user.userId), amount: -301 }, { account: CLEARING, amount: 301 }] }))).rejects.toBeInstanceOf(LedgerShort);
    expect(await balanceOf(t.db, money(user.userId))).toBe(300);
    expect(await entrySum(t.db, money(user.userId))).toBe(300);
  });

  it('refuses postings that do not balance, move nothing, or move one account twice, before writing anything', async () => {
    const user = await createTestUser(t.db);
    const tries = [
      [{ account: money(user.userId), amount: 10 }, { account: GIFTS, amount: -9 }],
      [{ account: money(user.userId), amount: 0 }, { account: GIFTS, amount: 0 }],
      [{ account: money(user.userId), amount: 1.5 }, { account: GIFTS, amount: -1.5 }],
      [{ account: money(user.userId), amount: 10 }],
      [{ account: money(user.userId), amount: 10 }, { account: money(user.userId), amount: -10 }],
    ];
    for (const moves of tries) await expect(t.db.transaction((tx) => post(tx, { cause: cause(), moves }))).rejects.toThrow();
    expect(await entrySum(t.db, money(user.userId))).toBe(0);
  });

  it('lets exactly 50 of 100 debits of 10 against 500 through when they all come at once', async () => {
    const user = await createTestUser(t.db);
    await fund(money(user.userId), 500);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.db
          .transaction((tx) => post(tx, { cause: cause('payment'), moves: [{ account: money(user.userId), amount: -10 }, { account: CLEARING, amount: 10 }] }))
          .then(
            () => true,
            (err: unknown) => {
              if (err instanceof LedgerShort) return false;
              throw err;
            },
          ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(50);
    expect(await balanceOf(t.db, money(user.userId))).toBe(0);
    expect(await entrySum(t.db, money(user.userId))).toBe(0);
  });

  it('spends points soonest-expiring first, and an expiry removes only what is left of its own lot', async () => {
    const user = await createTestUser(t.db);
    const ISSUED = { platform: 'issued', asset: 'points' as const };
    const january = new Date(Date.now() + 30 * 86_400_000);
    const march = new Date(Date.now() + 90 * 86_400_000);
    const earn = (amount: number, expiresAt: Date) =>
      t.db.transaction((tx) => post(tx, { cause: cause('earn'), moves: [{ account: points(user.userId), amount, expiresAt }, { account: ISSUED, amount: -amount }] }));
    await earn(100, march);
    await earn(100, january);
    await t.db.transaction((tx) => post(tx, { cause: cause('spend'), moves: [{ account: points(user.userId), amount: -150 }, { account: ISSUED, amount: 150 }] }));
    const lots = async () =>
      (await t.db.select({ remaining: pointsLot.remaining, expiresAt: pointsLot.expiresAt }).from(pointsLot).where(sql`${pointsLot.accountId} = (select id from ledger_account where key = ${`shopper:${user.userId}:points`})`).orderBy(pointsLot.expiresAt)).map((l) => l.remaining);
    expect(await lots()).toEqual([0, 50]);
    // January passes: nothing left there to expire. March passes: its 50 go.
    await t.db.execute(sql`update points_lot set expires_at = now() - interval '1 second' where remaining = 0 and account_id = (select id from ledger_account where key = ${`shopper:${user.userId}:points`})`);
    expect(await expirePoints(t.db)).toBe(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(50);
    await t.db.execute(sql`update points_lot set expires_at = now() - interval '1 second' where account_id = (select id from ledger_account where key = ${`shopper:${user.userId}:points`})`);
    expect(await expirePoints(t.db)).toBe(1);
    expect(await expirePoints(t.db)).toBe(0);
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    expect(await lots()).toEqual([0, 0]);
  });

  it('keeps every balance equal to its entries, none negative, all entries summing to zero, under 2,000 random concurrent operations', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.db)));
    const shops = [101, 102];
    const random = randomFor('ledger-property');
    const accounts: LedgerAccountRef[] = shoppers.flatMap((s) => [money(s.userId), points(s.userId), ...shops.map((shop) => stored(s.userId, shop))]);
    const platformOf = (a: LedgerAccountRef): LedgerAccountRef =>
      'shop' in a ? { platform: `shop-${a.shop}`, asset: 'shop_value' } : { platform: 'clearing', asset: 'asset' in a && a.asset === 'points' ? 'points' : 'money' };
    let refused = 0;
    const operation = async () => {
      const a = accounts[random.int(0, accounts.length - 1)]!;
      const amount = random.int(1, 400) * (random.next() < 0.55 ? 1 : -1);
      const isPoints = 'asset' in a && a.asset === 'points';
      const c = cause(random.next() < 0.05 ? 'retry' : 'op');
      // Now and then a cause is posted twice at once: the second must change nothing.
      const times = c.type === 'retry' ? 2 : 1;
      const one = () =>
        t.db
          .transaction((tx) => post(tx, { cause: c, moves: [{ account: a, amount, ...(isPoints && amount > 0 ? { expiresAt: new Date(Date.now() + random.int(1, 400) * 86_400_000) } : {}) }, { account: platformOf(a), amount: -amount }] }))
          .catch((err: unknown) => {
            const code = (err as { cause?: { code?: string } }).cause?.code;
            if (err instanceof LedgerShort || code === '23505' || code === '40P01') refused += 1;
            else throw err;
          });
      await Promise.all(Array.from({ length: times }, one));
    };
    const queue = Array.from({ length: 2_000 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (queue.pop() !== undefined) await operation();
      }),
    );
    const { rows, total, lots } = await books();
    expect(total).toBe(0);
    for (const r of rows) {
      expect(r.balance, r.key).toBeGreaterThanOrEqual(0);
      expect(r.entries, r.key).toBe(r.balance);
    }
    for (const l of lots) expect(Number(l.remaining), l.key).toBe(rows.find((r) => r.key === l.key)!.balance);
    expect(refused).toBeGreaterThan(0);
  });
});
