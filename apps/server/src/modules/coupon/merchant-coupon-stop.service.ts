import { and, eq, sql } from 'drizzle-orm';
import type { TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { coupon } from './coupon.tables.ts';
import { ownedBy, readMerchantCoupon } from './merchant-coupon-view.ts';

/**
 * Stops claiming a shop coupon now, by one conditional update of its row. A pick adds one to the same row only while
 * it is active and inside its window, so each pick either committed before the stop (and counts) or finds it
 * stopped; none is lost and none comes after. The end of claiming moves to now (never later), which is what
 * puts the coupon in the "ended" tab. Coupons shoppers hold keep their own expiry and stay usable. A stopped coupon
 * stops again as a no-op, so a retried stop answers like the first.
 */
export async function stopMerchantCoupon(db: Db, shopId: number | null, couponId: number): Promise<TMerchantCoupon> {
  await db
    .update(coupon)
    .set({ status: 'stopped', pickEndsAt: sql`least(${coupon.pickEndsAt}, now())` })
    .where(and(eq(coupon.id, couponId), ownedBy(shopId), eq(coupon.status, 'active')));
  const found = await readMerchantCoupon(db, shopId, couponId);
  if (!found) throw notFound();
  return found;
}
