import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryNode, ZChannelRequest } from './category-fields.ts';

export const path = 'mall/query/categorytree';

export const ZQueryCategoryTreeRequest = ZChannelRequest;
export const ZQueryCategoryTreeResponse = z.array(ZCategoryNode);
export type TQueryCategoryTreeRequest = z.input<typeof ZQueryCategoryTreeRequest>;
export type TQueryCategoryTreeResponse = z.infer<typeof ZQueryCategoryTreeResponse>;

export const queryCategoryTree = defineEndpoint({
  path,
  access: 'public',
  summary: 'The whole category tree of a channel',
  request: ZQueryCategoryTreeRequest,
  response: ZQueryCategoryTreeResponse,
});
