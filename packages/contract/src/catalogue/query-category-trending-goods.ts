import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryIdRequest } from './category-fields.ts';
import { ZGoodsCard } from './goods-fields.ts';

export const path = 'mall/query/category/trending/goods';

export const ZQueryCategoryTrendingGoodsRequest = ZCategoryIdRequest.extend({ limit: z.number().int().min(1).max(50).default(10) }).strict();
export const ZQueryCategoryTrendingGoodsResponse = z.array(ZGoodsCard);
export type TQueryCategoryTrendingGoodsRequest = z.input<typeof ZQueryCategoryTrendingGoodsRequest>;
export type TQueryCategoryTrendingGoodsResponse = z.infer<typeof ZQueryCategoryTrendingGoodsResponse>;

export const queryCategoryTrendingGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The best-selling goods of a category',
  request: ZQueryCategoryTrendingGoodsRequest,
  response: ZQueryCategoryTrendingGoodsResponse,
});
