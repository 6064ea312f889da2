import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserCouponStatus } from '@mall/contract/coupon/coupon-fields';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { COUPON_API, PLATFORM_COUPONS_KEY, platformCouponsKey, USER_COUPONS_KEY } from './coupon-api.ts';

const PAGE_SIZE = 20;

/** One tab of the shopper's coupons, a page at a time; every page carries the counts of all tabs. */
export function useUserCoupons(status: UserCouponStatus) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...USER_COUPONS_KEY, status],
    queryFn: ({ pageParam, signal }) => callApi(COUPON_API.queryUserCoupons, { status, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** The platform's coupons on offer, with what the caller picked of each. */
export function usePlatformCoupons() {
  const { token } = useSession();
  return useQuery({
    queryKey: platformCouponsKey(token),
    queryFn: ({ signal }) => callApi(COUPON_API.queryShopCoupons, { shopId: null }, { signal, autoShowError: false, quietNotLoggedIn: true }),
  });
}

/**
 * Picks a coupon. Whether it worked or not (all taken, limit reached), the lists showing it are refreshed so
 * they say what is true now; the server's refusal shows as a toast.
 */
export function usePickCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => callApi(COUPON_API.pickUserCoupon, { couponId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PLATFORM_COUPONS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_COUPONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['user', 'center'] });
    },
  });
}
