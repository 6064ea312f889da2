import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TShopCustomer } from '@mall/contract/chat/chat-fields';
import type { Db, Tx } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { shop, shopMember } from '../modules/shop/shop.tables.ts';

/** Read model: the people of a chat (account, shop): shoppers' names and pictures, a shop's service staff. */

/** Shoppers' names and pictures by account id (the staff's view of a conversation). */
export async function shopperFaces(db: Db | Tx, ids: readonly number[]): Promise<Map<number, { name: string; avatar: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: account.id, nickName: account.nickName, number: account.number, avatar: account.avatar }).from(account).where(inArray(account.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.nickName || r.number, avatar: r.avatar }]));
}

const holdsChat = sql`(${shopMember.role} = 'owner' or 'chat' = any(${shopMember.rights}))`;

/** The service staff of a shop not disabled: its members holding the chat right (the owner holds all), names only. */
export async function shopServiceStaff(db: Db | Tx, shopId: number, customerId?: number): Promise<TShopCustomer[]> {
  const rows = await db
    .select({ customerId: account.id, shopId: shopMember.shopId, nickName: account.nickName, number: account.number, avatar: account.avatar })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .innerJoin(account, eq(account.id, shopMember.accountId))
    .where(and(eq(shopMember.shopId, shopId), ne(shop.status, 'disabled'), holdsChat, customerId === undefined ? undefined : eq(account.id, customerId)))
    .orderBy(asc(shopMember.createdAt), asc(account.id));
  return rows.map((r) => ({ customerId: r.customerId, shopId: r.shopId, name: r.nickName || r.number, avatar: r.avatar }));
}

/** A service staff member by account id, in the first shop (by id) where they answer chat, or undefined. */
export async function serviceStaffMember(db: Db | Tx, customerId: number): Promise<TShopCustomer | undefined> {
  const [row] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(shopMember.accountId, customerId), ne(shop.status, 'disabled'), holdsChat))
    .orderBy(asc(shopMember.shopId))
    .limit(1);
  if (!row) return undefined;
  return (await shopServiceStaff(db, row.shopId, customerId))[0];
}
