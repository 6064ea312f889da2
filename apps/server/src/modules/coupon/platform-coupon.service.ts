import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TPlatformActivity, TPlatformCoupon, TSavePlatformActivityRequest, TSavePlatformCouponRequest } from '@mall/contract/coupon/platform-coupons';
import type { TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeIdCursor, encodeIdCursor } from '../../platform/keyset-cursor.ts';
import { ValidationFailure } from '../../platform/validation.ts';
import { fillLanguages } from '../shop/shop.api.ts';
import { coupon, couponActivity, couponActivityCoupon } from './coupon.tables.ts';
import { queryMerchantCoupons } from './merchant-coupon-query.service.ts';
import { saveMerchantCoupon } from './merchant-coupon-save.service.ts';
import { stopMerchantCoupon } from './merchant-coupon-stop.service.ts';
import { readMerchantCoupon } from './merchant-coupon-view.ts';

/**
 * The platform's own coupons (shop null) and its activities. A platform coupon follows every rule of a shop coupon
 * (the same services with no shop: terms locked once claimed, 4105; no change once stopped or ended, 4106; stop by
 * one conditional update, claimed coupons usable until their own expiry), and the contract adds that an amount off
 * is at most the threshold.
 */

const withoutShop = ({ shopId: _, ...c }: TMerchantCoupon): TPlatformCoupon => c;

export async function queryPlatformCoupons(db: Db, input: Parameters<typeof queryMerchantCoupons>[2]) {
  const page = await queryMerchantCoupons(db, null, input);
  return { list: page.list.map(withoutShop), next: page.next };
}

export async function readPlatformCoupon(db: Db, couponId: number): Promise<TPlatformCoupon | null> {
  const found = await readMerchantCoupon(db, null, couponId);
  return found ? withoutShop(found) : null;
}

export async function savePlatformCoupon(db: Db, input: TSavePlatformCouponRequest): Promise<TPlatformCoupon> {
  return withoutShop(await saveMerchantCoupon(db, null, input));
}

export async function stopPlatformCoupon(db: Db, couponId: number): Promise<TPlatformCoupon> {
  return withoutShop(await stopMerchantCoupon(db, null, couponId));
}

const activityTab = sql<TPlatformActivity['tab']>`case when ${couponActivity.status} = 'stopped' or ${couponActivity.endsAt} <= now() then 'ended' when ${couponActivity.startsAt} > now() then 'upcoming' else 'active' end`;

const activityColumns = {
  activityId: couponActivity.id,
  title: couponActivity.title,
  description: couponActivity.description,
  startsAt: couponActivity.startsAt,
  endsAt: couponActivity.endsAt,
  status: couponActivity.status,
  tab: activityTab,
  position: couponActivity.position,
  createdAt: couponActivity.createdAt,
};

type ActivityRow = { activityId: number; startsAt: Date; endsAt: Date; createdAt: Date } & Omit<TPlatformActivity, 'activityId' | 'startsAt' | 'endsAt' | 'createdAt' | 'coupons'>;

async function withCoupons(q: Db | Tx, rows: readonly ActivityRow[]): Promise<TPlatformActivity[]> {
  const ids = rows.map((r) => r.activityId);
  const offered =
    ids.length === 0
      ? []
      : await q
          .select({ activityId: couponActivityCoupon.activityId, couponId: coupon.id, title: coupon.title, status: coupon.status })
          .from(couponActivityCoupon)
          .innerJoin(coupon, eq(coupon.id, couponActivityCoupon.couponId))
          .where(inArray(couponActivityCoupon.activityId, ids))
          .orderBy(asc(couponActivityCoupon.position), asc(coupon.id));
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    coupons: offered.filter((o) => o.activityId === r.activityId).map(({ activityId: _, ...c }) => c),
  }));
}

export async function readPlatformActivity(q: Db | Tx, activityId: number): Promise<TPlatformActivity | null> {
  const rows = await q.select(activityColumns).from(couponActivity).where(eq(couponActivity.id, activityId));
  return (await withCoupons(q, rows))[0] ?? null;
}

/** Activities newest first, a keyset page by id. */
export async function queryPlatformActivities(db: Db, input: { after?: string | undefined; pageSize: number }) {
  const after = input.after === undefined ? undefined : decodeIdCursor(input.after);
  const rows = await db
    .select(activityColumns)
    .from(couponActivity)
    .where(after === undefined ? undefined : lt(couponActivity.id, after))
    .orderBy(desc(couponActivity.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  return { list: await withCoupons(db, page), next: rows.length > input.pageSize ? encodeIdCursor(page.at(-1)!.activityId) : null };
}

/**
 * Creates or edits an activity in one transaction: the window checked by the database clock (it ends in the future
 * and starts within a year), the coupons all the platform's own and not stopped or ended (5345), an edit under the
 * activity's row lock and refused once it is stopped or over (5344). Its coupon set is replaced in the given order.
 */
export async function savePlatformActivity(db: Db, input: TSavePlatformActivityRequest): Promise<TPlatformActivity> {
  const values = {
    title: fillLanguages(input.title),
    description: fillLanguages(input.description),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    position: input.position ?? 0,
  };
  const id = await db.transaction(async (tx) => {
    const [clock] = (
      await tx.execute<{ future: boolean; soon: boolean }>(
        sql`select ${values.endsAt.toISOString()}::timestamptz > now() as future, ${values.startsAt.toISOString()}::timestamptz < now() + interval '1 year' as soon`,
      )
    ).rows;
    if (!clock?.future) throw new ValidationFailure([{ field: 'endsAt', message: 'must be in the future' }]);
    if (!clock.soon) throw new ValidationFailure([{ field: 'startsAt', message: 'must be within a year' }]);
    const usable = await tx
      .select({ id: coupon.id })
      .from(coupon)
      .where(and(inArray(coupon.id, input.couponIds), isNull(coupon.shopId), eq(coupon.status, 'active'), gt(coupon.pickEndsAt, sql`now()`)))
      .for('share');
    if (usable.length !== new Set(input.couponIds).size) throw new AppError('ACTIVITY_COUPON_INVALID');
    let activityId: number;
    if (input.activityId === undefined) {
      const [row] = await tx.insert(couponActivity).values(values).returning({ id: couponActivity.id });
      activityId = row!.id;
    } else {
      const [stored] = await tx
        .select({ id: couponActivity.id, over: sql<boolean>`${couponActivity.status} = 'stopped' or ${couponActivity.endsAt} <= now()` })
        .from(couponActivity)
        .where(eq(couponActivity.id, input.activityId))
        .for('update');
      if (!stored) throw notFound();
      if (stored.over) throw new AppError('ACTIVITY_NOT_EDITABLE');
      await tx.update(couponActivity).set(values).where(eq(couponActivity.id, stored.id));
      await tx.delete(couponActivityCoupon).where(eq(couponActivityCoupon.activityId, stored.id));
      activityId = stored.id;
    }
    await tx.insert(couponActivityCoupon).values(input.couponIds.map((couponId, position) => ({ activityId, couponId, position })));
    return activityId;
  });
  return (await readPlatformActivity(db, id))!;
}

/** Stops an activity by one conditional update (a second stop changes nothing and answers it as it is). */
export async function stopPlatformActivity(db: Db, activityId: number): Promise<TPlatformActivity> {
  await db
    .update(couponActivity)
    .set({ status: 'stopped' })
    .where(and(eq(couponActivity.id, activityId), eq(couponActivity.status, 'active')));
  const found = await readPlatformActivity(db, activityId);
  if (!found) throw notFound();
  return found;
}
