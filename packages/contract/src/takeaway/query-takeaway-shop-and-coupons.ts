import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from '../location/coordinates.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZTakeawayCoupon, ZTakeawayGoods, ZTakeawayShop } from './takeaway-fields.ts';

export const path = 'mall/query/takeaway/shopAndCoupons';

export const ZQueryTakeawayShopAndCouponsRequest = z.strictObject({
  shopId: ZShopId,
  /** Where the shopper is; without it, their default address (else no distance). */
  lat: ZLatitude.optional(),
  lng: ZLongitude.optional(),
});
export const ZQueryTakeawayShopAndCouponsResponse = z.object({
  shop: ZTakeawayShop,
  coupons: z.array(ZTakeawayCoupon),
  /** The menu: the shop's goods on sale by category (its first 200). */
  menu: z.array(z.object({ categoryId: z.number().int(), name: z.string(), goods: z.array(ZTakeawayGoods.extend({ skuId: z.number().int().nullable() })) })),
});
export type TQueryTakeawayShopAndCouponsRequest = z.input<typeof ZQueryTakeawayShopAndCouponsRequest>;
export type TQueryTakeawayShopAndCouponsResponse = z.infer<typeof ZQueryTakeawayShopAndCouponsResponse>;

export const queryTakeawayShopAndCoupons = defineEndpoint({
  path,
  access: 'optional',
  summary: "A takeaway shop: open state in its time zone, fees, minimum order, eta, distance and range from the point, its coupons and menu",
  request: ZQueryTakeawayShopAndCouponsRequest,
  response: ZQueryTakeawayShopAndCouponsResponse,
});
