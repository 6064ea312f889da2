import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/query/goods/favor';

export const ZFavorGoodsRequest = z.strictObject({ goodsId: ZCatalogueId });
export type TFavorGoodsRequest = z.input<typeof ZFavorGoodsRequest>;
export const ZFavorGoodsResponse = z.object({ goodsId: z.number().int(), favored: z.boolean(), favorCount: z.number().int() });
export type TFavorGoodsResponse = z.infer<typeof ZFavorGoodsResponse>;

export const favorGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Adds a goods on sale to the caller\'s wishlist (again is no change); answers its favourite count',
  request: ZFavorGoodsRequest,
  response: ZFavorGoodsResponse,
});
