import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryAttr, ZGoodsFilterSelection } from './category-fields.ts';

export const path = 'mall/query/category/goods/filter/bag';

export const ZQueryCategoryGoodsFilterBagRequest = ZGoodsFilterSelection;
export const ZQueryCategoryGoodsFilterBagResponse = z.object({ total: z.number().int(), attrs: z.array(ZCategoryAttr.extend({ values: z.array(ZCategoryAttr.shape.values.element.extend({ count: z.number().int(), selected: z.boolean() })) })) });
export type TQueryCategoryGoodsFilterBagRequest = z.input<typeof ZQueryCategoryGoodsFilterBagRequest>;
export type TQueryCategoryGoodsFilterBagResponse = z.infer<typeof ZQueryCategoryGoodsFilterBagResponse>;

export const queryCategoryGoodsFilterBag = defineEndpoint({
  path,
  access: 'public',
  summary: 'For a filter selection: how many goods match, and per value how many would match with that value added',
  request: ZQueryCategoryGoodsFilterBagRequest,
  response: ZQueryCategoryGoodsFilterBagResponse,
});
