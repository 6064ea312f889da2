import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategory, ZChannelRequest } from './category-fields.ts';

export const path = 'mall/query/category';

export const ZQueryCategoryRequest = ZChannelRequest;
export const ZQueryCategoryResponse = z.array(ZCategory);
export type TQueryCategoryRequest = z.input<typeof ZQueryCategoryRequest>;
export type TQueryCategoryResponse = z.infer<typeof ZQueryCategoryResponse>;

export const queryCategory = defineEndpoint({
  path,
  access: 'public',
  summary: 'The top categories of a channel, in sort order',
  request: ZQueryCategoryRequest,
  response: ZQueryCategoryResponse,
});
