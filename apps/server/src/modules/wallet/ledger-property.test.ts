import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { balanceOf, expirePoints, keyOf, LedgerShort, post, type LedgerAccountRef, type LedgerMove } from './ledger.ts';

/**
 * The proof of issue 18: thousands of random concurrent postings across wallet money, score points (credits with
 * expiries, some already due, spends, and expiry sweeps running alongside) and shop stored value, single and
 * multi-account, with amounts that must be refused. Afterwards the books are checked against a model of what was
 * accepted: every shopper balance equals the model and the sum of its entries, none is negative, the entries of
 * each asset sum to zero, and the points lots' remainders equal the points balance. Seeded, so a failure repeats.
 */

const t = await createTestApp();
const SEED = 'ledger-property-issue-18';
const OPERATIONS = 3_000;
const WORKERS = 12;

const money = (shopper: number) => ({ shopper, asset: 'money' as const });
const points = (shopper: number) => ({ shopper, asset: 'points' as const });
const stored = (shopper: number, shop: number) => ({ shopper, shop });
const PLATFORM = {
  money: { platform: 'prop-clearing', asset: 'money' as const },
  points: { platform: 'prop-issued', asset: 'points' as const },
  expired: { platform: 'expired', asset: 'points' as const },
  shop: (shop: number) => ({ platform: `prop-shop-${shop}`, asset: 'shop_value' as const }),
};
let causes = 0;

/** Whether an error is a refusal that leaves nothing written (short balance, a cause posted at the same moment, a deadlock's victim). */
function isRefusal(err: unknown): boolean {
  const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
  return err instanceof LedgerShort || code === '23505' || code === '40P01';
}

