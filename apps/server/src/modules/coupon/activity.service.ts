import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TActivity } from '@mall/contract/coupon/activity-fields';
import type { TPickActivityCouponResponse } from '@mall/contract/coupon/pick-activity-coupon';
import type { TQueryActivityPickStatusResponse } from '@mall/contract/coupon/query-activity-pickstatus';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { isShopListed } from '../shop/shop.api.ts';
import { pickCouponIn } from './coupon-pick.service.ts';
import { couponTermColumns } from './coupon-held.ts';
import { activityPointsPick, coupon, couponActivity, couponActivityCoupon, userCoupon } from './coupon.tables.ts';

/**
 * Activities: campaigns of the platform, each offering a set of coupons for a time (the activity page's coupon
 * centre). Claiming through an activity is picking one of its coupons (`pickCouponIn`, with the coupon's own total
 * and per-user limits under the same lock and conditional update), in a transaction that first checks the
 * activity: active, offering that coupon, inside its window by the database clock. A stopped activity is as gone as
 * an unknown one (1004).
 */

/** The caller's claim of one of an activity's coupons. */
export async function pickActivityCoupon(db: Db, accountId: number, activityId: number, couponId: number): Promise<TPickActivityCouponResponse> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({
        started: sql<boolean>`${couponActivity.startsAt} <= now()`,
        ended: sql<boolean>`${couponActivity.endsAt} <= now()`,
        offers: sql<boolean>`exists (select 1 from ${couponActivityCoupon} where ${couponActivityCoupon.activityId} = ${couponActivity.id} and ${couponActivityCoupon.couponId} = ${couponId})`,
      })
      .from(couponActivity)
      .where(and(eq(couponActivity.id, activityId), eq(couponActivity.status, 'active')));
    if (!a || !a.offers) throw notFound();
    if (a.ended) throw new AppError('ACTIVITY_ENDED');
    if (!a.started) throw new AppError('ACTIVITY_NOT_STARTED');
    return { ...(await pickCouponIn(tx, accountId, couponId)), activityId };
  });
}

/**
 * Activities with their coupons and the caller's claim state: those named (1004 when one is unknown or stopped),
 * or without names every live one in the platform's order. A coupon of a shop the platform disabled is left out.
 */
export async function loadActivities(db: Db, accountId: number | undefined, ids: readonly number[] | undefined, lang: Lang): Promise<TActivity[]> {
  const rows = await db
    .select({
      id: couponActivity.id,
      title: couponActivity.title,
      description: couponActivity.description,
      startsAt: couponActivity.startsAt,
      endsAt: couponActivity.endsAt,
      started: sql<boolean>`${couponActivity.startsAt} <= now()`,
      ended: sql<boolean>`${couponActivity.endsAt} <= now()`,
      points: couponActivity.points,
      pointsPerUser: couponActivity.pointsPerUser,
      pointsTotal: couponActivity.pointsTotal,
      pointsClaimed: couponActivity.pointsClaimed,
      pointsPicked:
        accountId === undefined
          ? sql<number>`0`
          : // Named in full: inside the subquery an unqualified "id" would be the pick's own.
            sql<number>`(select count(*)::int from ${activityPointsPick} p where p.activity_id = "coupon_activity"."id" and p.account_id = ${accountId})`,
    })
    .from(couponActivity)
    .where(
      ids === undefined
        ? and(eq(couponActivity.status, 'active'), lte(couponActivity.startsAt, sql`now()`), gt(couponActivity.endsAt, sql`now()`))
        : and(eq(couponActivity.status, 'active'), inArray(couponActivity.id, [...ids])),
    )
    .orderBy(asc(couponActivity.position), asc(couponActivity.id))
    .limit(50);
  if (ids !== undefined && rows.length !== new Set(ids).size) throw notFound();
  if (rows.length === 0) return [];

  const pickedCount =
    accountId === undefined
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${userCoupon} where ${userCoupon.couponId} = ${coupon.id} and ${userCoupon.accountId} = ${accountId})`;
  const offered = await db
    .select({
      activityId: couponActivityCoupon.activityId,
      couponId: coupon.id,
      shopId: coupon.shopId,
      ...couponTermColumns,
      validDays: coupon.validDays,
      perUserLimit: coupon.perUserLimit,
      remaining: sql<number>`greatest(0, ${coupon.totalQuantity} - ${coupon.pickedQuantity})`,
      pickable: sql<boolean>`${coupon.status} = 'active' and ${coupon.pickStartsAt} <= now() and ${coupon.pickEndsAt} > now()`,
      pickedCount,
    })
    .from(couponActivityCoupon)
    .innerJoin(coupon, eq(coupon.id, couponActivityCoupon.couponId))
    .where(
      inArray(
        couponActivityCoupon.activityId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(couponActivityCoupon.position), asc(coupon.id));
  const shopIds = [...new Set(offered.map((c) => c.shopId).filter((id): id is number => id !== null))];
  const listed = new Set<number>();
  for (const id of shopIds) if (await isShopListed(db, id)) listed.add(id);

  const byId = new Map(rows.map((r) => [r.id, r]));
  const order = ids ?? rows.map((r) => r.id);
  return order.map((id) => {
    const a = byId.get(id)!;
    const live = a.started && !a.ended;
    return {
      id: a.id,
      title: textIn(a.title, lang),
      description: textIn(a.description, lang),
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      state: a.ended ? 'ended' : a.started ? 'live' : 'upcoming',
      points:
        a.points > 0
          ? {
              points: a.points,
              perUserLimit: a.pointsPerUser,
              pickedCount: a.pointsPicked,
              remaining: a.pointsTotal === null ? null : Math.max(0, a.pointsTotal - a.pointsClaimed),
              canPick: live && a.pointsPicked < a.pointsPerUser && (a.pointsTotal === null || a.pointsClaimed < a.pointsTotal),
            }
          : null,
      coupons: offered
        .filter((c) => c.activityId === id && (c.shopId === null || listed.has(c.shopId)))
        .map(({ activityId: _, pickable, title, ...c }) => ({
          ...c,
          title: textIn(title, lang),
          canPick: live && pickable && c.remaining > 0 && c.pickedCount < c.perUserLimit,
        })),
    };
  });
}

/** For each activity named, in that order, the caller's claim state of each of its coupons. */
export async function activityPickStatus(db: Db, accountId: number, ids: readonly number[], lang: Lang): Promise<TQueryActivityPickStatusResponse> {
  const activities = await loadActivities(db, accountId, ids, lang);
  return activities.map((a) => ({
    activityId: a.id,
    state: a.state,
    coupons: a.coupons.map(({ couponId, pickedCount, perUserLimit, remaining, canPick }) => ({ couponId, pickedCount, perUserLimit, remaining, canPick })),
  }));
}
