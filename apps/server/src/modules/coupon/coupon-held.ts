import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import { anyOf, builtOnce, type Db, type Tx } from '../../platform/database.ts';
import type { HeldCoupon } from './coupon-discount.ts';
import { coupon, userCoupon } from './coupon.tables.ts';

/**
 * The coupons a shopper holds, as the checkout and the orders use them: the usable ones, and using and giving back
 * those an order takes. Coupons change only by conditional updates, so a coupon is never used twice.
 */

/** A coupon's title and terms, as every read of a held coupon selects them. */
export const couponTermColumns = {
  title: coupon.title,
  kind: coupon.kind,
  thresholdAmount: coupon.thresholdAmount,
  amountOff: coupon.amountOff,
  percentOff: coupon.percentOff,
  maxOff: coupon.maxOff,
};

/** A coupon the shopper holds and may still use (unused, not expired), with its shop (null: the platform's). */
export interface UsableCoupon extends HeldCoupon {
  couponId: number;
  shopId: number | null;
  title: Localized;
}

const usableCoupons = builtOnce((q) =>
  q
    .select({
      userCouponId: userCoupon.id,
      couponId: userCoupon.couponId,
      shopId: userCoupon.shopId,
      expiresAt: userCoupon.expiresAt,
      ...couponTermColumns,
    })
    .from(userCoupon)
    .innerJoin(coupon, eq(coupon.id, userCoupon.couponId))
    .where(
      and(
        eq(userCoupon.accountId, sql.placeholder('accountId')),
        eq(userCoupon.status, 'unused'),
        gt(userCoupon.expiresAt, sql`now()`),
        or(isNull(userCoupon.shopId), anyOf(userCoupon.shopId, 'shopIds')),
      ),
    )
    .prepare('checkout_usable_coupons'),
);

/** The shopper's unused, unexpired coupons of these shops and of the platform (database clock); a named statement. */
export async function loadUsableCoupons(q: Db | Tx, accountId: number, shopIds: readonly number[]): Promise<UsableCoupon[]> {
  return usableCoupons(q).execute({ accountId, shopIds: [...shopIds] });
}

/** One of the shopper's coupons as a choice judges it: its shop, whether used, whether expired; undefined for another's. */
export async function heldCoupon(q: Db | Tx, accountId: number, userCouponId: number) {
  const [row] = await q
    .select({ shopId: userCoupon.shopId, status: userCoupon.status, expired: sql<boolean>`${userCoupon.expiresAt} <= now()` })
    .from(userCoupon)
    .where(and(eq(userCoupon.id, userCouponId), eq(userCoupon.accountId, accountId)));
  return row;
}

/**
 * Uses the shopper's coupons for an order being committed, in its transaction: locked in id order (the order every
 * writer of them follows), then one conditional update (unused and not expired). False, with nothing used, when
 * one of them was used or expired meanwhile (the caller rolls back).
 */
export async function useCoupons(tx: Tx, accountId: number, userCouponIds: readonly number[]): Promise<boolean> {
  const ids = [...userCouponIds].sort((a, b) => a - b);
  if (ids.length === 0) return true;
  await tx.select({ id: userCoupon.id }).from(userCoupon).where(inArray(userCoupon.id, ids)).orderBy(userCoupon.id).for('no key update');
  const used = await tx
    .update(userCoupon)
    .set({ status: 'used', usedAt: sql`now()` })
    .where(and(inArray(userCoupon.id, ids), eq(userCoupon.accountId, accountId), eq(userCoupon.status, 'unused'), sql`${userCoupon.expiresAt} > now()`))
    .returning({ id: userCoupon.id });
  return used.length === ids.length;
}

/** Locks coupons an order held, in id order, before the order decides which of them go back. */
export async function lockCoupons(tx: Tx, userCouponIds: readonly number[]): Promise<void> {
  const ids = [...userCouponIds].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: userCoupon.id }).from(userCoupon).where(inArray(userCoupon.id, ids)).orderBy(userCoupon.id).for('no key update');
}

/** Gives coupons back to their shopper (a cancelled order's), in the caller's transaction; only used ones change. */
export async function releaseCoupons(tx: Tx, userCouponIds: readonly number[]): Promise<void> {
  if (userCouponIds.length === 0) return;
  await tx
    .update(userCoupon)
    .set({ status: 'unused', usedAt: null })
    .where(and(inArray(userCoupon.id, [...userCouponIds]), eq(userCoupon.status, 'used')));
}