describe('the ledger under random concurrent operations (issue 18 proof)', () => {
  it('keeps every balance equal to the accepted operations and to its entries, none negative, each asset summing to zero', async () => {
    const random = randomFor(SEED);
    const shoppers = (await Promise.all(Array.from({ length: 8 }, () => createTestUser(t.db)))).map((u) => u.userId);
    const shops = [201, 202, 203];
    /** What the accepted postings moved, per shopper account key (points expiries are read from the books). */
    const model = new Map<string, number>();
    const add = (moves: readonly LedgerMove[]) => {
      for (const m of moves) if (!('platform' in m.account)) model.set(keyOf(m.account), (model.get(keyOf(m.account)) ?? 0) + m.amount);
    };
    const counts = { accepted: 0, refused: 0, expirySweeps: 0 };
    const day = 86_400_000;

    const someMoves = (): LedgerMove[] => {
      const s = random.pick(shoppers);
      const amount = random.int(1, 900);
      switch (random.int(0, 7)) {
        case 0: // wallet top-up
          return [{ account: money(s), amount }, { account: PLATFORM.money, amount: -amount }];
        case 1: // wallet payment, often more than the balance
          return [{ account: money(s), amount: -amount * 2 }, { account: PLATFORM.money, amount: amount * 2 }];
        case 2: {
          // wallet transfer between two shoppers (two shopper rows in one conditional update)
          const to = random.pick(shoppers.filter((x) => x !== s));
          return [{ account: money(s), amount: -amount }, { account: money(to), amount }];
        }
        case 3: {
          // points earned: a lot expiring within a year, or one already due (an expiry sweep removes what is left of it)
          const expiresAt = new Date(Date.now() + (random.chance(0.3) ? -random.int(1, 30) * day : random.int(1, 365) * day));
          return [{ account: points(s), amount, expiresAt }, { account: PLATFORM.points, amount: -amount }];
        }
        case 4: // points spent (soonest-expiring lots first)
          return [{ account: points(s), amount: -amount }, { account: PLATFORM.points, amount }];
        case 5: {
          const shop = random.pick(shops);
          return [{ account: stored(s, shop), amount }, { account: PLATFORM.shop(shop), amount: -amount }];
        }
        case 6: {
          const shop = random.pick(shops);
          return [{ account: stored(s, shop), amount: -amount }, { account: PLATFORM.shop(shop), amount }];
        }
        default: {
          // a payment partly from the shop balance and partly from the wallet: both or neither
          const shop = random.pick(shops);
          const part = random.int(1, 600);
          return [
            { account: stored(s, shop), amount: -amount },
            { account: money(s), amount: -part },
            { account: PLATFORM.shop(shop), amount },
            { account: PLATFORM.money, amount: part },
          ];
        }
      }
    };

    const plan = Array.from({ length: OPERATIONS }, () => ({ moves: someMoves(), sweep: random.next() < 0.02, retry: random.next() < 0.03 }));
    const queue = plan.map((p, i) => ({ ...p, cause: { type: 'prop', id: `${i}-${++causes}` } }));
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) {
          if (op.sweep) {
            await expirePoints(t.db).catch((err: unknown) => {
              if (!isRefusal(err)) throw err;
            });
            counts.expirySweeps += 1;
          }
          const { moves, cause } = op;
          const once = () =>
            t.db
              .transaction((tx) => post(tx, { cause, moves }))
              .then(
                (r) => {
                  if (r.posted) {
                    add(moves);
                    counts.accepted += 1;
                  }
                },
                (err: unknown) => {
                  if (!isRefusal(err)) throw err;
                  counts.refused += 1;
                },
              );
          // Now and then the same cause twice at once: it posts at most once.
          await Promise.all(op.retry ? [once(), once()] : [once()]);
        }
      }),
    );
    await expirePoints(t.db);

    const rows = await t.db.execute<{ key: string; asset: string; balance: string | null; entries: string }>(sql`
      select a.key, a.asset, b.balance::text, coalesce((select sum(e.amount) from ledger_entry e where e.account_id = a.id), 0)::text as entries
      from ledger_account a left join ledger_balance b on b.account_id = a.id`);
    const expired = await t.db.execute<{ key: string; sum: string }>(sql`
      select a.key, sum(e.amount)::text as sum from ledger_entry e join ledger_account a on a.id = e.account_id
      where e.cause_type = 'points_expiry' and a.kind = 'shopper' group by a.key`);
    const expiredOf = new Map(expired.rows.map((r) => [r.key, Number(r.sum)]));
    const lots = await t.db.execute<{ key: string; remaining: string }>(sql`
      select a.key, coalesce(sum(l.remaining), 0)::text as remaining from ledger_account a join points_lot l on l.account_id = a.id group by a.key`);
    const perAsset = await t.db.execute<{ asset: string; sum: string }>(sql`
      select a.asset, sum(e.amount)::text as sum from ledger_entry e join ledger_account a on a.id = e.account_id group by a.asset`);

    const mine = rows.rows.filter((r) => shoppers.some((s) => r.key.startsWith(`shopper:${s}:`)));
    expect(mine.length).toBeGreaterThan(30);
    for (const r of mine) {
      const balance = Number(r.balance);
      expect(balance, r.key).toBeGreaterThanOrEqual(0);
      expect(Number(r.entries), r.key).toBe(balance);
      expect(balance, r.key).toBe((model.get(r.key) ?? 0) + (expiredOf.get(r.key) ?? 0));
      if (r.asset === 'points') expect(Number(lots.rows.find((l) => l.key === r.key)?.remaining ?? 0), r.key).toBe(balance);
    }
    for (const a of perAsset.rows) expect(Number(a.sum), a.asset).toBe(0);
    // Lots already due were removed by the sweeps, and some postings had to be refused.
    expect([...expiredOf.values()].some((v) => v < 0)).toBe(true);
    const due = await t.db.execute<{ n: string }>(sql`select count(*)::text as n from points_lot where remaining > 0 and expires_at <= now()`);
    expect(Number(due.rows[0]!.n)).toBe(0);
    expect(counts.refused).toBeGreaterThan(OPERATIONS / 20);
    expect(counts.accepted).toBeGreaterThan(OPERATIONS / 3);
  }, 60_000);

  it('lets exactly 50 of 100 concurrent debits of 10 against 500 through, for money, points and stored value alike', async () => {
    const user = (await createTestUser(t.db)).userId;
    const cases: [LedgerAccountRef, LedgerAccountRef][] = [
      [money(user), PLATFORM.money],
      [points(user), PLATFORM.points],
      [stored(user, 201), PLATFORM.shop(201)],
    ];
    for (const [account, platform] of cases) {
      const isPoints = 'asset' in account && account.asset === 'points';
      await t.db.transaction((tx) =>
        post(tx, {
          cause: { type: 'prop-fund', id: keyOf(account) },
          moves: [{ account, amount: 500, ...(isPoints ? { expiresAt: new Date(Date.now() + 86_400_000) } : {}) }, { account: platform, amount: -500 }],
        }),
      );
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.db
            .transaction((tx) => post(tx, { cause: { type: 'prop-debit', id: `${keyOf(account)}:${i}` }, moves: [{ account, amount: -10 }, { account: platform, amount: 10 }] }))
            .then(
              () => true,
              (err: unknown) => {
                if (err instanceof LedgerShort) return false;
                throw err;
              },
            ),
        ),
      );
      expect(outcomes.filter(Boolean).length, keyOf(account)).toBe(50);
      expect(await balanceOf(t.db, account)).toBe(0);
    }
  }, 30_000);
});
