import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { GOODS_SORTS } from './category-fields.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { exactlyOneLanding, landingFields, subCategoryField } from './shortcut-fields.ts';

export const path = 'mall/query/shortcut/category/goods';

export const ZQueryShortcutCategoryGoodsRequest = ZPageRequest.extend(landingFields)
  .extend(subCategoryField)
  .extend({ sort: z.enum(GOODS_SORTS).default('sales') })
  .strict()
  .superRefine(exactlyOneLanding);
export const ZQueryShortcutCategoryGoodsResponse = pageOf(ZGoodsCard);
export type TQueryShortcutCategoryGoodsRequest = z.input<typeof ZQueryShortcutCategoryGoodsRequest>;
export type TQueryShortcutCategoryGoodsResponse = z.infer<typeof ZQueryShortcutCategoryGoodsResponse>;

export const queryShortcutCategoryGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'The goods on sale in a shortcut landing\'s categories (or one of them), sorted, a page at a time',
  request: ZQueryShortcutCategoryGoodsRequest,
  response: ZQueryShortcutCategoryGoodsResponse,
});
