import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/query/goods/reviews/agree';

export const ZAgreeGoodsReviewRequest = z.strictObject({ reviewId: ZCatalogueId });
export type TAgreeGoodsReviewRequest = z.input<typeof ZAgreeGoodsReviewRequest>;
export const ZAgreeGoodsReviewResponse = z.object({ reviewId: z.number().int(), agreed: z.boolean(), agreeCount: z.number().int() });
export type TAgreeGoodsReviewResponse = z.infer<typeof ZAgreeGoodsReviewResponse>;

export const agreeGoodsReview = defineEndpoint({
  path,
  access: 'user',
  summary: 'Marks a review helpful (again is no change); answers the new count',
  request: ZAgreeGoodsReviewRequest,
  response: ZAgreeGoodsReviewResponse,
});
