import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZHouseCategory } from './groupbuy-fields.ts';

export const path = 'mall/query/house/category';

export const ZQueryHouseCategoryRequest = z.strictObject({});
export type TQueryHouseCategoryRequest = z.input<typeof ZQueryHouseCategoryRequest>;
export const ZQueryHouseCategoryResponse = z.array(ZHouseCategory);
export type TQueryHouseCategoryResponse = z.infer<typeof ZQueryHouseCategoryResponse>;

export const queryHouseCategory = defineEndpoint({
  path,
  access: 'public',
  summary: 'The house goods categories of community group buying, in order',
  request: ZQueryHouseCategoryRequest,
  response: ZQueryHouseCategoryResponse,
});
