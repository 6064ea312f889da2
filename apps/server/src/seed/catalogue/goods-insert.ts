import type { Tx } from '../../platform/database.ts';
import { goods, goodsDetail, goodsSku } from '../../modules/catalogue/catalogue.tables.ts';
import { insertRecordset } from './bulk-insert.ts';
import type { GoodsDraft } from './goods-draft.ts';

/** Stores drafted goods with their details and SKUs in bulk; answers the new ids by goods code and by SKU code. */
export async function insertGoods(
  tx: Tx,
  drafts: GoodsDraft[],
): Promise<{ goodsIds: Map<string, number>; skuIds: Map<string, number> }> {
  const stored = await insertRecordset(
    tx,
    goods,
    drafts.map((d) => d.row),
    ['id', 'code'],
  );
  const goodsIds = new Map(stored.map((r) => [r.code as string, r.id as number]));
  await insertRecordset(
    tx,
    goodsDetail,
    drafts.map((d) => ({ ...d.detail, goodsId: goodsIds.get(d.row.code)! })),
  );
  const skus = await insertRecordset(
    tx,
    goodsSku,
    drafts.flatMap((d) => d.skus.map((s) => ({ ...s, goodsId: goodsIds.get(d.row.code)! }))),
    ['id', 'code'],
  );
  return { goodsIds, skuIds: new Map(skus.map((r) => [r.code as string, r.id as number])) };
}
