import { path as queryPath, type queryMerchantCoupons } from '@mall/contract/coupon/query-merchant-coupons';
import { path as savePath, type saveMerchantCoupon } from '@mall/contract/coupon/save-merchant-coupon';
import { path as stopPath, type stopMerchantCoupon } from '@mall/contract/coupon/stop-merchant-coupon';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant console's coupon calls. */
export const MERCHANT_COUPONS_API = {
  query: endpointRef<typeof queryMerchantCoupons>(queryPath),
  save: endpointRef<typeof saveMerchantCoupon>(savePath),
  stop: endpointRef<typeof stopMerchantCoupon>(stopPath),
};
