import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { ZCartCount, ZCartQuantity } from './cart-fields.ts';

export const path = 'cart/goods/add';

export const ZAddCartGoodsRequest = z.strictObject({
  goodsId: ZCatalogueId,
  skuId: ZCatalogueId,
  quantity: ZCartQuantity,
  /** The same key sent again (a retry after a lost answer) answers the first add's answer and adds nothing. */
  requestKey: ZRequestKey.optional(),
});
export type TAddCartGoodsRequest = z.input<typeof ZAddCartGoodsRequest>;
export const ZAddCartGoodsResponse = z.object({
  cartId: z.number().int(),
  skuId: z.number().int(),
  /** The line's quantity after the add (an existing line of the same SKU grows). */
  quantity: z.number().int(),
  count: ZCartCount,
});
export type TAddCartGoodsResponse = z.infer<typeof ZAddCartGoodsResponse>;

export const addCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Puts a SKU of a goods on sale in the caller\'s cart, adding to the line of the same SKU; bounded by stock. A repeated requestKey answers the first add again',
  request: ZAddCartGoodsRequest,
  response: ZAddCartGoodsResponse,
});
