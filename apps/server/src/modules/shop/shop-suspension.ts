import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { notFound } from '../../platform/errors.ts';
import { shop, shopMember, shopStatusEvent } from './shop.tables.ts';

/**
 * The platform suspends a shop and reinstates it. A suspended shop has status `disabled` (every shopper's read
 * already leaves disabled shops out) with when, why and the status to go back to; its staff keep the merchant
 * console (shop-staff.ts). Each move is one conditional update, so two suspensions at once make one move, one
 * history row and one event; the other answers the shop as it is.
 */

export const SHOP_EVENTS = { suspended: 'shop.suspended', reinstated: 'shop.reinstated' } as const;

/** The payload of `shop.suspended` and `shop.reinstated`. */
export interface ShopStatusChanged {
  shopId: number;
  /** The owner's account (the merchant), who hears of it. */
  ownerAccountId: number | null;
  shopName: Localized;
  reason: string;
}

async function ownerOf(tx: Tx, shopId: number): Promise<number | null> {
  const [owner] = await tx
    .select({ accountId: shopMember.accountId })
    .from(shopMember)
    .where(and(eq(shopMember.shopId, shopId), eq(shopMember.role, 'owner')))
    .limit(1);
  return owner?.accountId ?? null;
}

/** Suspends a shop that is not suspended; true when this call moved it. Unknown shop: 1004. */
export async function suspendShop(db: Db, operatorId: number, shopId: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(shop)
      .set({
        status: 'disabled',
        suspendedAt: sql`now()`,
        suspendReason: reason,
        // The right side reads the row before the update: the status it goes back to.
        resumeStatus: sql`case when ${shop.status} = 'closed' then 'closed' else 'open' end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(shop.id, shopId), sql`${shop.status} <> 'disabled'`))
      .returning({ name: shop.name });
    if (!moved) {
      const [exists] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.id, shopId));
      if (!exists) throw notFound();
      return false;
    }
    await tx.insert(shopStatusEvent).values({ shopId, action: 'suspended', reason, operatorId });
    const payload: ShopStatusChanged = { shopId, ownerAccountId: await ownerOf(tx, shopId), shopName: moved.name, reason };
    await publishEvent(tx, { type: SHOP_EVENTS.suspended, subject: shopId, payload });
    return true;
  });
}

/** Reinstates a suspended shop to the status it had; true when this call moved it. Unknown shop: 1004. */
export async function reinstateShop(db: Db, operatorId: number, shopId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(shop)
      .set({
        status: sql`coalesce(${shop.resumeStatus}, 'open')`,
        suspendedAt: null,
        suspendReason: null,
        resumeStatus: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(shop.id, shopId), eq(shop.status, 'disabled')))
      .returning({ name: shop.name });
    if (!moved) {
      const [exists] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.id, shopId));
      if (!exists) throw notFound();
      return false;
    }
    await tx.insert(shopStatusEvent).values({ shopId, action: 'reinstated', reason: '', operatorId });
    const payload: ShopStatusChanged = { shopId, ownerAccountId: await ownerOf(tx, shopId), shopName: moved.name, reason: '' };
    await publishEvent(tx, { type: SHOP_EVENTS.reinstated, subject: shopId, payload });
    return true;
  });
}

/** The platform's suspension of a shop as its staff see it (the console's banner), or null when it is not suspended. */
export async function shopSuspension(db: Db | Tx, shopId: number): Promise<{ at: string; reason: string } | null> {
  const [row] = await db.select({ at: shop.suspendedAt, reason: shop.suspendReason }).from(shop).where(and(eq(shop.id, shopId), eq(shop.status, 'disabled')));
  return row?.at ? { at: row.at.toISOString(), reason: row.reason ?? '' } : null;
}

/** Of these shops, the ones the platform suspended (paying their unpaid orders is refused). */
export async function suspendedShopIds(db: Db, shopIds: readonly number[]): Promise<number[]> {
  if (shopIds.length === 0) return [];
  const rows = await db
    .select({ id: shop.id })
    .from(shop)
    .where(and(inArray(shop.id, [...new Set(shopIds)]), eq(shop.status, 'disabled')));
  return rows.map((r) => r.id);
}
