import type { Lang } from '@mall/contract/platform/languages';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import { textIn } from '../../platform/localized.ts';
import { shop } from './shop.tables.ts';

/** The columns of `shop` a list card needs; select them with `db.select(shopCardColumns)` and leave disabled shops out. */
export const shopCardColumns = {
  id: shop.id,
  kind: shop.kind,
  name: shop.name,
  intro: shop.intro,
  logo: shop.logo,
  banner: shop.banner,
  rating: shop.rating,
  followerCount: shop.followerCount,
  salesCount: shop.salesCount,
  goodsCount: shop.goodsCount,
  status: shop.status,
};

export type ShopCardRow = { [K in keyof typeof shopCardColumns]: (typeof shopCardColumns)[K]['_']['data'] };

/** A row read with `shopCardColumns` as a card in the caller's language (a disabled shop reads as closed). */
export function toShopCard(row: ShopCardRow, lang: Lang): TShopCard {
  return {
    ...row,
    name: textIn(row.name, lang),
    intro: textIn(row.intro, lang),
    rating: Math.round(row.rating * 10) / 10,
    status: row.status === 'open' ? 'open' : 'closed',
  };
}
