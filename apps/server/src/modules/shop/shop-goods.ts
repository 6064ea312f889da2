import { eq, sql } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { Db, Tx } from '../../platform/database.ts';
import { shop } from './shop.tables.ts';

/** What the catalogue's goods writes need of a shop: its channel, and its count of goods on sale. */

/** The channel (kind) of a shop, which decides the categories its goods may go in; undefined for no such shop. */
export async function shopChannel(db: Db | Tx, shopId: number): Promise<ShopKind | undefined> {
  const [row] = await db.select({ kind: shop.kind }).from(shop).where(eq(shop.id, shopId));
  return row?.kind;
}

/**
 * Moves a shop's count of goods on sale by `delta`, in the transaction that put a goods on or off the shelf (the
 * caller changes the count only when its conditional update really changed the status, so the count stays exact).
 */
export async function countShopGoods(tx: Tx, shopId: number, delta: number): Promise<void> {
  await tx
    .update(shop)
    .set({ goodsCount: sql`greatest(${shop.goodsCount} + ${delta}, 0)` })
    .where(eq(shop.id, shopId));
}
