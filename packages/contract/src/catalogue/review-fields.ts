import { z } from 'zod';
import { multilineText } from '../platform/text-rules.ts';
import { ZCatalogueId, ZGoodsCard } from './goods-fields.ts';

/**
 * A shopper's own reviews (publish, the lists of what is to review and what was reviewed) and the shop's side of
 * them (the merchant console's list and reply). Shoppers review an order line of an order they received, once.
 */

/** An order line's id (`sale_order_goods`), the spec's orderItemId. */
export const ZOrderItemId = ZCatalogueId;

export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_REPLY_MAX = 500;

/** What the shopper writes: several lines allowed (the text rule's multi-line fields), kept as typed and shown as text. */
export const ZReviewContent = multilineText(z.string().trim().min(1).max(REVIEW_CONTENT_MAX));

/** The shop's answer, once; several lines allowed. */
export const ZReviewReply = multilineText(z.string().trim().min(1).max(REVIEW_REPLY_MAX));

/** A line of one of the shopper's received orders that has no review yet. Title and spec are the order's snapshot, in T-lang. */
export const ZPendingReviewLine = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  goodsId: z.number().int(),
  title: z.string(),
  image: z.string(),
  specName: z.string(),
  quantity: z.number().int(),
  /** When the shopper received the order (confirmed or automatically). */
  receivedAt: z.string().nullable().describe('ISO 8601'),
});
export type TPendingReviewLine = z.infer<typeof ZPendingReviewLine>;

/** One of the shopper's own reviews, as its writer sees it (never masked), with the goods' card and the shop's reply. */
export const ZUserReview = z.object({
  id: z.number().int(),
  /** The order line reviewed; null for reviews written before reviews named their line. */
  orderItemId: z.number().int().nullable(),
  goods: ZGoodsCard,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  /** The SKU as bought ("Red / XL"). */
  skuName: z.string(),
  anonymous: z.boolean(),
  agreeCount: z.number().int(),
  /** The shop's reply and when it came, or null. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});
export type TUserReview = z.infer<typeof ZUserReview>;

/** The merchant console's review lists: those waiting for the shop's reply (the default), those answered, or all. */
export const MERCHANT_REVIEW_TABS = ['unanswered', 'answered', 'all'] as const;
export type MerchantReviewTab = (typeof MERCHANT_REVIEW_TABS)[number];

/** A review of one of the shop's goods as its merchant sees it: the reviewer masked as every reader sees them. */
export const ZMerchantReview = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsTitle: z.string(),
  goodsImage: z.string(),
  /** Masked ("j***n"); "***" for an anonymous review. */
  nickName: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  skuName: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});
export type TMerchantReview = z.infer<typeof ZMerchantReview>;
