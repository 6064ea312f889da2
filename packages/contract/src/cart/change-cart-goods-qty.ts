import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCartCount, ZCartId, ZCartQuantity } from './cart-fields.ts';

export const path = 'cart/goods/changeqty';

export const ZChangeCartGoodsQtyRequest = z.strictObject({ cartId: ZCartId, quantity: ZCartQuantity });
export type TChangeCartGoodsQtyRequest = z.input<typeof ZChangeCartGoodsQtyRequest>;
export const ZChangeCartGoodsQtyResponse = z.object({ cartId: z.number().int(), quantity: z.number().int(), count: ZCartCount });
export type TChangeCartGoodsQtyResponse = z.infer<typeof ZChangeCartGoodsQtyResponse>;

export const changeCartGoodsQty = defineEndpoint({
  path,
  access: 'user',
  summary: 'Sets the quantity of one of the caller\'s cart lines (1-999, at most the SKU\'s stock)',
  request: ZChangeCartGoodsQtyRequest,
  response: ZChangeCartGoodsQtyResponse,
});
