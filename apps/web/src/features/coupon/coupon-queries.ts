import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { UserCouponStatus } from '@mall/contract/coupon/coupon-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { COUPON_API } from './coupon-api.ts';

const PAGE_SIZE = 20;

/** Key prefixes of the coupons' own queries, for invalidation. */
export const couponKeys = {
  /** The platform's coupons, for every caller and in every language. */
  platform: ['coupons', 'platform'] as const,
  /** What shops offer, for every shop, caller and language. */
  shops: ['coupons', 'shop'] as const,
  /** The live activities (the activity page's coupon centre), for every caller and language. */
  activities: ['coupons', 'activities'] as const,
};

export const couponQueries = {
  /** The live activities with their coupons and what the caller claimed of each (so the token is part of the key). */
  activities: (lang: Lang, token: string | undefined) =>
    queryOptions({
      queryKey: [...couponKeys.activities, token ?? '', lang],
      queryFn: ({ signal }) => callApiForQuery(COUPON_API.queryActivityInfo, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
    }),
  /** One tab of the shopper's coupons, a page at a time; every page carries the counts of all tabs. */
  userCoupons: (lang: Lang, status: UserCouponStatus) =>
    infiniteQueryOptions({
      queryKey: [...QUERY_ROOTS.userCoupons, status, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(COUPON_API.queryUserCoupons, { status, pageNum: pageParam, pageSize: PAGE_SIZE }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The platform's coupons on offer, with what the caller picked of each (so the token is part of the key). */
  platformCoupons: (lang: Lang, token: string | undefined) => couponQueries.offeredCoupons(lang, null, token),
  /** What a shop (null: the platform) offers now, with what the caller picked of each. */
  offeredCoupons: (lang: Lang, shopId: number | null, token: string | undefined) =>
    queryOptions({
      queryKey: shopId === null ? [...couponKeys.platform, token ?? '', lang] : [...couponKeys.shops, shopId, token ?? '', lang],
      queryFn: ({ signal }) => callApiForQuery(COUPON_API.queryShopCoupons, { shopId }, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
    }),
};
