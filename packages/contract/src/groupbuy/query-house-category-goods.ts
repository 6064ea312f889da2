import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZGroupbuyId, ZGroupbuyListing } from './groupbuy-fields.ts';

export const path = 'mall/query/house/category/goods';

export const ZQueryHouseCategoryGoodsRequest = ZKeysetRequest.extend({ categoryId: ZGroupbuyId }).strict();
export type TQueryHouseCategoryGoodsRequest = z.input<typeof ZQueryHouseCategoryGoodsRequest>;
export const ZQueryHouseCategoryGoodsResponse = keysetPageOf(ZGroupbuyListing);
export type TQueryHouseCategoryGoodsResponse = z.infer<typeof ZQueryHouseCategoryGoodsResponse>;

export const queryHouseCategoryGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The open group-buy listings of a house category, newest first, in keyset pages (1004 unknown category)',
  request: ZQueryHouseCategoryGoodsRequest,
  response: ZQueryHouseCategoryGoodsResponse,
});
