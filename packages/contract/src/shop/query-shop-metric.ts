import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { scoreFields } from './shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/query/shopMetric';

export const ZQueryShopMetricRequest = ZShopIdRequest;
export const ZQueryShopMetricResponse = z.object({
  shopId: z.number().int(),
  /** Overall score out of 5, one decimal, and the three partial scores. */
  rating: z.number(),
  ...scoreFields,
  followerCount: z.number().int(),
  /** Pieces sold in all. */
  salesCount: z.number().int(),
  /** Goods on sale now. */
  goodsCount: z.number().int(),
  /** Goods put on sale in the last 30 days (and still on sale). */
  newGoodsCount: z.number().int(),
  /** Reviews of the shop's goods and their share of 4-5 stars in percent (null without reviews). */
  reviewCount: z.number().int(),
  goodRate: z.number().int().nullable(),
  /** Days since the shop opened on the platform. */
  openDays: z.number().int(),
});
export type TQueryShopMetricRequest = z.input<typeof ZQueryShopMetricRequest>;
export type TQueryShopMetricResponse = z.infer<typeof ZQueryShopMetricResponse>;

export const queryShopMetric = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s numbers: scores, followers, sales, goods on sale and new, reviews and good rate, days open',
  request: ZQueryShopMetricRequest,
  response: ZQueryShopMetricResponse,
});
