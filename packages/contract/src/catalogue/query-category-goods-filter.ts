import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryAttr, ZCategoryIdRequest } from './category-fields.ts';

export const path = 'mall/query/category/goods/filter';

export const ZQueryCategoryGoodsFilterRequest = ZCategoryIdRequest;
export const ZQueryCategoryGoodsFilterResponse = z.object({ priceMin: z.number().int(), priceMax: z.number().int(), attrs: z.array(ZCategoryAttr) });
export type TQueryCategoryGoodsFilterRequest = z.input<typeof ZQueryCategoryGoodsFilterRequest>;
export type TQueryCategoryGoodsFilterResponse = z.infer<typeof ZQueryCategoryGoodsFilterResponse>;

export const queryCategoryGoodsFilter = defineEndpoint({
  path,
  access: 'public',
  summary: 'The filters of a category page: price range of its goods and the attribute values its goods carry',
  request: ZQueryCategoryGoodsFilterRequest,
  response: ZQueryCategoryGoodsFilterResponse,
});
