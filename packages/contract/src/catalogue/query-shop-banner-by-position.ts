import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBanner } from './home-fields.ts';
import { ZCategoryId } from './category-fields.ts';

export const path = 'banner/query/shop/byPosition';

export const ZQueryShopBannerByPositionRequest = z.strictObject({ shopId: ZCategoryId, position: z.enum(['home', 'category', 'health', 'takeaway', 'groupbuy', 'activity', 'score', 'shop']).default('shop') });
export const ZQueryShopBannerByPositionResponse = z.array(ZBanner);
export type TQueryShopBannerByPositionRequest = z.input<typeof ZQueryShopBannerByPositionRequest>;
export type TQueryShopBannerByPositionResponse = z.infer<typeof ZQueryShopBannerByPositionResponse>;

export const queryShopBannerByPosition = defineEndpoint({
  path,
  access: 'public',
  summary: 'The live banners of a shop at a position (its own page is `shop`), in order',
  request: ZQueryShopBannerByPositionRequest,
  response: ZQueryShopBannerByPositionResponse,
});
