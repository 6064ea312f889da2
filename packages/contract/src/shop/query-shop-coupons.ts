import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/coupon/query';

export const ZQueryShopCouponsRequest = ZShopIdRequest;
/** A coupon a shop offers now; money in minor units. */
export const ZShopCoupon = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['amount_off', 'percent_off']),
  /** The smallest order it applies to; 0 for any. */
  thresholdAmount: z.number().int(),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  /** How many days a picked coupon stays usable. */
  validDays: z.number().int(),
  pickEndsAt: z.string().describe('ISO 8601'),
  /** How many are left to pick; 0 shows as "all taken". */
  remaining: z.number().int(),
});
export const ZQueryShopCouponsResponse = z.array(ZShopCoupon);
export type TShopCoupon = z.infer<typeof ZShopCoupon>;
export type TQueryShopCouponsRequest = z.input<typeof ZQueryShopCouponsRequest>;
export type TQueryShopCouponsResponse = z.infer<typeof ZQueryShopCouponsResponse>;

export const queryShopCoupons = defineEndpoint({
  path,
  access: 'public',
  summary: 'The coupons a shop offers now (active and inside their picking window), smallest threshold first',
  request: ZQueryShopCouponsRequest,
  response: ZQueryShopCouponsResponse,
});
