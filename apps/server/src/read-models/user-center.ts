import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { address } from '../modules/account/address.tables.ts';
import { browseHistory, goodsFavor } from '../modules/catalogue/catalogue.tables.ts';
import { userCoupon } from '../modules/coupon/coupon.tables.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { returnOrder } from '../modules/aftersale/aftersale.tables.ts';
import { shopFollow } from '../modules/shop/shop.tables.ts';

/**
 * Read model: what the me tab counts of a shopper, across modules: addresses (account), favourites and browsing
 * (catalogue), followed shops (shop), usable coupons (coupon), visible orders of each group (order) and open
 * after-sales requests (aftersale). One round
 * trip, each an index-only count on (account_id, …).
 */
export async function readUserCenterCounts(db: Db, accountId: number) {
  const counted = (table: typeof address | typeof goodsFavor | typeof shopFollow | typeof browseHistory) =>
    sql<number>`(select count(*)::int from ${table} where ${table.accountId} = ${accountId})`;
  const orders = (status: string) =>
    sql<number>`(select count(*)::int from ${saleOrder} where ${saleOrder.accountId} = ${accountId} and ${saleOrder.status} = ${status} and ${saleOrder.hiddenAt} is null)`;
  const [row] = (
    await db.execute<{ addresses: number; favorites: number; follows: number; browsed: number; coupons: number; paying: number; shipping: number; receiving: number; completed: number; returns: number }>(
      sql`select ${counted(address)} as addresses, ${counted(goodsFavor)} as favorites, ${counted(shopFollow)} as follows, ${counted(browseHistory)} as browsed,
        (select count(*)::int from ${userCoupon} where ${userCoupon.accountId} = ${accountId} and ${userCoupon.status} = 'unused' and ${userCoupon.expiresAt} > now()) as coupons,
        ${orders('paying')} as paying, ${orders('shipping')} as shipping, ${orders('receiving')} as receiving, ${orders('completed')} as completed,
        (select count(*)::int from ${returnOrder} where ${returnOrder.accountId} = ${accountId} and ${returnOrder.status} not in ('refused', 'cancelled', 'refunded', 'completed')) as returns`,
    )
  ).rows;
  return row!;
}
