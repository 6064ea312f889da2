import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZGoodsCard } from './goods-fields.ts';

export const path = 'mall/query/goods/user/favor';

export const ZQueryFavorGoodsRequest = ZPageRequest.strict();
export type TQueryFavorGoodsRequest = z.input<typeof ZQueryFavorGoodsRequest>;
export const ZFavorGoodsItem = ZGoodsCard.extend({ favoredAt: z.string().describe('ISO 8601') });
export const ZQueryFavorGoodsResponse = pageOf(ZFavorGoodsItem);
export type TQueryFavorGoodsResponse = z.infer<typeof ZQueryFavorGoodsResponse>;

export const queryFavorGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s wishlist, latest first, a page at a time',
  request: ZQueryFavorGoodsRequest,
  response: ZQueryFavorGoodsResponse,
});
