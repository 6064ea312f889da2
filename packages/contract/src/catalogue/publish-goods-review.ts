import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { REVIEW_MAX_IMAGES, ZOrderItemId, ZReviewContent, ZUserReview } from './review-fields.ts';

export const path = 'mall/goods/review/publish';

/**
 * A review of one line of one of the caller's received orders: 1 to 5 stars, the text, up to six photos the caller
 * uploaded with `resource/cos/upload` (their URLs), and whether to appear as "***" to other readers.
 */
export const ZPublishGoodsReviewRequest = z.strictObject({
  orderItemId: ZOrderItemId,
  rating: z.number().int().min(1).max(5),
  content: ZReviewContent,
  images: z.array(z.string().trim().min(1).max(500)).max(REVIEW_MAX_IMAGES).default([]),
  anonymous: z.boolean().default(false),
});
export type TPublishGoodsReviewRequest = z.input<typeof ZPublishGoodsReviewRequest>;
export const ZPublishGoodsReviewResponse = ZUserReview;
export type TPublishGoodsReviewResponse = z.infer<typeof ZPublishGoodsReviewResponse>;

export const publishGoodsReview = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Publishes the caller's review of a line of their received order, once per line; it counts in the goods' ratings at once",
  request: ZPublishGoodsReviewRequest,
  response: ZPublishGoodsReviewResponse,
});
