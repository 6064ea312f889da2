import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBanner, ZPageBannerPosition } from './home-fields.ts';

export const path = 'banner/query/activity/byPosition';

export const ZQueryActivityBannerByPositionRequest = z.strictObject({ positions: z.array(ZPageBannerPosition).min(1).max(7) });
export const ZQueryActivityBannerByPositionResponse = z.record(z.string(), z.array(ZBanner));
export type TQueryActivityBannerByPositionRequest = z.input<typeof ZQueryActivityBannerByPositionRequest>;
export type TQueryActivityBannerByPositionResponse = z.infer<typeof ZQueryActivityBannerByPositionResponse>;

export const queryActivityBannerByPosition = defineEndpoint({
  path,
  access: 'public',
  summary: 'The live banners of several page positions at once, keyed by position (each in order)',
  request: ZQueryActivityBannerByPositionRequest,
  response: ZQueryActivityBannerByPositionResponse,
});
