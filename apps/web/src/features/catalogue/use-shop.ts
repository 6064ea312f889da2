import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { Page } from '@mall/contract/platform/paging';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TQueryShopResponse } from '@mall/contract/shop/query-shop';
import { path as queryShopBannerPath, type queryShopBanner } from '@mall/contract/catalogue/query-shop-banner';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import { FOLLOWED_SHOPS_KEY, SHOP_API, shopKey } from './shop-api.ts';

const GOODS_PAGE_SIZE = 20;
const SHOPS_PAGE_SIZE = 20;
const shopBannerApi = endpointRef<typeof queryShopBanner>(queryShopBannerPath);

type HomePages = InfiniteData<TQueryShopResponse, number>;

/** One cache entry per shop and sort: page 1 brings the shop, every page a slice of its goods. */
function homeOptions(shopId: number, sort: GoodsSort, token: string | undefined) {
  return {
    // The token is part of the key: the answer says whether *this* caller follows the shop.
    queryKey: [...shopKey(shopId), 'home', sort, token ?? ''] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      callApi(SHOP_API.queryShop, { shopId, sort, pageNum: pageParam, pageSize: GOODS_PAGE_SIZE }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    initialPageParam: 1,
    getNextPageParam: (last: TQueryShopResponse) => (last.goods.hasMore ? last.goods.pageNum + 1 : undefined),
    // A new sort keeps showing the shop (and the old goods) until its first page arrives.
    placeholderData: keepPreviousData,
    enabled: shopId > 0,
  };
}

/** The shop of a shop's home page, with whether the shopper follows it. */
export function useShopHome(shopId: number, sort: GoodsSort) {
  const { token } = useSession();
  return useInfiniteQuery({
    ...homeOptions(shopId, sort, token),
    select: (data: HomePages) => ({ shop: data.pages[0]!.shop, followed: data.pages[0]!.followed }),
  });
}

/** The goods of a shop's home page, sorted, a page at a time (the same call and cache entry as useShopHome). */
export function useShopGoods(shopId: number, sort: GoodsSort) {
  const { token } = useSession();
  return useInfiniteQuery({
    ...homeOptions(shopId, sort, token),
    select: (data: HomePages): InfiniteData<Page<TGoodsCard>, number> => ({ pages: data.pages.map((p) => p.goods), pageParams: data.pageParams }),
  });
}

export function useShopBanners(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'banners'],
    queryFn: ({ signal }) => callApi(shopBannerApi, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

export function useShopCoupons(shopId: number) {
  const { token } = useSession();
  return useQuery({
    // The token is part of the key: the answer says what *this* caller picked.
    queryKey: [...shopKey(shopId), 'coupons', token ?? ''],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopCoupons, { shopId }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: shopId > 0,
  });
}

/** Records the logged-in shopper's visit of a shop once per shop page opened (visitors leave no trace). */
export function useRecordShopVisit(shopId: number) {
  const { token } = useSession();
  useEffect(() => {
    if (!token || shopId <= 0) return;
    callApi(SHOP_API.saveShopBrowse, { shopId }, { autoShowError: false, quietNotLoggedIn: true }).catch(() => undefined);
  }, [shopId, token]);
}

export function useShopDetails(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'details'],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopDetails, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

export function useShopBusinessTimes(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'business-times'],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopBusinessTimes, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

export function useShopMetric(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'metric'],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopMetric, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

export function useShopAddresses(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'addresses'],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopAddress, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

export function useShopMerchantCert(shopId: number) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'merchant-cert'],
    queryFn: ({ signal }) => callApi(SHOP_API.queryShopMerchantCert, { shopId }, { signal, autoShowError: false }),
    enabled: shopId > 0,
  });
}

/** Whether the caller follows a shop (false for visitors), with its follower count. */
export function useShopFollow(shopId: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...shopKey(shopId), 'follow', token ?? ''],
    queryFn: ({ signal }) => callApi(SHOP_API.queryCurrentUserFollow, { shopId }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: shopId > 0,
  });
}

/** A point to measure from; undefined lets the server choose (default address, else a city centre). */
export type NearPoint = { lat: number; lng: number } | undefined;

/** Shops nearest first, a page at a time. */
export function useNearShops(point: NearPoint, kind: ShopKind | undefined, enabled: boolean) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: ['near-shops', point?.lat ?? null, point?.lng ?? null, kind ?? 'all', token ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        SHOP_API.queryNearShops,
        { ...(point ?? {}), ...(kind ? { kind } : {}), pageNum: pageParam, pageSize: SHOPS_PAGE_SIZE },
        { signal, autoShowError: false, quietNotLoggedIn: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** The shops the shopper follows, latest first, a page at a time. */
export function useFollowedShops() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: FOLLOWED_SHOPS_KEY,
    queryFn: ({ pageParam, signal }) => callApi(SHOP_API.queryFollowShops, { pageNum: pageParam, pageSize: SHOPS_PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** Unfollows a shop (the followed-shops page), refreshing the shop's queries and the list. */
export function useUnfollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: number) => callApi(SHOP_API.unfollowShop, { shopId }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: shopKey(data.shopId) });
      void queryClient.invalidateQueries({ queryKey: FOLLOWED_SHOPS_KEY });
    },
  });
}
