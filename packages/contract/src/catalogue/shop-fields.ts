import { z } from 'zod';
import { SHOP_KINDS } from './catalogue-kinds.ts';

/** A shop as every list shows it (home, search, recommended, followed, nearby), in the T-lang language. */
export const ZShopCard = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_KINDS),
  name: z.string(),
  intro: z.string(),
  logo: z.string(),
  banner: z.string(),
  /** Review score out of 5, one decimal. */
  rating: z.number(),
  followerCount: z.number().int(),
  salesCount: z.number().int(),
  goodsCount: z.number().int(),
  /** Closed shops stay visible (followed shops) but take no orders. */
  status: z.enum(['open', 'closed']),
});
export type TShopCard = z.infer<typeof ZShopCard>;
