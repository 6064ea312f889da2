import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopCard } from '../catalogue/shop-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';

export const path = 'mall/query/follow/shops';

export const ZQueryFollowShopsRequest = ZPageRequest.strict();
export const ZFollowedShop = ZShopCard.extend({ followedAt: z.string().describe('ISO 8601') });
export const ZQueryFollowShopsResponse = pageOf(ZFollowedShop);
export type TFollowedShop = z.infer<typeof ZFollowedShop>;
export type TQueryFollowShopsRequest = z.input<typeof ZQueryFollowShopsRequest>;
export type TQueryFollowShopsResponse = z.infer<typeof ZQueryFollowShopsResponse>;

export const queryFollowShops = defineEndpoint({
  path,
  access: 'user',
  summary: 'The shops the caller follows, latest followed first, a page at a time (closed shops included)',
  request: ZQueryFollowShopsRequest,
  response: ZQueryFollowShopsResponse,
});
