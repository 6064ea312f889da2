import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { goodsCardColumns, toGoodsCard } from './goods-card.ts';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { shop, shopFollow } from '../shop/shop.tables.ts';
import { goods, goodsDetail, goodsFavor, goodsSku } from './catalogue.tables.ts';
import { goodRateOf, latestReviews } from './review.service.ts';

/** One goods on sale for its detail page; `accountId` adds the caller's wishlist and follow state. */
export async function queryGoodsDetail(
  db: Db,
  goodsId: number,
  lang: Lang,
  accountId: number | undefined,
): Promise<TQueryGoodsDetailResponse> {
  const followed =
    accountId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${shopFollow} where ${shopFollow.shopId} = ${shop.id} and ${shopFollow.accountId} = ${accountId})`;
  const [row] = await db
    .select({ g: goods, d: goodsDetail, s: { id: shop.id, name: shop.name, logo: shop.logo, rating: shop.rating, followerCount: shop.followerCount }, followed })
    .from(goods)
    .innerJoin(goodsDetail, eq(goodsDetail.goodsId, goods.id))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(goods.id, goodsId), eq(goods.status, 'on_sale')));
  if (!row) throw notFound();
  const { g, d, s } = row;

  const [skus, favored, latest] = await Promise.all([
    db
      .select()
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.enabled, true)))
      .orderBy(asc(goodsSku.sort), asc(goodsSku.id)),
    accountId === undefined
      ? Promise.resolve(false)
      : db
          .select({ one: sql`1` })
          .from(goodsFavor)
          .where(and(eq(goodsFavor.accountId, accountId), eq(goodsFavor.goodsId, goodsId)))
          .then((r) => r.length > 0),
    latestReviews(db, goodsId, accountId),
  ]);

  return {
    id: g.id,
    title: textIn(g.title, lang),
    subtitle: textIn(d.subtitle, lang),
    description: textIn(d.description, lang),
    image: g.image,
    images: d.images,
    detailImages: d.detailImages,
    priceMin: g.priceMin,
    priceMax: g.priceMax,
    marketPrice: g.marketPrice,
    salesCount: g.salesCount,
    stock: skus.reduce((n, k) => n + k.stock, 0),
    status: g.status,
    favorCount: g.favorCount,
    favored,
    defaultSkuId: pickDefaultSku(skus),
    skus: skus.map((k) => ({
      id: k.id,
      specValueIds: k.specValueIds,
      specName: textIn(k.specName, lang),
      image: k.image,
      price: k.price,
      marketPrice: k.marketPrice,
      stock: k.stock,
      isDefault: k.isDefault,
    })),
    specs: d.specs.map((spec) => ({
      attrId: spec.attrId,
      name: textIn(spec.name, lang),
      values: spec.values.map((v) => ({ id: v.id, name: textIn(v.name, lang), swatch: v.swatch ?? null })),
    })),
    shop: { id: s.id, name: textIn(s.name, lang), logo: s.logo, rating: s.rating, followerCount: s.followerCount, followed: row.followed },
    reviews: { count: g.reviewCount, goodRate: goodRateOf(g.goodReviewCount, g.reviewCount), latest },
  };
}

/** The default SKU, else the first in stock, else the first (SKUs in picker order); null without SKUs. */
function pickDefaultSku(skus: { id: number; isDefault: boolean; stock: number }[]): number | null {
  return (skus.find((k) => k.isDefault) ?? skus.find((k) => k.stock > 0) ?? skus[0])?.id ?? null;
}

/** The SKU a goods on sale is bought as when the shopper picks none. */
export async function queryGoodsDefaultSku(db: Db, goodsId: number): Promise<{ skuId: number }> {
  const skus = await db
    .select({ id: goodsSku.id, isDefault: goodsSku.isDefault, stock: goodsSku.stock })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.enabled, true), eq(goods.status, 'on_sale')))
    .orderBy(desc(goodsSku.isDefault), asc(goodsSku.sort), asc(goodsSku.id));
  const skuId = pickDefaultSku(skus);
  if (skuId === null) throw notFound();
  return { skuId };
}

/** Cards of the given goods in the order asked; unknown ids are left out. */
export async function queryGoodsCards(db: Db, goodsIds: number[], lang: Lang): Promise<TGoodsCard[]> {
  const rows = await db.select(goodsCardColumns).from(goods).where(inArray(goods.id, [...new Set(goodsIds)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  const cards: TGoodsCard[] = [];
  for (const id of goodsIds) {
    const r = byId.get(id);
    if (!r || seen.has(id)) continue;
    seen.add(id);
    cards.push(toGoodsCard(r, lang));
  }
  return cards;
}
