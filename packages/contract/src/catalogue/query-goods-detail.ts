import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { GOODS_STATUSES, ZCatalogueId, ZGoodsReview } from './goods-fields.ts';

export const path = 'mall/query/goods/detail';

export const ZQueryGoodsDetailRequest = z.strictObject({ goodsId: ZCatalogueId });
export type TQueryGoodsDetailRequest = z.input<typeof ZQueryGoodsDetailRequest>;

export const ZGoodsSku = z.object({
  id: z.number().int(),
  /** One value id of each spec dimension, in the order of `specs`. */
  specValueIds: z.array(z.number().int()),
  specName: z.string(),
  image: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  stock: z.number().int(),
  isDefault: z.boolean(),
});
export type TGoodsSku = z.infer<typeof ZGoodsSku>;

export const ZGoodsSpec = z.object({
  attrId: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), swatch: z.string().nullable() })),
});

export const ZQueryGoodsDetailResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  detailImages: z.array(z.string()),
  /** Minor units of the base currency. */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  marketPrice: z.number().int(),
  salesCount: z.number().int(),
  /** The stock of all SKUs on sale. */
  stock: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  /** A medicine's class: `rx` is sold only through a pharmacy's quote (health), never by the cart; null for other goods. */
  drugClass: z.enum(['otc', 'rx']).nullable(),
  favorCount: z.number().int(),
  /** Whether the caller has it in the wishlist (false for visitors). */
  favored: z.boolean(),
  defaultSkuId: z.number().int().nullable(),
  skus: z.array(ZGoodsSku),
  specs: z.array(ZGoodsSpec),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    rating: z.number(),
    followerCount: z.number().int(),
    /** Whether the caller follows the shop (false for visitors). */
    followed: z.boolean(),
  }),
  reviews: z.object({
    count: z.number().int(),
    /** Percent of reviews with 4 or 5 stars, rounded; null while there are none. */
    goodRate: z.number().int().nullable(),
    latest: z.array(ZGoodsReview).max(2),
  }),
});
export type TQueryGoodsDetailResponse = z.infer<typeof ZQueryGoodsDetailResponse>;

export const queryGoodsDetail = defineEndpoint({
  path,
  access: 'optional',
  summary: 'One goods on sale for its detail page: text in T-lang, SKUs and spec dimensions, shop card, review summary, wishlist state',
  request: ZQueryGoodsDetailRequest,
  response: ZQueryGoodsDetailResponse,
});
