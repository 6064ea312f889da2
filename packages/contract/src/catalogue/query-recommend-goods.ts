import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';

export const path = 'mall/query/recommend';

export const ZQueryRecommendGoodsRequest = ZPageRequest.strict();
export const ZQueryRecommendGoodsResponse = pageOf(ZGoodsCard);
export type TQueryRecommendGoodsRequest = z.input<typeof ZQueryRecommendGoodsRequest>;
export type TQueryRecommendGoodsResponse = z.infer<typeof ZQueryRecommendGoodsResponse>;

export const queryRecommendGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'Goods the platform recommends, in rank order, a page at a time (infinite scroll)',
  request: ZQueryRecommendGoodsRequest,
  response: ZQueryRecommendGoodsResponse,
});
