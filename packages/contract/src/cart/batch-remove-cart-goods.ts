import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { CART_MAX_LINES, ZCartCount, ZCartId } from './cart-fields.ts';

export const path = 'cart/goods/batch/remove';

export const ZBatchRemoveCartGoodsRequest = z.strictObject({ cartIds: z.array(ZCartId).min(1).max(CART_MAX_LINES) });
export type TBatchRemoveCartGoodsRequest = z.input<typeof ZBatchRemoveCartGoodsRequest>;
export const ZBatchRemoveCartGoodsResponse = z.object({ removed: z.number().int(), count: ZCartCount });
export type TBatchRemoveCartGoodsResponse = z.infer<typeof ZBatchRemoveCartGoodsResponse>;

export const batchRemoveCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Deletes several of the caller\'s cart lines at once (all or none: an id that is not the caller\'s answers 1004)',
  request: ZBatchRemoveCartGoodsRequest,
  response: ZBatchRemoveCartGoodsResponse,
});
