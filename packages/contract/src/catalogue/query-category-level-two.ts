import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryNode, ZParentIdRequest } from './category-fields.ts';

export const path = 'mall/query/category/level/two';

export const ZQueryCategoryLevelTwoRequest = ZParentIdRequest;
export const ZQueryCategoryLevelTwoResponse = z.array(ZCategoryNode);
export type TQueryCategoryLevelTwoRequest = z.input<typeof ZQueryCategoryLevelTwoRequest>;
export type TQueryCategoryLevelTwoResponse = z.infer<typeof ZQueryCategoryLevelTwoResponse>;

export const queryCategoryLevelTwo = defineEndpoint({
  path,
  access: 'public',
  summary: 'The second-level categories of a top category, each with its third-level children (the two-pane page)',
  request: ZQueryCategoryLevelTwoRequest,
  response: ZQueryCategoryLevelTwoResponse,
});
