import type { Lang } from '@mall/contract/platform/languages';
import type { TGoodsCardItem } from '@mall/contract/catalogue/goods-card';
import { textIn } from '../../platform/localized.ts';
import { goods } from './catalogue.tables.ts';

/** The columns of `goods` a list card (category, home, deals, recommend) needs; select them with `db.select(goodsCardColumns)`. */
export const goodsCardColumns = {
  goodsId: goods.id,
  shopId: goods.shopId,
  title: goods.title,
  image: goods.image,
  priceMin: goods.priceMin,
  marketPrice: goods.marketPrice,
  salesCount: goods.salesCount,
  reviewCount: goods.reviewCount,
  ratingTotal: goods.ratingTotal,
};

export type GoodsCardRow = { [K in keyof typeof goodsCardColumns]: (typeof goodsCardColumns)[K]['_']['data'] };

/** A row read with `goodsCardColumns` as a card in the caller's language; the rating is the review average to one decimal. */
export function toGoodsCard(row: GoodsCardRow, lang: Lang): TGoodsCardItem {
  const { reviewCount, ratingTotal, ...rest } = row;
  return { ...rest, title: textIn(row.title, lang), rating: reviewCount > 0 ? Math.round((ratingTotal * 10) / reviewCount) / 10 : 0 };
}
