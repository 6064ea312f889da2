import { and, asc, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { UserCouponStatus } from '@mall/contract/coupon/coupon-fields';
import type { TQueryUserCouponsResponse, TUserCouponCounts } from '@mall/contract/coupon/query-user-coupons';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryShopCouponsResponse } from '@mall/contract/shop/query-shop-coupons';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { isShopListed, shopFaces } from '../shop/shop.api.ts';
import { couponTermColumns } from './coupon-held.ts';
import { coupon, userCoupon } from './coupon.tables.ts';


/**
 * The coupons a shop (or, for `shopId` null, the platform) offers now: active, inside their picking window by
 * the database clock, smallest threshold first; taken-out ones stay listed with nothing remaining. Each says how
 * many the caller picked (one index probe of (coupon_id, account_id) per coupon) and whether they may pick one.
 */
export async function queryShopCoupons(db: Db, accountId: number | undefined, shopId: number | null, lang: Lang): Promise<TQueryShopCouponsResponse> {
  if (shopId !== null) {
    const visible = await isShopListed(db, shopId);
    if (!visible) throw notFound();
  }
  const pickedCount =
    accountId === undefined
      ? sql<number>`0`
      : sql<number>`(${db
          .select({ n: sql`count(*)::int` })
          .from(userCoupon)
          .where(and(eq(userCoupon.couponId, coupon.id), eq(userCoupon.accountId, accountId)))})`;
  const rows = await db
    .select({
      id: coupon.id,
      shopId: coupon.shopId,
      ...couponTermColumns,
      validDays: coupon.validDays,
      pickEndsAt: coupon.pickEndsAt,
      totalQuantity: coupon.totalQuantity,
      pickedQuantity: coupon.pickedQuantity,
      perUserLimit: coupon.perUserLimit,
      pickedCount,
    })
    .from(coupon)
    .where(
      and(
        shopId === null ? isNull(coupon.shopId) : eq(coupon.shopId, shopId),
        gt(coupon.pickEndsAt, sql`now()`),
        lte(coupon.pickStartsAt, sql`now()`),
        eq(coupon.status, 'active'),
      ),
    )
    .orderBy(asc(coupon.thresholdAmount), asc(coupon.id));
  return rows.map(({ totalQuantity, pickedQuantity, title, pickEndsAt, ...r }) => {
    const remaining = Math.max(0, totalQuantity - pickedQuantity);
    return {
      ...r,
      title: textIn(title, lang),
      pickEndsAt: pickEndsAt.toISOString(),
      remaining,
      canPick: remaining > 0 && r.pickedCount < r.perUserLimit,
    };
  });
}

/**
 * Each tab as a condition and an order, all served by (account_id, status, expires_at): unused ones soonest
 * expiring first, expired ones latest expired first; used ones latest used first (a shopper's used coupons are
 * few enough to sort).
 */
function tabOf(accountId: number, status: UserCouponStatus): { where: SQL; orderBy: SQL[] } {
  const mine = eq(userCoupon.accountId, accountId);
  switch (status) {
    case 'unused':
      return { where: and(mine, eq(userCoupon.status, 'unused'), gt(userCoupon.expiresAt, sql`now()`))!, orderBy: [asc(userCoupon.expiresAt), asc(userCoupon.id)] };
    case 'expired':
      return { where: and(mine, eq(userCoupon.status, 'unused'), lte(userCoupon.expiresAt, sql`now()`))!, orderBy: [desc(userCoupon.expiresAt), desc(userCoupon.id)] };
    case 'used':
      return { where: and(mine, eq(userCoupon.status, 'used'))!, orderBy: [sql`${userCoupon.usedAt} desc nulls last`, desc(userCoupon.id)] };
  }
}

/** How many coupons the caller has in each tab: one index-only pass over their rows. */
async function countTabs(db: Db | Tx, accountId: number): Promise<TUserCouponCounts> {
  const [row] = await db
    .select({
      unused: sql<number>`count(*) filter (where ${userCoupon.status} = 'unused' and ${userCoupon.expiresAt} > now())::int`,
      used: sql<number>`count(*) filter (where ${userCoupon.status} = 'used')::int`,
      expired: sql<number>`count(*) filter (where ${userCoupon.status} = 'unused' and ${userCoupon.expiresAt} <= now())::int`,
    })
    .from(userCoupon)
    .where(eq(userCoupon.accountId, accountId));
  return { unused: row?.unused ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

/**
 * A page of the caller's coupons of one tab, each with its terms and shop, and the count of every tab. Both
 * read in one transaction, so one `now()` decides what has expired for the page and the counts alike.
 */
export async function queryUserCoupons(
  db: Db,
  accountId: number,
  input: { status: UserCouponStatus; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryUserCouponsResponse> {
  const tab = tabOf(accountId, input.status);
  const { counts, rows } = await db.transaction(async (tx) => {
    const counts = await countTabs(tx, accountId);
    const rows = await tx
      .select({
        userCouponId: userCoupon.id,
        couponId: userCoupon.couponId,
        ...couponTermColumns,
        status: userCoupon.status,
        shopId: userCoupon.shopId,
        pickedAt: userCoupon.pickedAt,
        expiresAt: userCoupon.expiresAt,
        usedAt: userCoupon.usedAt,
      })
      .from(userCoupon)
      .innerJoin(coupon, eq(coupon.id, userCoupon.couponId))
      .where(tab.where)
      .orderBy(...tab.orderBy)
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return { counts, rows };
  });
  const total = counts[input.status];
  const faces = await shopFaces(db, [...new Set(rows.flatMap((r) => (r.shopId === null ? [] : [r.shopId])))]);
  return {
    list: rows.map((r) => ({
      ...r,
      title: textIn(r.title, lang),
      status: input.status,
      shopName: r.shopId === null ? null : textIn(faces.get(r.shopId)?.name ?? { en: '', zh: '', ja: '' }, lang),
      shopLogo: r.shopId === null ? null : (faces.get(r.shopId)?.logo ?? null),
      pickedAt: r.pickedAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      usedAt: r.usedAt?.toISOString() ?? null,
    })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < total,
    counts,
  };
}
