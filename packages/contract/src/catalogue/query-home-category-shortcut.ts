import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShortcutPositionRequest } from './home-fields.ts';

export const path = 'mall/query/home/category/shortcut';

export const ZQueryHomeCategoryShortcutRequest = ZShortcutPositionRequest;
export const ZQueryHomeCategoryShortcutResponse = z.array(z.object({ id: z.number().int(), categoryId: z.number().int(), title: z.string(), icon: z.string() }));
export type TQueryHomeCategoryShortcutRequest = z.input<typeof ZQueryHomeCategoryShortcutRequest>;
export type TQueryHomeCategoryShortcutResponse = z.infer<typeof ZQueryHomeCategoryShortcutResponse>;

export const queryHomeCategoryShortcut = defineEndpoint({
  path,
  access: 'public',
  summary: 'The category icons of a page (home by default)',
  request: ZQueryHomeCategoryShortcutRequest,
  response: ZQueryHomeCategoryShortcutResponse,
});
