import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZCategory, ZCategoryId } from './category-fields.ts';
import { ZShortcut } from './home-fields.ts';

export const path = 'mall/query/shortcut/id/{categoryId}';

/** Digits only: "12", not "0x0c", "1e1" or " 12". */
export const ZQueryShortcutIdParams = z.object({ categoryId: z.string().regex(/^[0-9]{1,10}$/).transform(Number).pipe(ZCategoryId) });
export const ZQueryShortcutIdRequest = ZEmptyRequest;
export const ZQueryShortcutIdResponse = z.object({
  category: ZCategory,
  /** The category's ancestors, top first (empty for a top category). */
  ancestors: z.array(ZCategory),
  /** The shortcut that leads to this category (the home grid's first), or null: its title and icon head the landing. */
  shortcut: ZShortcut.nullable(),
});
export type TQueryShortcutIdResponse = z.infer<typeof ZQueryShortcutIdResponse>;

export const queryShortcutId = defineEndpoint({
  path,
  access: 'public',
  params: ZQueryShortcutIdParams,
  summary: 'The head of a category\'s shortcut landing: the category, its ancestors and the shortcut leading to it',
  request: ZQueryShortcutIdRequest,
  response: ZQueryShortcutIdResponse,
});
