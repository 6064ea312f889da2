import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { ZCartCount, ZCartId, ZCartQuantity } from './cart-fields.ts';

export const path = 'cart/goods/changesku';

export const ZChangeCartGoodsSkuRequest = z.strictObject({
  cartId: ZCartId,
  skuId: ZCatalogueId,
  /** The new quantity; the line's present quantity when left out. */
  quantity: ZCartQuantity.optional(),
});
export type TChangeCartGoodsSkuRequest = z.input<typeof ZChangeCartGoodsSkuRequest>;
export const ZChangeCartGoodsSkuResponse = z.object({
  /** The line now holding the SKU: the same line, or the caller's existing line of that SKU it merged into. */
  cartId: z.number().int(),
  skuId: z.number().int(),
  quantity: z.number().int(),
  count: ZCartCount,
});
export type TChangeCartGoodsSkuResponse = z.infer<typeof ZChangeCartGoodsSkuResponse>;

export const changeCartGoodsSku = defineEndpoint({
  path,
  access: 'user',
  summary: 'Moves one of the caller\'s cart lines to another SKU of the same goods (merging with a line of that SKU)',
  request: ZChangeCartGoodsSkuRequest,
  response: ZChangeCartGoodsSkuResponse,
});
