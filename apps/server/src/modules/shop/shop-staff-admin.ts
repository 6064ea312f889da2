import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopRight } from '@mall/contract/platform/api';
import type { TShopMembers } from '@mall/contract/shop/shop-staff';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, uniqueViolation } from '../../platform/errors.ts';
import { accountByLogin, accountCards } from '../account/account.api.ts';
import { shopMember } from './shop.tables.ts';

/**
 * The owner's management of a shop's staff (`merchant/shop/staff/*`). The route has already checked that the caller
 * works for the shop; these check that they own it. A change takes effect on the member's next call, since every
 * merchant call reads `shop_member` (shop-staff.ts).
 */

async function requireOwner(q: Db | Tx, accountId: number, shopId: number): Promise<void> {
  const [row] = await q.select({ role: shopMember.role }).from(shopMember).where(and(eq(shopMember.shopId, shopId), eq(shopMember.accountId, accountId)));
  if (row?.role !== 'owner') throw new AppError('STAFF_OWNER_ONLY');
}

/** `merchant/shop/staff/query`: the owner first, then staff by when they joined. */
export async function queryShopStaff(db: Db, shopId: number): Promise<TShopMembers> {
  const rows = await db
    .select({ accountId: shopMember.accountId, role: shopMember.role, rights: shopMember.rights, since: shopMember.createdAt })
    .from(shopMember)
    .where(eq(shopMember.shopId, shopId))
    .orderBy(sql`${shopMember.role} = 'owner' desc`, asc(shopMember.createdAt), asc(shopMember.accountId));
  const cards = await accountCards(
    db,
    rows.map((r) => r.accountId),
  );
  return {
    list: rows.map((r) => {
      const card = cards.get(r.accountId);
      const login = card?.mobile ? `+${card.phoneCode} ${card.mobile.slice(0, 3)}****${card.mobile.slice(-4)}` : (card?.email ?? '');
      return { accountId: r.accountId, nickName: card?.nickName ?? '', account: login, role: r.role, rights: r.role === 'owner' ? [] : r.rights, since: r.since.toISOString() };
    }),
  };
}

/** `merchant/shop/staff/invite`: an existing account joins as staff with these rights. */
export async function inviteStaff(
  db: Db,
  ownerId: number,
  input: { shopId: number; rights: ShopRight[] } & ({ phoneCode: string; mobile: string } | { email: string }),
): Promise<TShopMembers> {
  await requireOwner(db, ownerId, input.shopId);
  const accountId = await accountByLogin(db, 'email' in input ? { email: input.email } : { phoneCode: input.phoneCode, mobile: input.mobile });
  if (accountId === undefined) throw new AppError('STAFF_ACCOUNT_UNKNOWN');
  try {
    await db.insert(shopMember).values({ shopId: input.shopId, accountId, role: 'staff', rights: input.rights });
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('STAFF_EXISTS');
    throw err;
  }
  return queryShopStaff(db, input.shopId);
}

/** `merchant/shop/staff/rights`: a staff member's rights, replaced (the owner's row is not staff and is not found). */
export async function setStaffRights(db: Db, ownerId: number, input: { shopId: number; accountId: number; rights: ShopRight[] }): Promise<TShopMembers> {
  await requireOwner(db, ownerId, input.shopId);
  const changed = await db
    .update(shopMember)
    .set({ rights: input.rights })
    .where(and(eq(shopMember.shopId, input.shopId), eq(shopMember.accountId, input.accountId), eq(shopMember.role, 'staff')))
    .returning({ accountId: shopMember.accountId });
  if (changed.length === 0) throw new AppError('NOT_FOUND');
  return queryShopStaff(db, input.shopId);
}

/** `merchant/shop/staff/revoke`: a staff member leaves the shop. */
export async function revokeStaff(db: Db, ownerId: number, input: { shopId: number; accountId: number }): Promise<TShopMembers> {
  await requireOwner(db, ownerId, input.shopId);
  const removed = await db
    .delete(shopMember)
    .where(and(eq(shopMember.shopId, input.shopId), eq(shopMember.accountId, input.accountId), eq(shopMember.role, 'staff')))
    .returning({ accountId: shopMember.accountId });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
  return queryShopStaff(db, input.shopId);
}
