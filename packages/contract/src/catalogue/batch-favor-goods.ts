import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/goods/batchfavor';

export const ZBatchFavorGoodsRequest = z.strictObject({ goodsIds: z.array(ZCatalogueId).min(1).max(100), favor: z.boolean() });
export type TBatchFavorGoodsRequest = z.input<typeof ZBatchFavorGoodsRequest>;
export const ZBatchFavorGoodsResponse = z.object({
  /** How many wishlist entries were added or removed; goods already so, unknown or (when adding) off the shelf are skipped. */
  changed: z.number().int(),
  /** The caller's wishlist size afterwards. */
  count: z.number().int(),
});
export type TBatchFavorGoodsResponse = z.infer<typeof ZBatchFavorGoodsResponse>;

export const batchFavorGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Adds goods to, or removes them from, the caller\'s wishlist, up to 100 at once',
  request: ZBatchFavorGoodsRequest,
  response: ZBatchFavorGoodsResponse,
});
