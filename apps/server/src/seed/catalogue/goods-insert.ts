import type { Tx } from '../../platform/database.ts';
import { goods, goodsDetail, goodsSku } from '../../modules/catalogue/catalogue.tables.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';
import type { GoodsDraft } from './goods-draft.ts';

/** Stores drafted goods with their details and SKUs in bulk; answers the new ids by goods code and by SKU code. */
export async function insertGoods(
  tx: Tx,
  drafts: GoodsDraft[],
): Promise<{ goodsIds: Map<string, number>; skuIds: Map<string, number> }> {
  const stored = await insertRowsReturning(
    tx,
    goods,
    drafts.map((d) => d.row),
    { id: goods.id, code: goods.code },
  );
  const goodsIds = new Map(stored.map((r) => [r.code, r.id]));
  await insertRows(
    tx,
    goodsDetail,
    drafts.map((d) => ({ ...d.detail, goodsId: goodsIds.get(d.row.code)! })),
  );
  const skus = await insertRowsReturning(
    tx,
    goodsSku,
    drafts.flatMap((d) => d.skus.map((s) => ({ ...s, goodsId: goodsIds.get(d.row.code)! }))),
    { id: goodsSku.id, code: goodsSku.code },
  );
  return { goodsIds, skuIds: new Map(skus.map((r) => [r.code, r.id])) };
}
