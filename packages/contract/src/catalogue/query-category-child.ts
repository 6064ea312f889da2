import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategory, ZParentIdRequest } from './category-fields.ts';

export const path = 'mall/query/category/child';

export const ZQueryCategoryChildRequest = ZParentIdRequest;
export const ZQueryCategoryChildResponse = z.array(ZCategory);
export type TQueryCategoryChildRequest = z.input<typeof ZQueryCategoryChildRequest>;
export type TQueryCategoryChildResponse = z.infer<typeof ZQueryCategoryChildResponse>;

export const queryCategoryChild = defineEndpoint({
  path,
  access: 'public',
  summary: 'The children of a category, in sort order',
  request: ZQueryCategoryChildRequest,
  response: ZQueryCategoryChildResponse,
});
