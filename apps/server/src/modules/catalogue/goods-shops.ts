import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { goods, goodsSku } from './catalogue.tables.ts';

/** The shops of some goods (each goods belongs to one shop for good), as a set of shop ids. */
export async function shopsOfGoods(q: Db | Tx, goodsIds: readonly number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await q.selectDistinct({ shopId: goods.shopId }).from(goods).where(inArray(goods.id, [...new Set(goodsIds)]));
  return new Set(rows.map((r) => r.shopId));
}

/** The shop of one goods (a merchant call's shop scope), or undefined for no such goods. */
export async function shopOfGoods(q: Db | Tx, goodsId: number): Promise<number | undefined> {
  const [row] = await q.select({ shopId: goods.shopId }).from(goods).where(eq(goods.id, goodsId));
  return row?.shopId;
}

/** The shop of a SKU's goods (a merchant call's shop scope), or undefined for no such SKU. */
export async function shopOfSku(q: Db | Tx, skuId: number): Promise<number | undefined> {
  const [row] = await q.select({ shopId: goods.shopId }).from(goodsSku).innerJoin(goods, eq(goods.id, goodsSku.goodsId)).where(eq(goodsSku.id, skuId));
  return row?.shopId;
}
