import { z } from 'zod';

/** A goods, SKU or review id: a positive 32-bit integer. */
export const ZCatalogueId = z.number().int().positive().max(2_147_483_647);

export const GOODS_STATUSES = ['on_sale', 'off_shelf'] as const;

/** A goods as every list shows it (category, home, deals, search, wishlist, history), in the T-lang language; prices in minor units. */
export const ZGoodsCard = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  image: z.string(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  marketPrice: z.number().int(),
  salesCount: z.number().int(),
  reviewCount: z.number().int(),
  /** Average review rating out of 5 with one decimal; 0 while a goods has no reviews. */
  rating: z.number(),
  favorCount: z.number().int(),
  /** Wishlists and histories keep goods that went off the shelf; the app greys them out. */
  status: z.enum(GOODS_STATUSES),
});
export type TGoodsCard = z.infer<typeof ZGoodsCard>;

/** The review filters of the goods reviews page: good is 4-5 stars, medium 3, bad 1-2. */
export const REVIEW_RATINGS = ['good', 'medium', 'bad'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** A review as shoppers see it; reviews are in their writer's language and not translated. */
export const ZGoodsReview = z.object({
  id: z.number().int(),
  /** Masked ("j***n"); "***" for an anonymous review. */
  nickName: z.string(),
  /** Empty for an anonymous review. */
  avatar: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  /** The SKU as bought ("Red / XL"). */
  skuName: z.string(),
  agreeCount: z.number().int(),
  /** Whether the caller marked it helpful (false for visitors). */
  agreed: z.boolean(),
  /** The shop's reply, or null. */
  reply: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TGoodsReview = z.infer<typeof ZGoodsReview>;
