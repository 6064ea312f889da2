import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZBanner } from './home-fields.ts';

export const path = 'banner/query/activity';

export const ZQueryActivityBannerRequest = ZEmptyRequest;
export const ZQueryActivityBannerResponse = z.array(ZBanner);
export type TQueryActivityBannerRequest = z.input<typeof ZQueryActivityBannerRequest>;
export type TQueryActivityBannerResponse = z.infer<typeof ZQueryActivityBannerResponse>;

export const queryActivityBanner = defineEndpoint({
  path,
  access: 'public',
  summary: 'The live banners of the activity page, in order',
  request: ZQueryActivityBannerRequest,
  response: ZQueryActivityBannerResponse,
});
