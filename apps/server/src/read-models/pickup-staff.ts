import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { groupbuyPickupStaff } from '../modules/groupbuy/groupbuy.tables.ts';
import { shopAddress, shopMember } from '../modules/shop/shop.tables.ts';

/**
 * Read model: who works at a shop's pickup points (groupbuy) among the shop's members (shop), with their names
 * (account). The shop's owner is staff of every point of the shop without a row.
 */

/** Whether an account may hand over orders at a pickup point: its shop's owner, or assigned to it and still a member. */
export async function isPickupStaff(q: Db | Tx, accountId: number, pickupPointId: number): Promise<boolean> {
  const { rows } = await q.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from ${shopAddress} p
      join ${shopMember} m on m.shop_id = p.shop_id and m.account_id = ${accountId}
      where p.id = ${pickupPointId} and p.kind = 'pickup'
        and (m.role = 'owner' or exists (select 1 from ${groupbuyPickupStaff} s where s.pickup_point_id = p.id and s.account_id = ${accountId}))
    ) as ok`);
  return rows[0]?.ok === true;
}

const nameOf = sql<string>`coalesce(nullif(${account.name}, ''), ${account.email}, ${account.mobile}, '#' || ${account.id})`;

/** The shop's members, owner first. */
export async function shopMembers(q: Db | Tx, shopId: number) {
  return q
    .select({ accountId: shopMember.accountId, name: nameOf, role: shopMember.role })
    .from(shopMember)
    .innerJoin(account, eq(account.id, shopMember.accountId))
    .where(eq(shopMember.shopId, shopId))
    .orderBy(sql`${shopMember.role} = 'owner' desc`, asc(shopMember.accountId));
}

/** The assigned staff of some pickup points who are still members of the point's shop. */
export async function assignedStaff(q: Db | Tx, pickupPointIds: readonly number[]) {
  if (pickupPointIds.length === 0) return [];
  return q
    .select({ pickupPointId: groupbuyPickupStaff.pickupPointId, accountId: groupbuyPickupStaff.accountId, name: nameOf, role: shopMember.role })
    .from(groupbuyPickupStaff)
    .innerJoin(shopAddress, eq(shopAddress.id, groupbuyPickupStaff.pickupPointId))
    .innerJoin(shopMember, and(eq(shopMember.shopId, shopAddress.shopId), eq(shopMember.accountId, groupbuyPickupStaff.accountId)))
    .innerJoin(account, eq(account.id, groupbuyPickupStaff.accountId))
    .where(inArray(groupbuyPickupStaff.pickupPointId, [...pickupPointIds]))
    .orderBy(asc(groupbuyPickupStaff.accountId));
}
