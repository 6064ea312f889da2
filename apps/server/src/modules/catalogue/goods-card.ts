import type { Lang } from '@mall/contract/platform/languages';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { textIn } from '../../platform/localized.ts';
import { goods } from './catalogue.tables.ts';

/** The columns of `goods` a list card needs; select them with `db.select(goodsCardColumns)`. */
export const goodsCardColumns = {
  id: goods.id,
  shopId: goods.shopId,
  title: goods.title,
  image: goods.image,
  priceMin: goods.priceMin,
  priceMax: goods.priceMax,
  marketPrice: goods.marketPrice,
  salesCount: goods.salesCount,
  reviewCount: goods.reviewCount,
  ratingTotal: goods.ratingTotal,
  favorCount: goods.favorCount,
  status: goods.status,
};

export type GoodsCardRow = { [K in keyof typeof goodsCardColumns]: (typeof goodsCardColumns)[K]['_']['data'] };

/** A row read with `goodsCardColumns` as a card in the caller's language; the rating is the review average to one decimal. */
export function toGoodsCard(row: GoodsCardRow, lang: Lang): TGoodsCard {
  const { ratingTotal, ...rest } = row;
  return { ...rest, title: textIn(row.title, lang), rating: row.reviewCount > 0 ? Math.round((ratingTotal * 10) / row.reviewCount) / 10 : 0 };
}
