import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryShopResponse } from '@mall/contract/shop/query-shop';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MY_GOODS_API } from './my-goods-api.ts';
import { SEARCH_API } from './search-api.ts';
import type { SearchState } from './search-state.ts';
import { SHOP_API } from './shop-api.ts';

const SEARCH_PAGE_SIZE = 20;
const SEARCH_SHOP_PAGE_SIZE = 10;
const SHOP_GOODS_PAGE_SIZE = 20;
const SHOPS_PAGE_SIZE = 20;
const MY_GOODS_PAGE_SIZE = 20;
/** Trending terms and filters change slowly; they are not asked again while the shopper moves around. */
const FILTERS_STALE_MS = 5 * 60_000;

/** Pages and components show their own error and retry; a toast on top would say it twice. */
const quiet = { autoShowError: false } as const;
/** Asked for visitors too: an expired login only makes the answer a visitor's. */
const visitorToo = { autoShowError: false, quietNotLoggedIn: true } as const;


/** Key prefixes of the catalogue's queries, for invalidation. */
export const catalogueKeys = {
  /** Every query about one shop; following it invalidates them all. */
  shop: (shopId: number) => ['shop', shopId] as const,
  /** A shop's coupons, in every language and for every caller. */
  shopCoupons: (shopId: number) => ['shop', shopId, 'coupons'] as const,
  /** The shops the shopper follows (under `user`: dropped at login and logout). */
  followedShops: [...QUERY_ROOTS.user, 'follow-shops'] as const,
};

/** A point to measure from; undefined lets the server choose (default address, else a city centre). */
export type NearPoint = { lat: number; lng: number } | undefined;

/** The search request of a result page's state (unset filters left out). */
function searchBody({ keyword, sort, categoryId, priceMin, priceMax, brands, attrValueIds }: SearchState) {
  return {
    keyword,
    sort,
    brands,
    attrValueIds,
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
  };
}

export const catalogueQueries = {
  /** The goods of a search, a page at a time. */
  searchGoods: (lang: Lang, state: SearchState) => {
    const body = searchBody(state);
    return infiniteQueryOptions({
      queryKey: ['search', 'goods', body, lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(SEARCH_API.searchGoods, { ...body, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    });
  },
  /** The shops of a search, a page at a time. */
  searchShops: (lang: Lang, keyword: string) =>
    infiniteQueryOptions({
      queryKey: ['search', 'shops', keyword, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(SEARCH_API.searchGoodsShop, { keyword, pageNum: pageParam, pageSize: SEARCH_SHOP_PAGE_SIZE }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The filters of a keyword (and category), with the trending terms; the trending terms alone for no keyword. */
  searchFilters: (lang: Lang, keyword: string, categoryId?: number) => {
    const body = { keyword, ...(categoryId !== undefined ? { categoryId } : {}) };
    return queryOptions({
      queryKey: ['search', 'filters', body, lang],
      queryFn: ({ signal }) => callApiForQuery(SEARCH_API.getSearchFilters, body, { ...quiet, lang, signal }),
      staleTime: FILTERS_STALE_MS,
      placeholderData: keepPreviousData,
    });
  },

  /**
   * A shop's home page, one cache entry per shop and sort: page 1 brings the shop, every page a slice of its goods.
   * The token is part of the key: the answer says whether *this* caller follows the shop.
   */
  shopHome: (lang: Lang, shopId: number, sort: GoodsSort, token: string | undefined) =>
    infiniteQueryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'home', sort, token ?? '', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(SHOP_API.queryShop, { shopId, sort, pageNum: pageParam, pageSize: SHOP_GOODS_PAGE_SIZE }, { ...visitorToo, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: (last: TQueryShopResponse) => nextPageNum(last.goods),
      // A new sort keeps showing the shop (and the old goods) until its first page arrives.
      placeholderData: keepPreviousData,
    }),
  shopBanners: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'banners', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopBanner, { shopId }, { ...quiet, lang, signal }),
    }),
  /** The token is part of the key: the answer says what *this* caller picked. */
  shopCoupons: (lang: Lang, shopId: number, token: string | undefined) =>
    queryOptions({
      queryKey: [...catalogueKeys.shopCoupons(shopId), token ?? '', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopCoupons, { shopId }, { ...visitorToo, lang, signal }),
    }),
  shopDetails: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'details', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopDetails, { shopId }, { ...quiet, lang, signal }),
    }),
  shopBusinessTimes: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'business-times', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopBusinessTimes, { shopId }, { ...quiet, lang, signal }),
    }),
  shopMetric: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'metric', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopMetric, { shopId }, { ...quiet, lang, signal }),
    }),
  shopAddresses: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'addresses', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopAddress, { shopId }, { ...quiet, lang, signal }),
    }),
  shopMerchantCert: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'merchant-cert', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryShopMerchantCert, { shopId }, { ...quiet, lang, signal }),
    }),
  /** Whether the caller follows a shop (false for visitors), with its follower count. */
  shopFollow: (lang: Lang, shopId: number, token: string | undefined) =>
    queryOptions({
      queryKey: [...catalogueKeys.shop(shopId), 'follow', token ?? '', lang],
      queryFn: ({ signal }) => callApiForQuery(SHOP_API.queryCurrentUserFollow, { shopId }, { ...visitorToo, lang, signal }),
    }),
  /** Shops nearest first, a page at a time. */
  nearShops: (lang: Lang, point: NearPoint, kind: ShopKind | undefined, token: string | undefined) =>
    infiniteQueryOptions({
      queryKey: ['near-shops', point?.lat ?? null, point?.lng ?? null, kind ?? 'all', token ?? '', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(SHOP_API.queryNearShops, { ...(point ?? {}), ...(kind ? { kind } : {}), pageNum: pageParam, pageSize: SHOPS_PAGE_SIZE }, { ...visitorToo, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The shops the shopper follows, latest first, a page at a time. */
  followedShops: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...catalogueKeys.followedShops, lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(SHOP_API.queryFollowShops, { pageNum: pageParam, pageSize: SHOPS_PAGE_SIZE }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),

  /** The shopper's wishlist, latest first, a page at a time. */
  wishlist: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...QUERY_ROOTS.wishlist, lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(MY_GOODS_API.queryFavorGoods, { pageNum: pageParam, pageSize: MY_GOODS_PAGE_SIZE }, { ...quiet, lang, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The goods the shopper viewed, latest first, each with its day (the shopper's own days), a page at a time. */
  browseHistory: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...QUERY_ROOTS.browseHistory, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(
          MY_GOODS_API.queryBrowseHistory,
          { pageNum: pageParam, pageSize: MY_GOODS_PAGE_SIZE, utcOffsetMinutes: -new Date().getTimezoneOffset() },
          { ...quiet, lang, signal },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
};
