import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopCard } from '../catalogue/shop-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZShopMerchant } from './shop-fields.ts';

export const path = 'mall/query/recommendproviders';

/**
 * "Providers" are the merchants behind the shops. This call answers the recommended merchants: those with at
 * least one shop the platform recommends, in the order of their best-ranked shop, each with all its open shops
 * (recommended ones first, then by sales). It lets a page present a merchant's shops together ("from the same
 * provider"), which the flat `mall/query/recommend/shops` cannot.
 */
export const ZQueryRecommendProvidersRequest = ZPageRequest.strict();
export const ZRecommendProvider = ZShopMerchant.extend({ shops: z.array(ZShopCard) });
export const ZQueryRecommendProvidersResponse = pageOf(ZRecommendProvider);
export type TRecommendProvider = z.infer<typeof ZRecommendProvider>;
export type TQueryRecommendProvidersRequest = z.input<typeof ZQueryRecommendProvidersRequest>;
export type TQueryRecommendProvidersResponse = z.infer<typeof ZQueryRecommendProvidersResponse>;

export const queryRecommendProviders = defineEndpoint({
  path,
  access: 'public',
  summary: 'Recommended merchants, each with its open shops, a page at a time',
  request: ZQueryRecommendProvidersRequest,
  response: ZQueryRecommendProvidersResponse,
});
