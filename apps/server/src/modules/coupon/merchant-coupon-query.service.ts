import { and, asc, desc, eq, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MerchantCouponTab } from '@mall/contract/coupon/merchant-coupon-fields';
import type { TQueryMerchantCouponsResponse } from '@mall/contract/coupon/query-merchant-coupons';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { coupon } from './coupon.tables.ts';
import { merchantCouponColumns, ownedBy, toMerchantCoupons } from './merchant-coupon-view.ts';

/**
 * A keyset cursor: the sort time of the last row as PostgreSQL writes it (to the microsecond, which a JavaScript Date
 * would round) and its id.
 */
function encodeCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at) || !Number.isSafeInteger(n) || n < 0) {
    throw new AppError('INVALID_REQUEST', { detail: 'after: not a cursor of this list' });
  }
  return { at, id: n };
}

/**
 * Each tab as a condition and a sort column, a range of an index of the shop: active ones ending soonest first and
 * ended ones latest first on coupon_shop_idx (shop_id, pick_ends_at), upcoming ones starting soonest first on
 * coupon_shop_starts_idx (shop_id, pick_starts_at).
 */
function tabOf(shopId: number | null, tab: MerchantCouponTab): { where: SQL; by: AnyColumn; ascending: boolean } {
  const mine = ownedBy(shopId);
  const running = [gt(coupon.pickEndsAt, sql`now()`), eq(coupon.status, 'active')];
  switch (tab) {
    case 'active':
      return { where: and(mine, ...running, lte(coupon.pickStartsAt, sql`now()`))!, by: coupon.pickEndsAt, ascending: true };
    case 'upcoming':
      return { where: and(mine, ...running, gt(coupon.pickStartsAt, sql`now()`))!, by: coupon.pickStartsAt, ascending: true };
    case 'ended':
      return { where: and(mine, lte(coupon.pickEndsAt, sql`now()`))!, by: coupon.pickEndsAt, ascending: false };
  }
}

/** A page of one tab of a shop's coupons, with how many of each were claimed and used. */
export async function queryMerchantCoupons(
  db: Db,
  shopId: number | null,
  input: { tab: MerchantCouponTab; pageSize: number; after?: string | undefined },
): Promise<TQueryMerchantCouponsResponse> {
  const tab = tabOf(shopId, input.tab);
  const where = [tab.where];
  if (input.after) {
    const c = decodeCursor(input.after);
    where.push(tab.ascending ? sql`(${tab.by}, ${coupon.id}) > (${c.at}::timestamptz, ${c.id})` : sql`(${tab.by}, ${coupon.id}) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = await db
    .select({ ...merchantCouponColumns, sortAt: sql<string>`${tab.by}::text` })
    .from(coupon)
    .where(and(...where))
    .orderBy(...(tab.ascending ? [asc(tab.by), asc(coupon.id)] : [desc(tab.by), desc(coupon.id)]))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: await toMerchantCoupons(
      db,
      page.map(({ sortAt: _, ...row }) => row),
    ),
    next: rows.length > input.pageSize && last ? encodeCursor(last.sortAt, last.couponId) : null,
  };
}
