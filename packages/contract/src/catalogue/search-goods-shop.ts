import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { ZSearchKeyword } from './search-fields.ts';
import { ZShopCard } from './shop-fields.ts';

export const path = 'mall/search/goodshop';

export const ZSearchGoodsShopRequest = z.strictObject({ keyword: ZSearchKeyword, ...ZPageRequest.shape });
/** A shop found by a search, with up to three of its goods: ones the keyword matches first, else its best sellers. */
export const ZSearchShopItem = z.object({ shop: ZShopCard, goods: z.array(ZGoodsCard).max(3) });
export const ZSearchGoodsShopResponse = pageOf(ZSearchShopItem);
export type TSearchShopItem = z.infer<typeof ZSearchShopItem>;
export type TSearchGoodsShopRequest = z.input<typeof ZSearchGoodsShopRequest>;
export type TSearchGoodsShopResponse = z.infer<typeof ZSearchGoodsShopResponse>;

export const searchGoodsShop = defineEndpoint({
  path,
  access: 'public',
  summary: 'Searches shops by name and brand, and shops selling goods that match, each with up to three goods',
  request: ZSearchGoodsShopRequest,
  response: ZSearchGoodsShopResponse,
});
