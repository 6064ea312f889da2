import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { SHOP_KINDS } from '../catalogue/catalogue-kinds.ts';
import { ZShopCard } from '../catalogue/shop-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';

export const path = 'mall/query/recommend/shops';

export const ZQueryRecommendShopsRequest = z.strictObject({
  kind: z.enum(SHOP_KINDS).optional(),
  ...ZPageRequest.shape,
});
export const ZQueryRecommendShopsResponse = pageOf(ZShopCard);
export type TQueryRecommendShopsRequest = z.input<typeof ZQueryRecommendShopsRequest>;
export type TQueryRecommendShopsResponse = z.infer<typeof ZQueryRecommendShopsResponse>;

export const queryRecommendShops = defineEndpoint({
  path,
  access: 'public',
  summary: 'The shops the platform recommends, in its order, a page at a time (optionally of one kind)',
  request: ZQueryRecommendShopsRequest,
  response: ZQueryRecommendShopsResponse,
});
