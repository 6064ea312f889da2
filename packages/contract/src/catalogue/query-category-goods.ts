import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryGoodsRequest } from './category-fields.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { pageOf } from '../platform/paging.ts';

export const path = 'mall/query/category/goods';

export const ZQueryCategoryGoodsRequest = ZCategoryGoodsRequest;
export const ZQueryCategoryGoodsResponse = pageOf(ZGoodsCard);
export type TQueryCategoryGoodsRequest = z.input<typeof ZQueryCategoryGoodsRequest>;
export type TQueryCategoryGoodsResponse = z.infer<typeof ZQueryCategoryGoodsResponse>;

export const queryCategoryGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The goods of a category of any level, filtered by price and attribute values, sorted, a page at a time',
  request: ZQueryCategoryGoodsRequest,
  response: ZQueryCategoryGoodsResponse,
});
