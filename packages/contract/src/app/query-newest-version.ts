import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { SHOPPER_APPS } from '../platform/headers.ts';

export const path = 'app/query/newest/version';

/** The apps with versions: every app type the product ships. */
export const APP_PLATFORMS = SHOPPER_APPS;

export const ZQueryNewestVersionRequest = z.strictObject({
  platform: z.enum(APP_PLATFORMS),
  pkgName: z.string().min(1).max(128),
  versionCode: z.number().int().min(0).max(2_147_483_647),
});
export const ZQueryNewestVersionResponse = z.object({
  versionCode: z.number().int().describe('the newest published version code (the caller\'s own when none is newer)'),
  versionName: z.string(),
  forceUpdate: z.boolean().describe('true when any version newer than the caller\'s requires the update'),
  downUrl: z.string(),
  described: z.string().describe('what changed, in the T-lang language'),
  needUpdate: z.boolean(),
  iosUrl: z.string(),
  ckVersion: z.string(),
});
export type TQueryNewestVersionRequest = z.infer<typeof ZQueryNewestVersionRequest>;
export type TQueryNewestVersionResponse = z.infer<typeof ZQueryNewestVersionResponse>;

export const queryNewestVersion = defineEndpoint({
  path,
  access: 'public',
  summary: 'The newest app version for a platform and package, and whether the caller must update',
  request: ZQueryNewestVersionRequest,
  response: ZQueryNewestVersionResponse,
});
