import { z } from 'zod';
import { multilineText } from '../platform/text-rules.ts';
import { ZCategoryAttr } from './category-fields.ts';
import { GOODS_STATUSES, ZCatalogueId } from './goods-fields.ts';

/**
 * What the merchant console's goods calls share: the limits of a listing (one place, so the form and the server
 * agree), the text of a listing in en/zh/ja, and a goods as the editor reads it.
 */
export const MERCHANT_GOODS_LIMITS = {
  titleLength: 120,
  subtitleLength: 120,
  descriptionLength: 5000,
  pictures: 9,
  specs: 2,
  specNameLength: 20,
  specValues: 30,
  specValueLength: 30,
  skus: 100,
  attrValues: 30,
  /** Minor units: ¥999,999.99 is the dearest a SKU may cost. */
  price: 99_999_999,
  stock: 9_999_999,
  purchaseLimit: 9_999,
} as const;

const L = MERCHANT_GOODS_LIMITS;

/** A text in en, zh and ja, each trimmed and at most `max` characters; a language left empty falls back to another. */
function localizedText(max: number, multiline = false) {
  const text = () => (multiline ? multilineText(z.string().trim().max(max)) : z.string().trim().max(max));
  return z.strictObject({ en: text().default(''), zh: text().default(''), ja: text().default('') });
}

const someText = (v: { en: string; zh: string; ja: string }) => v.en !== '' || v.zh !== '' || v.ja !== '';
const NEEDS_TEXT = { message: 'needs text in at least one language (en, zh or ja)' };

/** A title: at least one language written; the others show it until they are written. */
export const ZGoodsTitleInput = localizedText(L.titleLength).refine(someText, NEEDS_TEXT);
export const ZGoodsSubtitleInput = localizedText(L.subtitleLength);
export const ZGoodsDescriptionInput = localizedText(L.descriptionLength, true);
export const ZSpecNameInput = localizedText(L.specNameLength).refine(someText, NEEDS_TEXT);
export const ZSpecValueNameInput = localizedText(L.specValueLength).refine(someText, NEEDS_TEXT);

/** A SKU's price in minor units: more than 0, at most ¥999,999.99. */
export const ZSkuPrice = z.number().int().min(1).max(L.price);
export const ZSkuStock = z.number().int().min(0).max(L.stock);
/** A change of stock: positive adds pieces (a delivery came), negative takes them away (a count found fewer). */
export const ZStockDelta = z.number().int().min(-L.stock).max(L.stock);

/** Stored text of every language (en/zh/ja); the editor shows each language's. */
export const ZLocalized = z.object({ en: z.string(), zh: z.string(), ja: z.string() });

/** One SKU dimension as the editor reads it (its names in every language), with its values. */
export const ZMerchantGoodsSpec = z.object({
  attrId: z.number().int(),
  name: ZLocalized,
  values: z.array(z.object({ valueId: z.number().int(), name: ZLocalized })),
});

/** A SKU on sale (removed SKUs are not shown): its values (ids of `specs`, in their order), prices and stock. */
export const ZMerchantGoodsSku = z.object({
  skuId: z.number().int(),
  specValueIds: z.array(z.number().int()),
  /** "Red / XL" in the caller's language. */
  specName: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  stock: z.number().int(),
  salesCount: z.number().int(),
});
export type TMerchantGoodsSku = z.infer<typeof ZMerchantGoodsSku>;

/** Everything the editor needs of one goods of the merchant's shop. */
export const ZMerchantGoods = z.object({
  goodsId: z.number().int(),
  shopId: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  title: ZLocalized,
  subtitle: ZLocalized,
  description: ZLocalized,
  /** A leaf (level 3) of the shop's channel. */
  categoryId: z.number().int(),
  /** From the top category to the leaf, in the caller's language. */
  categoryPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The category's attributes (those of its family) with all their values, in the caller's language. */
  attrs: z.array(ZCategoryAttr),
  /** The values of `attrs` the goods carries: what the category's filters find it by. */
  attrValueIds: z.array(z.number().int()),
  /** The swiper's pictures, the first being the list picture. */
  pictures: z.array(z.string()),
  specs: z.array(ZMerchantGoodsSpec),
  skus: z.array(ZMerchantGoodsSku),
  /** Most pieces one order may hold; null for no limit. */
  purchaseLimit: z.number().int().nullable(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  salesCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type TMerchantGoods = z.infer<typeof ZMerchantGoods>;

/** The request of the calls on one goods of the merchant's shop. */
export const ZMerchantGoodsIdRequest = z.strictObject({ goodsId: ZCatalogueId });
