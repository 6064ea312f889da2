import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { Page } from '@mall/contract/platform/paging';
import type { TQueryShopResponse } from '@mall/contract/shop/query-shop';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { catalogueKeys, catalogueQueries, type NearPoint } from './catalogue-queries.ts';
import { SHOP_API } from './shop-api.ts';

type HomePages = InfiniteData<TQueryShopResponse, number>;

/** The shop of a shop's home page, with whether the shopper follows it. */
export function useShopHome(shopId: number, sort: GoodsSort) {
  const { token } = useSession();
  return useInfiniteQuery({
    ...catalogueQueries.shopHome(useQueryLang(), shopId, sort, token),
    select: (data: HomePages) => ({ shop: data.pages[0]!.shop, followed: data.pages[0]!.followed }),
    enabled: shopId > 0,
  });
}

/** The goods of a shop's home page, sorted, a page at a time (the same call and cache entry as useShopHome). */
export function useShopGoods(shopId: number, sort: GoodsSort) {
  const { token } = useSession();
  return useInfiniteQuery({
    ...catalogueQueries.shopHome(useQueryLang(), shopId, sort, token),
    select: (data: HomePages): InfiniteData<Page<TGoodsCard>, number> => ({ pages: data.pages.map((p) => p.goods), pageParams: data.pageParams }),
    enabled: shopId > 0,
  });
}

export function useShopBanners(shopId: number) {
  return useQuery({ ...catalogueQueries.shopBanners(useQueryLang(), shopId), enabled: shopId > 0 });
}

export function useShopCoupons(shopId: number) {
  const { token } = useSession();
  return useQuery({ ...catalogueQueries.shopCoupons(useQueryLang(), shopId, token), enabled: shopId > 0 });
}

/** Records a visit of a shop once per shop page opened: in the shopper's history, and (anyone's) in the shop's visitors. */
export function useRecordShopVisit(shopId: number) {
  const { token } = useSession();
  useEffect(() => {
    if (shopId <= 0) return;
    callApi(SHOP_API.saveShopBrowse, { shopId }, { autoShowError: false, quietNotLoggedIn: true }).catch(() => undefined);
  }, [shopId, token]);
}

export function useShopDetails(shopId: number) {
  return useQuery({ ...catalogueQueries.shopDetails(useQueryLang(), shopId), enabled: shopId > 0 });
}

export function useShopBusinessTimes(shopId: number) {
  return useQuery({ ...catalogueQueries.shopBusinessTimes(useQueryLang(), shopId), enabled: shopId > 0 });
}

export function useShopMetric(shopId: number) {
  return useQuery({ ...catalogueQueries.shopMetric(useQueryLang(), shopId), enabled: shopId > 0 });
}

export function useShopAddresses(shopId: number) {
  return useQuery({ ...catalogueQueries.shopAddresses(useQueryLang(), shopId), enabled: shopId > 0 });
}

export function useShopMerchantCert(shopId: number) {
  return useQuery({ ...catalogueQueries.shopMerchantCert(useQueryLang(), shopId), enabled: shopId > 0 });
}

/** Whether the caller follows a shop (false for visitors), with its follower count. */
export function useShopFollow(shopId: number) {
  const { token } = useSession();
  return useQuery({ ...catalogueQueries.shopFollow(useQueryLang(), shopId, token), enabled: shopId > 0 });
}

/** Shops nearest first, a page at a time. */
export function useNearShops(point: NearPoint, kind: ShopKind | undefined, enabled: boolean) {
  const { token } = useSession();
  return useInfiniteQuery({ ...catalogueQueries.nearShops(useQueryLang(), point, kind, token), enabled });
}

/** The shops the shopper follows, latest first, a page at a time. */
export function useFollowedShops() {
  const { token } = useSession();
  return useInfiniteQuery({ ...catalogueQueries.followedShops(useQueryLang()), enabled: token !== undefined });
}

/** Unfollows a shop (the followed-shops page), refreshing the shop's queries and the list. */
export function useUnfollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: number) => callApi(SHOP_API.unfollowShop, { shopId }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.shop(data.shopId) });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.followedShops });
    },
  });
}
