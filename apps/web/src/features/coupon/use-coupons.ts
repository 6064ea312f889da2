import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserCouponStatus } from '@mall/contract/coupon/coupon-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { COUPON_API } from './coupon-api.ts';
import { couponKeys, couponQueries } from './coupon-queries.ts';

/** One tab of the shopper's coupons, a page at a time; every page carries the counts of all tabs. */
export function useUserCoupons(status: UserCouponStatus) {
  const { token } = useSession();
  return useInfiniteQuery({ ...couponQueries.userCoupons(useQueryLang(), status), enabled: token !== undefined });
}

/** The platform's coupons on offer, with what the caller picked of each. */
export function usePlatformCoupons() {
  const { token } = useSession();
  return useQuery(couponQueries.platformCoupons(useQueryLang(), token));
}

/**
 * What the shopper could still pick of a shop's (null: the platform's) coupons, for the checkout to offer (claimed
 * in one tap and used at once); nothing is asked while `shopId` is undefined.
 */
export function useClaimableCoupons(shopId: number | null | undefined) {
  const { token } = useSession();
  const offered = useQuery({ ...couponQueries.offeredCoupons(useQueryLang(), shopId ?? null, token), enabled: shopId !== undefined && token !== undefined });
  return offered.data?.filter((c) => c.canPick);
}

/** The coupons each of these shops offers that the shopper may still claim, by shop (absent while loading). */
export function useClaimableByShop(shopIds: readonly number[]) {
  const { token } = useSession();
  const lang = useQueryLang();
  const results = useQueries({
    queries: shopIds.map((shopId) => ({ ...couponQueries.offeredCoupons(lang, shopId, token), enabled: token !== undefined })),
  });
  return new Map(shopIds.map((shopId, i) => [shopId, results[i]?.data?.filter((c) => c.canPick)]));
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
      void queryClient.invalidateQueries({ queryKey: couponKeys.platform });
      void queryClient.invalidateQueries({ queryKey: couponKeys.shops });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCoupons });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
