import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShortcut, ZShortcutPositionRequest } from './home-fields.ts';

export const path = 'mall/query/home/shortcut';

export const ZQueryHomeShortcutRequest = ZShortcutPositionRequest;
export const ZQueryHomeShortcutResponse = z.array(ZShortcut);
export type TQueryHomeShortcutRequest = z.input<typeof ZQueryHomeShortcutRequest>;
export type TQueryHomeShortcutResponse = z.infer<typeof ZQueryHomeShortcutResponse>;

export const queryHomeShortcut = defineEndpoint({
  path,
  access: 'public',
  summary: 'The shortcut grid of a page (home by default)',
  request: ZQueryHomeShortcutRequest,
  response: ZQueryHomeShortcutResponse,
});
