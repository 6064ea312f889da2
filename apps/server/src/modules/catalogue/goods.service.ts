import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { goodsCardColumns, toGoodsCard } from '../../read-models/goods-cards.ts';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { builtOnce, type Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readGoodsPage, readViewerMarks } from '../../read-models/goods-page.ts';
import { goods, goodsSku } from './catalogue.tables.ts';
import { goodRateOf, latestReviews } from './review.service.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { GoodsChanges } from './goods-changes.ts';

/** Reads goods detail pages; see createGoodsDetailReader. */
export type GoodsDetailReader = (goodsId: number, lang: Lang, accountId: number | undefined) => Promise<TQueryGoodsDetailResponse>;

/**
 * One goods on sale for its detail page. The page is the same for every shopper except for their own marks
 * (wishlist, followed shop, helpful reviews), so the shared part is cached for `cacheMs` (the busiest page of a
 * sale costs one load per few seconds, see docs/decisions.md) and the caller's marks come from one small query.
 * Stock shown may be `cacheMs` old; the cart and the order commit check it again. A merchant's change (`changes`)
 * starts a new entry at once.
 */
export function createGoodsDetailReader(db: Db, cacheMs: number, changes?: GoodsChanges): GoodsDetailReader {
  const cache = createTtlCache<TQueryGoodsDetailResponse>(cacheMs);
  return async (goodsId, lang, accountId) => {
    // A merchant's change bumps the version, so the page shows it at once rather than after the cache time.
    const version = changes?.versionOf(goodsId) ?? 0;
    const page = await cache.get(`${goodsId}:${version}:${lang}`, () => loadGoodsDetail(db, goodsId, lang));
    if (accountId === undefined) return page;
    const mine = await readViewerMarks(db, accountId, { goodsId: page.id, shopId: page.shop.id, reviewIds: page.reviews.latest.map((r) => r.id) });
    return {
      ...page,
      favored: mine.favored,
      shop: { ...page.shop, followed: mine.followed },
      reviews: { ...page.reviews, latest: page.reviews.latest.map((r) => ({ ...r, agreed: mine.agreed.includes(r.id) })) },
    };
  };
}

/** A goods' enabled SKUs in the page's order (a named statement built once: see builtOnce). */
const enabledSkus = builtOnce((q) =>
  q
    .select()
    .from(goodsSku)
    .where(and(eq(goodsSku.goodsId, sql.placeholder('goodsId')), eq(goodsSku.enabled, true)))
    .orderBy(asc(goodsSku.sort), asc(goodsSku.id))
    .prepare('goods_page_skus'),
);

/** The shared part of a goods page, as a visitor sees it. */
async function loadGoodsDetail(db: Db, goodsId: number, lang: Lang): Promise<TQueryGoodsDetailResponse> {
  const row = await readGoodsPage(db, goodsId);
  if (!row) throw notFound();
  const { g, d, s } = row;

  const [skus, latest] = await Promise.all([enabledSkus(db).execute({ goodsId }), latestReviews(db, goodsId, lang)]);

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
    drugClass: g.drugClass,
    favorCount: g.favorCount,
    favored: false,
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
    shop: { id: s.id, name: textIn(s.name, lang), logo: s.logo, rating: s.rating, followerCount: s.followerCount, followed: false },
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
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.enabled, true), eq(goods.status, 'on_sale'), eq(goods.shopListed, true)))
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
