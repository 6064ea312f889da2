import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZShopCard } from './shop-fields.ts';
import { exactlyOneLanding, landingFields, subCategoryField } from './shortcut-fields.ts';

export const path = 'mall/query/shortcut/category/shops';

export const ZQueryShortcutCategoryShopsRequest = ZPageRequest.extend(landingFields).extend(subCategoryField).strict().superRefine(exactlyOneLanding);
export const ZQueryShortcutCategoryShopsResponse = pageOf(ZShopCard);
export type TQueryShortcutCategoryShopsRequest = z.input<typeof ZQueryShortcutCategoryShopsRequest>;
export type TQueryShortcutCategoryShopsResponse = z.infer<typeof ZQueryShortcutCategoryShopsResponse>;

export const queryShortcutCategoryShops = defineEndpoint({
  path,
  access: 'public',
  summary: 'The shops selling in a shortcut landing\'s categories (or one of them), best sellers first, a page at a time',
  request: ZQueryShortcutCategoryShopsRequest,
  response: ZQueryShortcutCategoryShopsResponse,
});
