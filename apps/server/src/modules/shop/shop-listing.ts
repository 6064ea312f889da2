import { and, eq, ne } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import { anyOf, builtOnce, type Db, type Tx } from '../../platform/database.ts';
import { shop } from './shop.tables.ts';

/** Whether a shop exists and is not disabled (a disabled shop is gone from every list and page). */
export async function isShopListed(db: Db | Tx, shopId: number): Promise<boolean> {
  const [found] = await db.select({ id: shop.id }).from(shop).where(and(eq(shop.id, shopId), ne(shop.status, 'disabled')));
  return found !== undefined;
}

/** The names of every shop not disabled, in every language (the search's spelling vocabulary). */
export async function listedShopNames(db: Db): Promise<Localized[]> {
  const rows = await db.select({ name: shop.name }).from(shop).where(ne(shop.status, 'disabled'));
  return rows.map((r) => r.name);
}

const facesOfShops = builtOnce((q) => q.select({ id: shop.id, name: shop.name, logo: shop.logo, kind: shop.kind }).from(shop).where(anyOf(shop.id, 'shopIds')).prepare('shop_faces'));

/** The names and logos of shops, by id (for lists that show which shop something belongs to); a named statement. */
export async function shopFaces(db: Db | Tx, shopIds: readonly number[]): Promise<Map<number, { name: Localized; logo: string; kind: ShopKind }>> {
  if (shopIds.length === 0) return new Map();
  const rows = await facesOfShops(db).execute({ shopIds: [...shopIds] });
  return new Map(rows.map((r) => [r.id, { name: r.name, logo: r.logo, kind: r.kind }]));
}
