import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { couponTermFields } from '../coupon/coupon-fields.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'shop/coupon/query';

/** A shop's coupons; `shopId: null` asks for the platform's own coupons (usable in every shop). */
export const ZQueryShopCouponsRequest = z.strictObject({ shopId: ZShopId.nullable() });
/** A coupon a shop (or the platform) offers now, with what the caller already picked; money in minor units. */
export const ZShopCoupon = z.object({
  id: z.number().int(),
  /** null for a platform coupon. */
  shopId: z.number().int().nullable(),
  ...couponTermFields,
  /** How many days a picked coupon stays usable. */
  validDays: z.number().int(),
  pickEndsAt: z.string().describe('ISO 8601'),
  /** How many are left to pick; 0 shows as "all taken". */
  remaining: z.number().int(),
  /** How many one shopper may hold. */
  perUserLimit: z.number().int(),
  /** How many the caller has picked (used and expired ones count); 0 for visitors. */
  pickedCount: z.number().int(),
  /** Whether the caller may pick one now: some left and under their limit (for visitors: some left). */
  canPick: z.boolean(),
});
export const ZQueryShopCouponsResponse = z.array(ZShopCoupon);
export type TShopCoupon = z.infer<typeof ZShopCoupon>;
export type TQueryShopCouponsRequest = z.input<typeof ZQueryShopCouponsRequest>;
export type TQueryShopCouponsResponse = z.infer<typeof ZQueryShopCouponsResponse>;

export const queryShopCoupons = defineEndpoint({
  path,
  access: 'optional',
  summary:
    'The coupons a shop (or with shopId null the platform) offers now, active and inside their picking window, smallest threshold first, with the caller\'s pick status',
  request: ZQueryShopCouponsRequest,
  response: ZQueryShopCouponsResponse,
});
