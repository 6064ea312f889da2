import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBanner } from './home-fields.ts';
import { ZCategoryId } from './category-fields.ts';

export const path = 'banner/query/shop';

export const ZQueryShopBannerRequest = z.strictObject({ shopId: ZCategoryId });
export const ZQueryShopBannerResponse = z.array(ZBanner);
export type TQueryShopBannerRequest = z.input<typeof ZQueryShopBannerRequest>;
export type TQueryShopBannerResponse = z.infer<typeof ZQueryShopBannerResponse>;

export const queryShopBanner = defineEndpoint({
  path,
  access: 'public',
  summary: 'The live banners of a shop page, in order',
  request: ZQueryShopBannerRequest,
  response: ZQueryShopBannerResponse,
});
