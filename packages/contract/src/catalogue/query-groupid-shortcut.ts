import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';
import { ZHomeGroupBase, ZShortcut } from './home-fields.ts';

export const path = 'mall/query/groupid/shortcut';

export const ZQueryGroupidShortcutRequest = z.strictObject({ groupId: ZCatalogueId });
export const ZQueryGroupidShortcutResponse = ZHomeGroupBase.extend({ shortcuts: z.array(ZShortcut) });
export type TQueryGroupidShortcutRequest = z.input<typeof ZQueryGroupidShortcutRequest>;
export type TQueryGroupidShortcutResponse = z.infer<typeof ZQueryGroupidShortcutResponse>;

export const queryGroupidShortcut = defineEndpoint({
  path,
  access: 'public',
  summary: 'One shortcut group of the home page with its shortcuts; an unknown, disabled or non-shortcut group is 1004',
  request: ZQueryGroupidShortcutRequest,
  response: ZQueryGroupidShortcutResponse,
});
