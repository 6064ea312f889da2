import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { goods } from './catalogue.tables.ts';

/** The shops of some goods (each goods belongs to one shop for good), as a set of shop ids. */
export async function shopsOfGoods(q: Db | Tx, goodsIds: readonly number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await q.selectDistinct({ shopId: goods.shopId }).from(goods).where(inArray(goods.id, [...new Set(goodsIds)]));
  return new Set(rows.map((r) => r.shopId));
}
