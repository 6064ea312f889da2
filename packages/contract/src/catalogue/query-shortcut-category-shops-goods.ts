import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { exactlyOneLanding, landingFields, subCategoryField, ZShopWithGoods } from './shortcut-fields.ts';

export const path = 'mall/query/shortcut/category/shops/goods';

export const ZQueryShortcutCategoryShopsGoodsRequest = ZPageRequest.extend(landingFields)
  .extend(subCategoryField)
  .extend({ goodsLimit: z.number().int().min(1).max(10).default(3).describe('How many goods each shop shows') })
  .strict()
  .superRefine(exactlyOneLanding);
export const ZQueryShortcutCategoryShopsGoodsResponse = pageOf(ZShopWithGoods);
export type TQueryShortcutCategoryShopsGoodsRequest = z.input<typeof ZQueryShortcutCategoryShopsGoodsRequest>;
export type TQueryShortcutCategoryShopsGoodsResponse = z.infer<typeof ZQueryShortcutCategoryShopsGoodsResponse>;

export const queryShortcutCategoryShopsGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The shops of a shortcut landing, each with its best-selling goods in the landing\'s categories, a page at a time',
  request: ZQueryShortcutCategoryShopsGoodsRequest,
  response: ZQueryShortcutCategoryShopsGoodsResponse,
});
