import { and, eq, ne, sql } from 'drizzle-orm';
import type { TShelveMerchantGoodsResponse } from '@mall/contract/catalogue/shelve-merchant-goods';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { countShopGoods } from '../shop/shop.api.ts';
import { goods } from './catalogue.tables.ts';
import type { GoodsChanges } from './goods-changes.ts';

/**
 * `merchant/goods/shelve` and `unshelve`: one conditional update of the goods' status, so of two racing calls
 * only the one that changed it moves the shop's count of goods on sale. The update takes the goods' row lock,
 * which waits for the order commits holding it (stock.ts): a commit that started before the goods left the shelf
 * finishes, one that comes after reads the new status and refuses.
 */
export async function setGoodsStatus(db: Db, changes: GoodsChanges, goodsId: number, status: 'on_sale' | 'off_shelf'): Promise<TShelveMerchantGoodsResponse> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(goods)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(goods.id, goodsId), ne(goods.status, status)))
      .returning({ shopId: goods.shopId });
    if (row) await countShopGoods(tx, row.shopId, status === 'on_sale' ? 1 : -1);
    return row !== undefined;
  });
  if (changed) {
    await changes.announce(goodsId);
  } else {
    const [found] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
    if (!found) throw notFound();
  }
  return { goodsId, status };
}
