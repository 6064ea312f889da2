import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { GOODS_SORTS } from '../catalogue/category-fields.ts';
import { ZGoodsCard } from '../catalogue/goods-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZShopProfile } from './shop-fields.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'mall/query/shop';

/**
 * A shop's home page in one call: the shop and a page of its goods on sale, sorted. No other call of the spec
 * lists one shop's goods (the category lists need a category, the search belongs to the search page), so the
 * shop page asks this call again with `pageNum` > 1 or another `sort` for its goods grid.
 */
export const ZQueryShopRequest = z.strictObject({
  shopId: ZShopId,
  ...ZPageRequest.shape,
  sort: z.enum(GOODS_SORTS).default('sales'),
});
export const ZQueryShopResponse = z.object({
  shop: ZShopProfile,
  /** Whether the caller follows the shop (false for visitors). */
  followed: z.boolean(),
  goods: pageOf(ZGoodsCard),
});
export type TQueryShopRequest = z.input<typeof ZQueryShopRequest>;
export type TQueryShopResponse = z.infer<typeof ZQueryShopResponse>;

export const queryShop = defineEndpoint({
  path,
  access: 'optional',
  summary: 'A shop\'s home: the shop (card, banner, intro, terms), whether the caller follows it, and a page of its goods',
  request: ZQueryShopRequest,
  response: ZQueryShopResponse,
});
