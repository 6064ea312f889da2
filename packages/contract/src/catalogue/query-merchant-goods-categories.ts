import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from '../shop/shop-id.ts';
import { ZCategoryNode } from './category-fields.ts';

export const path = 'merchant/goods/categories';

export const ZQueryMerchantGoodsCategoriesRequest = ZShopIdRequest;
export type TQueryMerchantGoodsCategoriesRequest = z.input<typeof ZQueryMerchantGoodsCategoriesRequest>;
/** The category tree of the shop's channel (three levels; goods go on the leaves). */
export const ZQueryMerchantGoodsCategoriesResponse = z.array(ZCategoryNode);
export type TQueryMerchantGoodsCategoriesResponse = z.infer<typeof ZQueryMerchantGoodsCategoriesResponse>;

export const queryMerchantGoodsCategories = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "The categories a shop's goods may go in: the tree of the shop's channel, whose leaves take goods",
  request: ZQueryMerchantGoodsCategoriesRequest,
  response: ZQueryMerchantGoodsCategoriesResponse,
});
