import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/query/current/user/follow';

export const ZQueryCurrentUserFollowRequest = ZShopIdRequest;
/** Visitors (no token, or a stale one) get `followed: false`; the page then asks them to log in on follow. */
export const ZQueryCurrentUserFollowResponse = z.object({ shopId: z.number().int(), followed: z.boolean(), followerCount: z.number().int() });
export type TQueryCurrentUserFollowRequest = z.input<typeof ZQueryCurrentUserFollowRequest>;
export type TQueryCurrentUserFollowResponse = z.infer<typeof ZQueryCurrentUserFollowResponse>;

export const queryCurrentUserFollow = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Whether the caller follows a shop, with the shop\'s follower count',
  request: ZQueryCurrentUserFollowRequest,
  response: ZQueryCurrentUserFollowResponse,
});
