import { z } from 'zod';
import { ZGoodsCard } from './goods-fields.ts';
import { ZShopCard } from './shop-fields.ts';

/** The kinds of goods news: a new arrival, a price drop, a restock, or a story about a shop. */
export const GOODS_NEWS_KINDS = ['new_arrival', 'price_drop', 'restock', 'story'] as const;
export type GoodsNewsKind = (typeof GOODS_NEWS_KINDS)[number];

/** One goods news item in the T-lang language: about a goods (and its shop), or a shop's story (no goods). */
export const ZGoodsNews = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_NEWS_KINDS),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publishedAt: z.string().describe('ISO 8601'),
  goods: ZGoodsCard.nullable(),
  shop: ZShopCard.nullable(),
});
export type TGoodsNews = z.infer<typeof ZGoodsNews>;
