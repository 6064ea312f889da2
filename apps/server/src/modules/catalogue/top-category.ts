import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { category } from './catalogue.tables.ts';

/** A top-level category that is switched on: a merchant's main category of business, whose channel is the shop's kind. */
export async function topCategory(db: Db | Tx, categoryId: number): Promise<{ id: number; name: Localized; channel: ShopKind } | undefined> {
  const [row] = await db
    .select({ id: category.id, name: category.name, channel: category.channel })
    .from(category)
    .where(and(eq(category.id, categoryId), isNull(category.parentId), eq(category.enabled, true)));
  return row;
}

/** Names of categories by id, any level (one query). */
export async function categoryNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, Localized>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: category.id, name: category.name }).from(category).where(inArray(category.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
