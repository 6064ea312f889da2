import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { GOODS_STATUSES } from './goods-fields.ts';

export const path = 'merchant/goods/query';

export const ZQueryMerchantGoodsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  shopId: ZShopId,
  /** Only goods on sale, or only goods off the shelf; all when absent. */
  status: z.enum(GOODS_STATUSES).optional(),
  /** Part of a title in any language, or the item number. */
  keyword: z.string().trim().max(60).optional(),
});
export type TQueryMerchantGoodsRequest = z.input<typeof ZQueryMerchantGoodsRequest>;

/** A goods of the shop as the console's list shows it, with its SKUs on sale for a quick stock change. */
export const ZMerchantGoodsRow = z.object({
  goodsId: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string(),
  status: z.enum(GOODS_STATUSES),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  /** All its SKUs on sale together. */
  stock: z.number().int(),
  salesCount: z.number().int(),
  skus: z.array(z.object({ skuId: z.number().int(), specName: z.string(), price: z.number().int(), stock: z.number().int() })),
  createdAt: z.string().describe('ISO 8601'),
});
export type TMerchantGoodsRow = z.infer<typeof ZMerchantGoodsRow>;

export const ZQueryMerchantGoodsResponse = keysetPageOf(ZMerchantGoodsRow).extend({
  /** How many goods of the shop are on sale and off the shelf (the tabs' counts), whatever the keyword. */
  counts: z.object({ on_sale: z.number().int(), off_shelf: z.number().int() }),
});
export type TQueryMerchantGoodsResponse = z.infer<typeof ZQueryMerchantGoodsResponse>;

export const queryMerchantGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A page of a shop's goods for the merchant, newest first, optionally of one status or matching a title; `after` is the previous page's `next`",
  request: ZQueryMerchantGoodsRequest,
  response: ZQueryMerchantGoodsResponse,
});
