import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/follow';

export const ZFollowShopRequest = ZShopIdRequest;
/** The follow state after the call and the shop's follower count, which moved only if the state changed. */
export const ZFollowShopResponse = z.object({ shopId: z.number().int(), followed: z.boolean(), followerCount: z.number().int() });
export type TFollowShopRequest = z.input<typeof ZFollowShopRequest>;
export type TFollowShopResponse = z.infer<typeof ZFollowShopResponse>;

export const followShop = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller follows a shop (again is no change); answers the shop\'s follower count',
  request: ZFollowShopRequest,
  response: ZFollowShopResponse,
});
