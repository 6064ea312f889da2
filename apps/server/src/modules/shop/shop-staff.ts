import type { ShopRight } from '@mall/contract/platform/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { shop, shopMember } from './shop.tables.ts';

/**
 * Who may act on a shop: its members (shop_member), the owner holding every right. A disabled shop is closed to
 * them, except one the platform suspended (suspended_at set): its staff keep every right but `goods`, to fulfil,
 * refund and answer for the orders already paid, and the console shows them why it is suspended.
 */
const usable = sql`(${shop.status} <> 'disabled' or ${shop.suspendedAt} is not null)`;
const usableFor = (right: ShopRight) => sql`(${shop.status} <> 'disabled' or (${shop.suspendedAt} is not null and ${right} <> 'goods'))`;

/** Whether the account works for any shop that is not disabled (the merchant calls' first check). */
export async function isShopStaff(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(shopMember.accountId, accountId), usable))
    .limit(1);
  return row !== undefined;
}

/** Whether the account holds `right` in the shop (the owner holds them all), the shop not disabled. */
export async function hasShopRight(db: Db, accountId: number, shopId: number, right: ShopRight): Promise<boolean> {
  const [row] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(
      and(
        eq(shopMember.accountId, accountId),
        eq(shopMember.shopId, shopId),
        usableFor(right),
        sql`(${shopMember.role} = 'owner' or ${right} = any(${shopMember.rights}))`,
      ),
    );
  return row !== undefined;
}

/** The shops where the account holds `right` (a merchant's lists across their shops). */
export async function shopsWithRight(db: Db, accountId: number, right: ShopRight): Promise<number[]> {
  const rows = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(shopMember.accountId, accountId), usableFor(right), sql`(${shopMember.role} = 'owner' or ${right} = any(${shopMember.rights}))`));
  return rows.map((r) => r.shopId);
}
