import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickActivityPoints } from '@mall/contract/coupon/pick-activity-points';
import { queryActivityInfo } from '@mall/contract/coupon/query-activity-info';
import { pointsExpiryAt } from '@mall/contract/order/checkout-points';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { balanceOf, entrySum } from '../wallet/wallet.api.ts';
import { ledgerAccount, ledgerEntry, pointsLot } from '../wallet/wallet.tables.ts';
import { activityPointsPick, couponActivity } from './coupon.tables.ts';

const t = await createTestApp();
const HOUR = 3_600_000;
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });

/** An activity live now unless told otherwise, giving 50 points once per shopper unless told otherwise. */
async function pointsActivity(values: Partial<typeof couponActivity.$inferInsert> = {}) {
  const now = Date.now();
  const [a] = await t.db
    .insert(couponActivity)
    .values({
      title: { en: 'Welcome points', zh: '新人积分', ja: 'ウェルカムポイント' },
      description: { en: 'Claim 50 points', zh: '领取 50 积分', ja: '50 ポイント受け取り' },
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 24 * HOUR),
      points: 50,
      pointsPerUser: 1,
      ...values,
    })
    .returning();
  return a!;
}
const pick = (token: string, activityId: unknown) => t.call(pickActivityPoints, { activityId }, { token });

describe('user/activity/points/pick', () => {
  it('credits the points once per claim as a lot expiring by the 12-month rule, and refuses a second claim', async () => {
    const a = await pointsActivity();
    const user = await createTestUser(t.db);
    const first = await pick(user.token, a.id);
    expect(first.body.code, first.body.message).toBe(1000);
    expect(first.body.data).toMatchObject({ activityId: a.id, points: 50, balance: 50 });
    expect(first.body.data!.expiresAt).toBe(pointsExpiryAt(new Date()).toISOString());
    expect((await pick(user.token, a.id)).body.code).toBe(4925);
    const info = await t.call(queryActivityInfo, { activityId: a.id }, { token: user.token });
    expect(info.body.data![0]!.points).toEqual({ points: 50, perUserLimit: 1, pickedCount: 1, remaining: null, canPick: false });
    const all = await t.call(queryActivityInfo, {}, { token: user.token });
    expect(all.body.data!.find((x) => x.id === a.id)!.points).toMatchObject({ pickedCount: 1, canPick: false });
    expect(await balanceOf(t.db, points(user.userId))).toBe(50);
    const entries = await t.db
      .select({ causeType: ledgerEntry.causeType, causeId: ledgerEntry.causeId, amount: ledgerEntry.amount })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .where(eq(ledgerAccount.key, `shopper:${user.userId}:points`));
    expect(entries).toEqual([{ causeType: 'activity_points', causeId: String(first.body.data!.pickId), amount: 50 }]);
    const [lot] = await t.db.select().from(pointsLot).innerJoin(ledgerAccount, eq(ledgerAccount.id, pointsLot.accountId)).where(eq(ledgerAccount.key, `shopper:${user.userId}:points`));
    expect(lot!.points_lot.remaining).toBe(50);
  });

  it('refuses unknown, pointless, stopped, upcoming and ended activities, and bad input, writing nothing', async () => {
    const user = await createTestUser(t.db);
    const none = await pointsActivity({ points: 0 });
    const stopped = await pointsActivity({ status: 'stopped' });
    const upcoming = await pointsActivity({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) });
    const ended = await pointsActivity({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    expect((await pick(user.token, 999_999)).body.code).toBe(1004);
    expect((await pick(user.token, none.id)).body.code).toBe(1004);
    expect((await pick(user.token, stopped.id)).body.code).toBe(1004);
    expect((await pick(user.token, upcoming.id)).body.code).toBe(4940);
    expect((await pick(user.token, ended.id)).body.code).toBe(4941);
    expect((await pick(user.token, 'x')).body.code).toBe(1001);
    expect((await t.call(pickActivityPoints, { activityId: none.id })).body.code).toBe(1002);
    expect(await balanceOf(t.db, points(user.userId))).toBe(0);
    expect(await t.db.select().from(activityPointsPick).where(eq(activityPointsPick.accountId, user.userId))).toHaveLength(0);
  });

  it('keeps the per-user and total limits exact under concurrency: 5 × L claims give L', async () => {
    const L = 4;
    // One shopper firing 5 × L claims at a per-user limit of L gets L.
    const perUser = await pointsActivity({ pointsPerUser: L });
    const user = await createTestUser(t.db);
    const mine = await Promise.all(Array.from({ length: 5 * L }, () => pick(user.token, perUser.id)));
    expect(mine.filter((r) => r.body.code === 1000)).toHaveLength(L);
    expect(mine.filter((r) => r.body.code === 4925)).toHaveLength(4 * L);
    expect(await balanceOf(t.db, points(user.userId))).toBe(50 * L);
    expect(await entrySum(t.db, points(user.userId))).toBe(50 * L);

    // 5 × L shoppers at once on a total of L get L.
    const total = await pointsActivity({ pointsTotal: L });
    const users = await Promise.all(Array.from({ length: 5 * L }, () => createTestUser(t.db)));
    const all = await Promise.all(users.map((u) => pick(u.token, total.id)));
    expect(all.filter((r) => r.body.code === 1000)).toHaveLength(L);
    expect(all.filter((r) => r.body.code === 4926)).toHaveLength(4 * L);
    const [row] = await t.db.select().from(couponActivity).where(eq(couponActivity.id, total.id));
    expect(row!.pointsClaimed).toBe(L);
    expect(await t.db.select().from(activityPointsPick).where(and(eq(activityPointsPick.activityId, total.id)))).toHaveLength(L);
  });
});
