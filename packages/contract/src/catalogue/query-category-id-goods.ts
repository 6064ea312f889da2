import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryGoodsRequest } from './category-fields.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { pageOf } from '../platform/paging.ts';

export const path = 'mall/query/category/id/goods';

export const ZQueryCategoryIdGoodsRequest = ZCategoryGoodsRequest;
export const ZQueryCategoryIdGoodsResponse = pageOf(ZGoodsCard);
export type TQueryCategoryIdGoodsRequest = z.input<typeof ZQueryCategoryIdGoodsRequest>;
export type TQueryCategoryIdGoodsResponse = z.infer<typeof ZQueryCategoryIdGoodsResponse>;

export const queryCategoryIdGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The same list as mall/query/category/goods (the spec names both)',
  request: ZQueryCategoryIdGoodsRequest,
  response: ZQueryCategoryIdGoodsResponse,
});
