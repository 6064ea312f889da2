import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCartCount, ZCartId } from './cart-fields.ts';

export const path = 'cart/goods/remove';

export const ZRemoveCartGoodsRequest = z.strictObject({ cartId: ZCartId });
export type TRemoveCartGoodsRequest = z.input<typeof ZRemoveCartGoodsRequest>;
export const ZRemoveCartGoodsResponse = z.object({ removed: z.number().int(), count: ZCartCount });
export type TRemoveCartGoodsResponse = z.infer<typeof ZRemoveCartGoodsResponse>;

export const removeCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Deletes one of the caller\'s cart lines',
  request: ZRemoveCartGoodsRequest,
  response: ZRemoveCartGoodsResponse,
});
