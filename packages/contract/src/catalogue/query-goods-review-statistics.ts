import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/query/goods/reviews/statistics';

export const ZQueryGoodsReviewStatisticsRequest = z.strictObject({ goodsId: ZCatalogueId });
export type TQueryGoodsReviewStatisticsRequest = z.input<typeof ZQueryGoodsReviewStatisticsRequest>;
export const ZQueryGoodsReviewStatisticsResponse = z.object({
  all: z.number().int(),
  good: z.number().int(),
  medium: z.number().int(),
  bad: z.number().int(),
  withPictures: z.number().int(),
  /** Percent of reviews with 4 or 5 stars, rounded; null while there are none. */
  goodRate: z.number().int().nullable(),
});
export type TQueryGoodsReviewStatisticsResponse = z.infer<typeof ZQueryGoodsReviewStatisticsResponse>;

export const queryGoodsReviewStatistics = defineEndpoint({
  path,
  access: 'optional',
  summary: 'How many reviews each filter of the reviews page shows, and the good rate',
  request: ZQueryGoodsReviewStatisticsRequest,
  response: ZQueryGoodsReviewStatisticsResponse,
});
