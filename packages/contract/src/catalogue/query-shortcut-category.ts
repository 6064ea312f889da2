import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { exactlyOneLanding, landingFields, ZLandingCategory } from './shortcut-fields.ts';

export const path = 'mall/query/shortcut/category';

export const ZQueryShortcutCategoryRequest = z.strictObject(landingFields).superRefine(exactlyOneLanding);
export const ZQueryShortcutCategoryResponse = z.array(ZLandingCategory);
export type TQueryShortcutCategoryRequest = z.input<typeof ZQueryShortcutCategoryRequest>;
export type TQueryShortcutCategoryResponse = z.infer<typeof ZQueryShortcutCategoryResponse>;

export const queryShortcutCategory = defineEndpoint({
  path,
  access: 'public',
  summary: 'The categories of a shortcut landing (a category\'s children, a page position\'s icons or a shortcut group\'s), in order',
  request: ZQueryShortcutCategoryRequest,
  response: ZQueryShortcutCategoryResponse,
});
