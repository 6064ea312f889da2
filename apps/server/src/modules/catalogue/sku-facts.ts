import { inArray } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { goodsSku } from './catalogue.tables.ts';

/** Some SKUs as after-sales checks an exchange: their goods, whether they sell, their stock and spec; by id. */
export async function skuFacts(q: Db | Tx, skuIds: readonly number[]): Promise<Map<number, { goodsId: number; enabled: boolean; stock: number; specName: Localized }>> {
  if (skuIds.length === 0) return new Map();
  const rows = await q
    .select({ id: goodsSku.id, goodsId: goodsSku.goodsId, enabled: goodsSku.enabled, stock: goodsSku.stock, specName: goodsSku.specName })
    .from(goodsSku)
    .where(inArray(goodsSku.id, [...new Set(skuIds)]));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}
