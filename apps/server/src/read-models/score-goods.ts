import { and, asc, eq, gt } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { scoreGoods } from '../modules/loyalty/loyalty.tables.ts';

/** Read model: score goods (loyalty) with their goods' title and their SKU's image and price (catalogue), when on sale. */
export async function readScoreGoods(q: Db | Tx, lang: Lang, options: { limit: number; id?: number }): Promise<TScoreGoods[]> {
  const rows = await q
    .select({ id: scoreGoods.id, goodsId: scoreGoods.goodsId, skuId: scoreGoods.skuId, scorePrice: scoreGoods.scorePrice, title: goods.title, image: goodsSku.image, price: goodsSku.price })
    .from(scoreGoods)
    .innerJoin(goods, eq(goods.id, scoreGoods.goodsId))
    .innerJoin(goodsSku, and(eq(goodsSku.id, scoreGoods.skuId), eq(goodsSku.goodsId, scoreGoods.goodsId)))
    .where(and(eq(scoreGoods.enabled, true), eq(goods.status, 'on_sale'), eq(goods.shopListed, true), eq(goodsSku.enabled, true), gt(goodsSku.stock, 0), options.id === undefined ? undefined : eq(scoreGoods.id, options.id)))
    .orderBy(asc(scoreGoods.scorePrice), asc(scoreGoods.sort), asc(scoreGoods.id))
    .limit(options.limit);
  return rows.map((r) => ({ scoreGoodsId: r.id, goodsId: r.goodsId, skuId: r.skuId, title: textIn(r.title, lang), image: r.image, price: r.price, scorePrice: r.scorePrice }));
}

