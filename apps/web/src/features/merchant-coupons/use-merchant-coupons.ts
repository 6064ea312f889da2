import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantCouponTab } from '@mall/contract/coupon/merchant-coupon-fields';
import type { TSaveMerchantCouponRequest } from '@mall/contract/coupon/save-merchant-coupon';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_COUPONS_API } from './merchant-coupons-api.ts';
import { merchantCouponKeys, merchantCouponQueries } from './merchant-coupons-queries.ts';

export function useShopCouponList(shopId: number, tab: MerchantCouponTab) {
  return useInfiniteQuery(merchantCouponQueries.list(useQueryLang(), shopId, tab));
}

/** Creates or edits a coupon; the form shows a refusal beside its fields. Every tab is asked again (a coupon may move tab). */
export function useSaveCoupon(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveMerchantCouponRequest) => callApi(MERCHANT_COUPONS_API.save, body, { autoShowError: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: merchantCouponKeys.shop(shopId) }),
  });
}

/** Stops a coupon's claiming; a refusal is announced by the transport, as it answers the merchant's own tap. */
export function useStopCoupon(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => callApi(MERCHANT_COUPONS_API.stop, { couponId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: merchantCouponKeys.shop(shopId) }),
  });
}
