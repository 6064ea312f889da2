import { and, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { TPickUserCouponResponse } from '@mall/contract/coupon/pick-user-coupon';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isShopListed } from '../shop/shop.api.ts';
import { coupon, userCoupon } from './coupon.tables.ts';

/** A coupon as picking judges it, by the database clock (the same clock that stamps `expiresAt`). */
async function readPickable(tx: Tx, couponId: number) {
  const [row] = await tx
    .select({
      status: coupon.status,
      perUserLimit: coupon.perUserLimit,
      soldOut: sql<boolean>`${coupon.pickedQuantity} >= ${coupon.totalQuantity}`,
      started: sql<boolean>`${coupon.pickStartsAt} <= now()`,
      ended: sql<boolean>`${coupon.pickEndsAt} <= now()`,
      shopId: coupon.shopId,
    })
    .from(coupon)
    .where(eq(coupon.id, couponId));
  // A coupon of a shop the platform disabled is as gone as the shop.
  if (!row || (row.shopId !== null && !(await isShopListed(tx, row.shopId)))) throw notFound();
  return row;
}

type Pickable = Awaited<ReturnType<typeof readPickable>>;

/** Why a coupon cannot be picked now, or nothing when it can. */
function refusal(c: Pickable): AppError | undefined {
  if (c.status !== 'active' || c.ended) return new AppError('COUPON_ENDED');
  if (!c.started) return new AppError('COUPON_NOT_STARTED');
  if (c.soldOut) return new AppError('COUPON_SOLD_OUT');
  return undefined;
}

/**
 * Serialises one shopper's picks of one coupon, so that counting what they hold and adding one is exact under
 * parallel picks; other shoppers, and this shopper's picks of other coupons, never wait for it.
 */
async function lockPick(tx: Tx, couponId: number, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coupon-pick:${couponId}:${accountId}`}, 0))`);
}

/**
 * Picks a coupon for the caller in one transaction: their count under the per-user limit (under a lock of the
 * coupon and shopper), one more of its issue by a conditional update (active, inside the window, some left),
 * and the user coupon, usable for the coupon's valid days from now.
 */
export async function pickUserCoupon(db: Db, accountId: number, couponId: number): Promise<TPickUserCouponResponse> {
  return db.transaction((tx) => pickCouponIn(tx, accountId, couponId));
}

/** `pickUserCoupon` inside the caller's transaction (an activity's claim checks the activity first, in the same one). */
export async function pickCouponIn(tx: Tx, accountId: number, couponId: number): Promise<TPickUserCouponResponse> {
  const found = await readPickable(tx, couponId);
  const early = refusal(found);
  if (early) throw early;

  await lockPick(tx, couponId, accountId);
  const [held] = await tx
    .select({ n: count() })
    .from(userCoupon)
    .where(and(eq(userCoupon.couponId, couponId), eq(userCoupon.accountId, accountId)));
  const pickedBefore = held?.n ?? 0;
  if (pickedBefore >= found.perUserLimit) {
    throw new AppError('COUPON_LIMIT_REACHED', { data: { pickedCount: pickedBefore, perUserLimit: found.perUserLimit } });
  }

  const [issued] = await tx
    .update(coupon)
    .set({ pickedQuantity: sql`${coupon.pickedQuantity} + 1` })
    .where(
      and(
        eq(coupon.id, couponId),
        eq(coupon.status, 'active'),
        lte(coupon.pickStartsAt, sql`now()`),
        gt(coupon.pickEndsAt, sql`now()`),
        lt(coupon.pickedQuantity, coupon.totalQuantity),
      ),
    )
    .returning({
      shopId: coupon.shopId,
      validDays: coupon.validDays,
      perUserLimit: coupon.perUserLimit,
      pickedQuantity: coupon.pickedQuantity,
      totalQuantity: coupon.totalQuantity,
    });
  // Others took the last ones (or the merchant stopped it) since the first read: say which, as it is now.
  if (!issued) throw refusal(await readPickable(tx, couponId)) ?? new AppError('COUPON_SOLD_OUT');

  const [picked] = await tx
    .insert(userCoupon)
    .values({ accountId, couponId, shopId: issued.shopId, expiresAt: sql`now() + make_interval(days => ${issued.validDays}::int)` })
    .returning({ id: userCoupon.id, pickedAt: userCoupon.pickedAt, expiresAt: userCoupon.expiresAt });
  const pickedCount = pickedBefore + 1;
  const remaining = issued.totalQuantity - issued.pickedQuantity;
  return {
    userCouponId: picked!.id,
    couponId,
    pickedAt: picked!.pickedAt.toISOString(),
    expiresAt: picked!.expiresAt.toISOString(),
    pickedCount,
    canPick: pickedCount < issued.perUserLimit && remaining > 0,
    remaining,
  };
}
