import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZFollowShopResponse } from './follow-shop.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/unfollow';

export const ZUnfollowShopRequest = ZShopIdRequest;
export const ZUnfollowShopResponse = ZFollowShopResponse;
export type TUnfollowShopRequest = z.input<typeof ZUnfollowShopRequest>;
export type TUnfollowShopResponse = z.infer<typeof ZUnfollowShopResponse>;

export const unfollowShop = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller stops following a shop (not following is no change); answers the shop\'s follower count',
  request: ZUnfollowShopRequest,
  response: ZUnfollowShopResponse,
});
