import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MerchantCouponTab } from '@mall/contract/coupon/merchant-coupon-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_COUPONS_API } from './merchant-coupons-api.ts';

const PAGE_SIZE = 20;

/** Key prefixes of the console's coupon lists (under `user`: dropped at login and logout). */
export const merchantCouponKeys = {
  /** Every tab of one shop's coupons, in every language: what a save or a stop makes stale. */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-coupons', shopId] as const,
};

export const merchantCouponQueries = {
  /** One tab of a shop's coupons, a keyset page at a time. */
  list: (lang: Lang, shopId: number, tab: MerchantCouponTab) =>
    infiniteQueryOptions({
      queryKey: [...merchantCouponKeys.shop(shopId), tab, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(MERCHANT_COUPONS_API.query, { shopId, tab, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    }),
};
