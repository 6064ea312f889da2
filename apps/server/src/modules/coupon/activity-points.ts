import { and, eq, sql } from 'drizzle-orm';
import { pointsExpiryAt } from '@mall/contract/order/checkout-points';
import type { TPickActivityPointsResponse } from '@mall/contract/coupon/pick-activity-points';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { post } from '../wallet/wallet.api.ts';
import { activityPointsPick, couponActivity } from './coupon.tables.ts';

/** Where an activity's points come from: the platform's promotions points account. */
export const PROMOTION_POINTS = { platform: 'promotions', asset: 'points' as const };

/**
 * `user/activity/points/pick`: claims an activity's score points in one transaction. The activity is checked (active,
 * giving points, inside its window by the database clock), a transaction lock on the shopper and the activity makes
 * the per-user count exact (claims of one shopper queue; others do not), the total is taken by one conditional update
 * (`points_claimed < points_total`), then the claim's row and its ledger credit (cause `activity_points`, the claim)
 * expiring by the 12-month rule. A refusal writes nothing.
 */
export async function pickActivityPoints(db: Db, accountId: number, activityId: number): Promise<TPickActivityPointsResponse> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({
        points: couponActivity.points,
        perUser: couponActivity.pointsPerUser,
        started: sql<boolean>`${couponActivity.startsAt} <= now()`,
        ended: sql<boolean>`${couponActivity.endsAt} <= now()`,
        now: sql<Date>`now()`,
      })
      .from(couponActivity)
      .where(and(eq(couponActivity.id, activityId), eq(couponActivity.status, 'active')));
    if (!a || a.points <= 0) throw notFound();
    if (a.ended) throw new AppError('ACTIVITY_ENDED');
    if (!a.started) throw new AppError('ACTIVITY_NOT_STARTED');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity_points:${activityId}:${accountId}`}))`);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activityPointsPick)
      .where(and(eq(activityPointsPick.activityId, activityId), eq(activityPointsPick.accountId, accountId)));
    if ((held?.n ?? 0) >= a.perUser) throw new AppError('ACTIVITY_POINTS_LIMIT');
    const taken = await tx
      .update(couponActivity)
      .set({ pointsClaimed: sql`${couponActivity.pointsClaimed} + 1` })
      .where(and(eq(couponActivity.id, activityId), sql`(${couponActivity.pointsTotal} is null or ${couponActivity.pointsClaimed} < ${couponActivity.pointsTotal})`))
      .returning({ id: couponActivity.id });
    if (taken.length === 0) throw new AppError('ACTIVITY_POINTS_GONE');
    const [pick] = await tx.insert(activityPointsPick).values({ activityId, accountId, points: a.points }).returning({ id: activityPointsPick.id });
    const expiresAt = pointsExpiryAt(new Date(a.now));
    const result = await post(tx, {
      cause: { type: 'activity_points', id: pick!.id },
      memo: 'points given by an activity',
      moves: [
        { account: { shopper: accountId, asset: 'points' }, amount: a.points, expiresAt },
        { account: PROMOTION_POINTS, amount: -a.points },
      ],
    });
    return { activityId, pickId: pick!.id, points: a.points, balance: result.balances.get(`shopper:${accountId}:points`) ?? 0, expiresAt: expiresAt.toISOString() };
  });
}
