import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { REVIEW_RATINGS, ZCatalogueId, ZGoodsReview } from './goods-fields.ts';

export const path = 'mall/query/goods/reviews';

export const ZQueryGoodsReviewsRequest = ZPageRequest.extend({
  goodsId: ZCatalogueId,
  rating: z.enum(REVIEW_RATINGS).optional(),
  withPictures: z.boolean().default(false),
}).strict();
export type TQueryGoodsReviewsRequest = z.input<typeof ZQueryGoodsReviewsRequest>;
export const ZQueryGoodsReviewsResponse = pageOf(ZGoodsReview);
export type TQueryGoodsReviewsResponse = z.infer<typeof ZQueryGoodsReviewsResponse>;

export const queryGoodsReviews = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Reviews of a goods, newest first, optionally only good, medium or bad ones, or those with pictures',
  request: ZQueryGoodsReviewsRequest,
  response: ZQueryGoodsReviewsResponse,
});
