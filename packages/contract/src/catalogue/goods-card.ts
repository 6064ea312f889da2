import { z } from 'zod';

/** A goods as the category, home, deal and recommend lists show it, in the T-lang language; money in minor units. */
export const ZGoodsCardItem = z.object({
  goodsId: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  image: z.string(),
  priceMin: z.number().int(),
  marketPrice: z.number().int(),
  salesCount: z.number().int(),
  /** Average review rating out of 5 with one decimal; 0 while a goods has no reviews. */
  rating: z.number(),
});
export type TGoodsCardItem = z.infer<typeof ZGoodsCardItem>;
