import { defineEndpoint } from '../platform/api.ts';
import { ZShopMembership } from './query-shop-member.ts';
import { ZPlusShopRequest } from './shop-plus-fields.ts';

export const path = 'user/shop/join';

export const joinShopPlus = defineEndpoint({
  path,
  access: 'user',
  summary: "Joins a shop's membership (free). Joining again answers the membership as it is; a shop without membership is 4960",
  request: ZPlusShopRequest,
  response: ZShopMembership,
});
