import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZCategoryId } from './category-fields.ts';
import { ZCatalogueId } from './goods-fields.ts';
import {
  MERCHANT_GOODS_LIMITS as L,
  ZGoodsDescriptionInput,
  ZGoodsSubtitleInput,
  ZGoodsTitleInput,
  ZMerchantGoods,
  ZSkuPrice,
  ZSkuStock,
  ZSpecNameInput,
  ZSpecValueNameInput,
  ZStockDelta,
} from './merchant-goods-fields.ts';

export const path = 'merchant/goods/save';

/** One SKU dimension (colour, size …) in the merchant's words, with its values. */
export const ZSaveSpec = z.strictObject({
  /** The dimension's id as `merchant/goods/detail` answered it, to keep it; absent for a new dimension. */
  attrId: z.number().int().optional(),
  name: ZSpecNameInput,
  values: z
    .array(
      z.strictObject({
        /** The value's id as `merchant/goods/detail` answered it, to keep it; absent for a new value. */
        valueId: z.number().int().optional(),
        name: ZSpecValueNameInput,
      }),
    )
    .min(1)
    .max(L.specValues),
});
export type TSaveSpec = z.input<typeof ZSaveSpec>;

/**
 * One SKU: which value of each dimension it is (indexes into `specs[d].values`, one per dimension), its prices,
 * and its stock. A new SKU (no `skuId`) states its `stock`; an existing one changes its stock only by
 * `stockDelta`, so orders taking its stock while the form was open are never undone.
 */
export const ZSaveSku = z.strictObject({
  skuId: ZCatalogueId.optional(),
  specIndexes: z.array(z.number().int().min(0).max(L.specValues - 1)).max(L.specs),
  price: ZSkuPrice,
  /** The struck-through price; at least `price`. The price itself when absent. */
  marketPrice: ZSkuPrice.optional(),
  stock: ZSkuStock.optional(),
  stockDelta: ZStockDelta.optional(),
});
export type TSaveSku = z.input<typeof ZSaveSku>;

export const ZSaveMerchantGoodsRequest = z
  .strictObject({
    /** The shop a new goods goes in; for an edit, absent or the goods' own. */
    shopId: ZShopId.optional(),
    /** The goods to edit; absent to create one (it starts off the shelf). */
    goodsId: ZCatalogueId.optional(),
    title: ZGoodsTitleInput,
    subtitle: ZGoodsSubtitleInput.default({ en: '', zh: '', ja: '' }),
    description: ZGoodsDescriptionInput.default({ en: '', zh: '', ja: '' }),
    /** A leaf (level 3) category of the shop's channel. */
    categoryId: ZCategoryId,
    /** Values of the category's attributes (brand, features …) the goods carries, for the category's filters. */
    attrValueIds: z.array(ZCatalogueId).max(L.attrValues).default([]),
    /** 1-9 pictures, the first the list picture: the caller's own public uploads, or pictures the goods already has. */
    pictures: z.array(z.string().max(300)).min(1).max(L.pictures),
    specs: z.array(ZSaveSpec).max(L.specs).default([]),
    skus: z.array(ZSaveSku).min(1).max(L.skus),
    purchaseLimit: z.number().int().min(1).max(L.purchaseLimit).nullable().default(null),
  })
  .refine((b) => b.shopId !== undefined || b.goodsId !== undefined, { message: 'a new goods needs its shop', path: ['shopId'] });
export type TSaveMerchantGoodsRequest = z.input<typeof ZSaveMerchantGoodsRequest>;

/** The goods as saved, as `merchant/goods/detail` answers it. */
export const ZSaveMerchantGoodsResponse = ZMerchantGoods;
export type TSaveMerchantGoodsResponse = z.infer<typeof ZSaveMerchantGoodsResponse>;

export const saveMerchantGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary:
    "Creates a goods of the shop (off the shelf) or edits one: texts in en/zh/ja, a leaf category of the shop's channel, pictures, up to 2 spec dimensions and 100 SKUs with prices and stock. Stock of existing SKUs changes only by `stockDelta`; SKUs left out stop selling. Every problem answers 1001 naming its field, and changes nothing",
  request: ZSaveMerchantGoodsRequest,
  response: ZSaveMerchantGoodsResponse,
});
