import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZGroupbuyListing, ZHouseCategory } from './groupbuy-fields.ts';

export const path = 'mall/query/house/categorys/goods';

export const ZQueryHouseCategorysGoodsRequest = z.strictObject({
  /** Listings per category. */
  perCategory: z.number().int().min(1).max(20).default(4),
});
export type TQueryHouseCategorysGoodsRequest = z.input<typeof ZQueryHouseCategorysGoodsRequest>;
export const ZQueryHouseCategorysGoodsResponse = z.array(
  z.object({
    category: ZHouseCategory,
    list: z.array(ZGroupbuyListing),
    /** The cursor of the category's next page (`mall/query/house/category/goods`), null when that was all. */
    next: z.string().nullable(),
  }),
);
export type TQueryHouseCategorysGoodsResponse = z.infer<typeof ZQueryHouseCategorysGoodsResponse>;

export const queryHouseCategorysGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'Every house category with its first open group-buy listings (the landing)',
  request: ZQueryHouseCategorysGoodsRequest,
  response: ZQueryHouseCategorysGoodsResponse,
});
