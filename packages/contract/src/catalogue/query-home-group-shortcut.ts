import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZHomeGroupBase, ZShortcut } from './home-fields.ts';

export const path = 'mall/query/home/groupshortcut';

export const ZQueryHomeGroupShortcutRequest = ZEmptyRequest;
export const ZQueryHomeGroupShortcutResponse = z.array(ZHomeGroupBase.extend({ shortcuts: z.array(ZShortcut) }));
export type TQueryHomeGroupShortcutRequest = z.input<typeof ZQueryHomeGroupShortcutRequest>;
export type TQueryHomeGroupShortcutResponse = z.infer<typeof ZQueryHomeGroupShortcutResponse>;

export const queryHomeGroupShortcut = defineEndpoint({
  path,
  access: 'public',
  summary: 'The shortcut groups of the home page, each with its shortcuts',
  request: ZQueryHomeGroupShortcutRequest,
  response: ZQueryHomeGroupShortcutResponse,
});
