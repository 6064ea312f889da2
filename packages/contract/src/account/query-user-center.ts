import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZUserInfo } from './login-user.ts';

export const path = 'user/center/query';

/** What the me tab shows; each count is filled by its domain as that domain arrives (zero until then). */
export const ZQueryUserCenterResponse = z.object({
  userInfo: ZUserInfo,
  orderCounts: z.object({
    paying: z.number().int(),
    shipping: z.number().int(),
    receiving: z.number().int(),
    completed: z.number().int(),
    return: z.number().int(),
  }),
  walletBalance: z.number().int().describe('minor units'),
  scoreBalance: z.number().int(),
  couponCount: z.number().int(),
  unreadMessages: z.number().int(),
  favoriteGoods: z.number().int(),
  followedShops: z.number().int(),
  browsedGoods: z.number().int(),
  addressCount: z.number().int(),
});
export type TQueryUserCenterResponse = z.infer<typeof ZQueryUserCenterResponse>;

export const queryUserCenter = defineEndpoint({
  path,
  access: 'user',
  summary: 'The me tab: user fields, order counts per group, wallet, score, coupons and other counts',
  request: ZEmptyRequest,
  response: ZQueryUserCenterResponse,
});
