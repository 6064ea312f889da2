import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBanner, ZPageBannerPosition } from './home-fields.ts';

export const path = 'banner/query';

export const ZQueryBannerRequest = z.strictObject({ position: ZPageBannerPosition });
export const ZQueryBannerResponse = z.array(ZBanner);
export type TQueryBannerRequest = z.input<typeof ZQueryBannerRequest>;
export type TQueryBannerResponse = z.infer<typeof ZQueryBannerResponse>;

export const queryBanner = defineEndpoint({
  path,
  access: 'public',
  summary: 'The banners of a page position that are live now, in order',
  request: ZQueryBannerRequest,
  response: ZQueryBannerResponse,
});
