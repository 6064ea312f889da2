import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TCategoryAttr } from '@mall/contract/catalogue/category-fields';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { category, categoryAttr, goods, goodsDetail, goodsSku } from './catalogue.tables.ts';
import { readAttrs } from './category.service.ts';

/** Stored text as the editor shows it: every language's variant (a jsonb row may miss one). */
const allVariants = (value: Localized): Localized => ({ en: value.en ?? '', zh: value.zh ?? '', ja: value.ja ?? '' });

/** The attributes of a family (level-2 category) with all their values, in the caller's language. */
export function familyAttrs(db: Db | Tx, familyId: number, lang: Lang): Promise<TCategoryAttr[]> {
  return readAttrs(db, eq(categoryAttr.categoryId, familyId), lang);
}

/** One goods of a shop as the merchant's editor reads it (its SKUs on sale only: removed SKUs are kept for old orders). */
export async function readMerchantGoods(db: Db | Tx, goodsId: number, lang: Lang): Promise<TMerchantGoods> {
  const [row] = await db.select({ g: goods, d: goodsDetail }).from(goods).innerJoin(goodsDetail, eq(goodsDetail.goodsId, goods.id)).where(eq(goods.id, goodsId));
  if (!row) throw notFound();
  const { g, d } = row;
  const [skus, path, attrs] = await Promise.all([
    db
      .select()
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.enabled, true)))
      .orderBy(asc(goodsSku.sort), asc(goodsSku.id)),
    db.select({ id: category.id, name: category.name, level: category.level }).from(category).where(inArray(category.id, [g.category1Id, g.category2Id, g.categoryId])),
    familyAttrs(db, g.category2Id, lang),
  ]);
  return {
    goodsId: g.id,
    shopId: g.shopId,
    status: g.status,
    title: allVariants(g.title),
    subtitle: allVariants(d.subtitle),
    description: allVariants(d.description),
    categoryId: g.categoryId,
    categoryPath: path.sort((a, b) => a.level - b.level).map((c) => ({ id: c.id, name: textIn(c.name, lang) })),
    attrs,
    attrValueIds: g.attrValueIds,
    pictures: d.images,
    specs: d.specs.map((s) => ({
      attrId: s.attrId,
      name: allVariants(s.name),
      values: s.values.map((v) => ({ valueId: v.id, name: allVariants(v.name) })),
    })),
    skus: skus.map((k) => ({
      skuId: k.id,
      specValueIds: k.specValueIds,
      specName: textIn(k.specName, lang),
      price: k.price,
      marketPrice: k.marketPrice,
      stock: k.stock,
      salesCount: k.salesCount,
    })),
    purchaseLimit: g.purchaseLimit,
    priceMin: g.priceMin,
    priceMax: g.priceMax,
    salesCount: g.salesCount,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}
