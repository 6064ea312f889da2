import { eq } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { category, categoryAttr, categoryAttrValue } from '../../modules/catalogue/catalogue.tables.ts';
import { deliveryFeeTemplate, shop } from '../../modules/shop/shop.tables.ts';

export interface AttrRef {
  id: number;
  name: Localized;
  values: Map<string, { id: number; name: Localized; swatch: string | null }>;
}

export interface ShopRef {
  id: number;
  name: Localized;
  /** The shop's delivery templates by their English name (see seed-shops.ts). */
  templates: Map<string, number>;
}

/** The stored ids of the catalogue's structure, by code: what goods generators need to link their rows. */
export interface CatalogueRefs {
  categories: Map<string, { id: number; name: Localized }>;
  /** By `{familyCode}:{attrCode}`. */
  attrs: Map<string, AttrRef>;
  shops: Map<string, ShopRef>;
}

/** Reads the categories, attributes, shops and delivery templates (four queries). */
export async function loadCatalogueRefs(db: Db | Tx): Promise<CatalogueRefs> {
  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const cats = await db.select({ id: category.id, code: category.code, name: category.name }).from(category);
  const values = await db
    .select({
      familyCode: category.code,
      attrId: categoryAttr.id,
      attrCode: categoryAttr.code,
      attrName: categoryAttr.name,
      id: categoryAttrValue.id,
      code: categoryAttrValue.code,
      name: categoryAttrValue.name,
      swatch: categoryAttrValue.swatch,
    })
    .from(categoryAttrValue)
    .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
    .innerJoin(category, eq(category.id, categoryAttr.categoryId));
  const shops = await db.select({ id: shop.id, code: shop.code, name: shop.name }).from(shop);
  const templates = await db
    .select({ shopId: deliveryFeeTemplate.shopId, id: deliveryFeeTemplate.id, name: deliveryFeeTemplate.name })
    .from(deliveryFeeTemplate);
  const attrs = new Map<string, AttrRef>();
  for (const v of values) {
    const key = `${v.familyCode}:${v.attrCode}`;
    let attr = attrs.get(key);
    if (!attr) attrs.set(key, (attr = { id: v.attrId, name: v.attrName, values: new Map() }));
    attr.values.set(v.code, { id: v.id, name: v.name, swatch: v.swatch });
  }
  const byShop = new Map<number, Map<string, number>>();
  for (const t of templates) {
    if (!byShop.has(t.shopId)) byShop.set(t.shopId, new Map());
    byShop.get(t.shopId)!.set(t.name.en, t.id);
  }
  return {
    categories: new Map(cats.map((c) => [c.code, { id: c.id, name: c.name }])),
    attrs,
    shops: new Map(shops.map((s) => [s.code, { id: s.id, name: s.name, templates: byShop.get(s.id) ?? new Map() }])),
  };
}
