import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'auth/applogout';

export const ZAppLogoutResponse = z.object({ loggedOut: z.boolean() });

export const appLogout = defineEndpoint({
  path,
  access: 'user',
  summary: 'Ends the caller\'s session; its token answers 1002 from then on',
  request: ZEmptyRequest,
  response: ZAppLogoutResponse,
});
