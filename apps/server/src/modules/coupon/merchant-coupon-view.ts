import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MerchantCouponTab, TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { coupon, userCoupon } from './coupon.tables.ts';

/** A shop's coupon as the merchant console shows it; where it stands is decided by the database clock. */

/**
 * A stop moves `pickEndsAt` to the moment of stopping (merchant-coupon-stop.service.ts), so "ended" is one range of
 * coupon_shop_idx and every tab is a range of an index.
 */
export const tabOfCoupon = sql<MerchantCouponTab>`case when ${coupon.pickEndsAt} <= now() or ${coupon.status} = 'stopped' then 'ended' when ${coupon.pickStartsAt} > now() then 'upcoming' else 'active' end`;

export const merchantCouponColumns = {
  couponId: coupon.id,
  shopId: coupon.shopId,
  title: coupon.title,
  kind: coupon.kind,
  thresholdAmount: coupon.thresholdAmount,
  amountOff: coupon.amountOff,
  percentOff: coupon.percentOff,
  maxOff: coupon.maxOff,
  totalQuantity: coupon.totalQuantity,
  perUserLimit: coupon.perUserLimit,
  pickStartsAt: coupon.pickStartsAt,
  pickEndsAt: coupon.pickEndsAt,
  validDays: coupon.validDays,
  status: coupon.status,
  issuedCount: coupon.pickedQuantity,
  createdAt: coupon.createdAt,
  tab: tabOfCoupon,
};

type Stored = typeof coupon.$inferSelect;
type CouponRow = Pick<
  Stored,
  'shopId' | 'title' | 'kind' | 'thresholdAmount' | 'amountOff' | 'percentOff' | 'maxOff' | 'totalQuantity' | 'perUserLimit' | 'pickStartsAt' | 'pickEndsAt' | 'validDays' | 'status' | 'createdAt'
> & { couponId: number; issuedCount: number; tab: MerchantCouponTab };

/** How many of each coupon were used, by coupon id: an index-only count over user_coupon_used_idx. */
async function usedCounts(q: Db | Tx, couponIds: readonly number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await q
    .select({ couponId: userCoupon.couponId, n: count() })
    .from(userCoupon)
    .where(and(inArray(userCoupon.couponId, [...couponIds]), eq(userCoupon.status, 'used')))
    .groupBy(userCoupon.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

/** Rows read with `merchantCouponColumns` as the console's coupons, each with how many were used. */
export async function toMerchantCoupons(q: Db | Tx, rows: readonly CouponRow[]): Promise<TMerchantCoupon[]> {
  const used = await usedCounts(q, rows.map((r) => r.couponId));
  return rows.map((r) => ({
    ...r,
    shopId: r.shopId!,
    pickStartsAt: r.pickStartsAt.toISOString(),
    pickEndsAt: r.pickEndsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    usedCount: used.get(r.couponId) ?? 0,
  }));
}

/** The coupons of a shop, or the platform's own (shop null). */
export function ownedBy(shopId: number | null): SQL {
  return shopId === null ? isNull(coupon.shopId) : eq(coupon.shopId, shopId);
}

/** One coupon of a shop (or of the platform, null) as the console shows it; undefined for another's or none. */
export async function readMerchantCoupon(q: Db | Tx, shopId: number | null, couponId: number): Promise<TMerchantCoupon | undefined> {
  const rows = await q
    .select(merchantCouponColumns)
    .from(coupon)
    .where(and(eq(coupon.id, couponId), ownedBy(shopId)));
  const [one] = await toMerchantCoupons(q, rows);
  return one;
}

/** The shop of a coupon, for the route's shop check; undefined for the platform's coupons and for none. */
export async function shopOfCoupon(db: Db, couponId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: coupon.shopId }).from(coupon).where(eq(coupon.id, couponId));
  return row?.shopId ?? undefined;
}
