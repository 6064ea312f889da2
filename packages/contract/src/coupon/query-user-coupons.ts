import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { couponTermFields, USER_COUPON_STATUSES } from './coupon-fields.ts';

export const path = 'user/coupon/query/all';

export const ZQueryUserCouponsRequest = z.strictObject({
  status: z.enum(USER_COUPON_STATUSES).default('unused'),
  ...ZPageRequest.shape,
});
export type TQueryUserCouponsRequest = z.input<typeof ZQueryUserCouponsRequest>;

/** A coupon the shopper picked, with its terms and the shop it is for (all null for a platform coupon). */
export const ZUserCoupon = z.object({
  userCouponId: z.number().int(),
  couponId: z.number().int(),
  ...couponTermFields,
  status: z.enum(USER_COUPON_STATUSES),
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  shopLogo: z.string().nullable(),
  pickedAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601'),
  usedAt: z.string().nullable().describe('ISO 8601'),
});
export type TUserCoupon = z.infer<typeof ZUserCoupon>;

/** How many coupons each tab holds, for the tab titles. */
export const ZUserCouponCounts = z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() });
export type TUserCouponCounts = z.infer<typeof ZUserCouponCounts>;

export const ZQueryUserCouponsResponse = pageOf(ZUserCoupon).extend({ counts: ZUserCouponCounts });
export type TQueryUserCouponsResponse = z.infer<typeof ZQueryUserCouponsResponse>;

export const queryUserCoupons = defineEndpoint({
  path,
  access: 'user',
  summary:
    'A page of the caller\'s coupons of one tab (unused: soonest expiring first; used: latest used first; expired: latest expired first), with the count of every tab',
  request: ZQueryUserCouponsRequest,
  response: ZQueryUserCouponsResponse,
});
