import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { MERCHANT_COUPON_TABS, ZMerchantCoupon } from './merchant-coupon-fields.ts';

export const path = 'merchant/coupon/query';

/** One tab of a shop's coupons: active ones ending soonest first, upcoming ones starting soonest first, ended ones latest first. */
export const ZQueryMerchantCouponsRequest = z.strictObject({ ...ZKeysetRequest.shape, shopId: ZShopId, tab: z.enum(MERCHANT_COUPON_TABS) });
export type TQueryMerchantCouponsRequest = z.input<typeof ZQueryMerchantCouponsRequest>;
export const ZQueryMerchantCouponsResponse = keysetPageOf(ZMerchantCoupon);
export type TQueryMerchantCouponsResponse = z.infer<typeof ZQueryMerchantCouponsResponse>;

export const queryMerchantCoupons = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A shop's coupons of one tab (active, upcoming, ended), a keyset page at a time, with how many were claimed and used",
  request: ZQueryMerchantCouponsRequest,
  response: ZQueryMerchantCouponsResponse,
});
