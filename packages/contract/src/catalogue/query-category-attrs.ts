import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategoryAttr, ZCategoryIdRequest } from './category-fields.ts';

export const path = 'mall/query/categoryAttrs';

export const ZQueryCategoryAttrsRequest = ZCategoryIdRequest;
export const ZQueryCategoryAttrsResponse = z.array(ZCategoryAttr);
export type TQueryCategoryAttrsRequest = z.input<typeof ZQueryCategoryAttrsRequest>;
export type TQueryCategoryAttrsResponse = z.infer<typeof ZQueryCategoryAttrsResponse>;

export const queryCategoryAttrs = defineEndpoint({
  path,
  access: 'public',
  summary: 'The attributes of a category (those of its family) with all their values',
  request: ZQueryCategoryAttrsRequest,
  response: ZQueryCategoryAttrsResponse,
});
