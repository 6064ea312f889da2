import { eq, sql } from 'drizzle-orm';
import type { TAdjustMerchantGoodsStockResponse } from '@mall/contract/catalogue/adjust-merchant-goods-stock';
import { MERCHANT_GOODS_LIMITS } from '@mall/contract/catalogue/merchant-goods-fields';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationFailure } from '../../platform/validation.ts';
import { goodsSku } from './catalogue.tables.ts';
import type { GoodsChanges } from './goods-changes.ts';

/**
 * `merchant/goods/stock/adjust`: moves a SKU's stock by `delta` in one conditional update (`stock + delta` kept
 * within 0 and the limit), never by reading the stock and writing a new number: an order commit that takes pieces
 * at the same moment queues on the row and both changes count. It holds only the SKU's row, so it can wait for a
 * commit but never deadlock with one (commits take the goods and then the SKUs, in id order).
 */
export async function adjustSkuStock(db: Db, changes: GoodsChanges, skuId: number, delta: number): Promise<TAdjustMerchantGoodsStockResponse> {
  const [row] = await db
    .update(goodsSku)
    .set({ stock: sql`${goodsSku.stock} + ${delta}` })
    .where(sql`${goodsSku.id} = ${skuId} and ${goodsSku.stock} + ${delta} between 0 and ${MERCHANT_GOODS_LIMITS.stock}`)
    .returning({ goodsId: goodsSku.goodsId, stock: goodsSku.stock });
  if (!row) {
    const [found] = await db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId));
    if (!found) throw notFound();
    // The stock read here is only for the message: the refusal itself came from the update's condition.
    throw new ValidationFailure([{ field: 'delta', message: `would leave the stock below 0 or above ${MERCHANT_GOODS_LIMITS.stock} (${found.stock} in stock now)` }]);
  }
  await changes.announce(row.goodsId);
  return { skuId, goodsId: row.goodsId, stock: row.stock };
}
