import { path as queryShopBannerPath, type queryShopBanner } from '@mall/contract/catalogue/query-shop-banner';
import { path as followShopPath, type followShop } from '@mall/contract/shop/follow-shop';
import { path as queryCurrentUserFollowPath, type queryCurrentUserFollow } from '@mall/contract/shop/query-current-user-follow';
import { path as queryFollowShopsPath, type queryFollowShops } from '@mall/contract/shop/query-follow-shops';
import { path as queryMerchantCertPath, type queryMerchantCert } from '@mall/contract/shop/query-merchant-cert';
import { path as queryNearShopsPath, type queryNearShops } from '@mall/contract/shop/query-near-shops';
import { path as queryRecommendProvidersPath, type queryRecommendProviders } from '@mall/contract/shop/query-recommend-providers';
import { path as queryShopPath, type queryShop } from '@mall/contract/shop/query-shop';
import { path as queryShopAddressPath, type queryShopAddress } from '@mall/contract/shop/query-shop-address';
import { path as queryShopBusinessTimesPath, type queryShopBusinessTimes } from '@mall/contract/shop/query-shop-business-times';
import { path as queryShopCouponsPath, type queryShopCoupons } from '@mall/contract/shop/query-shop-coupons';
import { path as queryShopDetailsPath, type queryShopDetails } from '@mall/contract/shop/query-shop-details';
import { path as queryShopMerchantCertPath, type queryShopMerchantCert } from '@mall/contract/shop/query-shop-merchant-cert';
import { path as queryShopMetricPath, type queryShopMetric } from '@mall/contract/shop/query-shop-metric';
import { path as queryShopQualificationPath, type queryShopQualification } from '@mall/contract/shop/query-shop-qualification';
import { path as saveShopBrowsePath, type saveShopBrowse } from '@mall/contract/shop/save-shop-browse';
import { path as unfollowShopPath, type unfollowShop } from '@mall/contract/shop/unfollow-shop';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shop calls: a shop's home and banners, details, certificates, metrics, following and nearby shops (the home page recommends shops). */
export const SHOP_API = {
  followShop: endpointRef<typeof followShop>(followShopPath),
  queryCurrentUserFollow: endpointRef<typeof queryCurrentUserFollow>(queryCurrentUserFollowPath),
  queryFollowShops: endpointRef<typeof queryFollowShops>(queryFollowShopsPath),
  queryMerchantCert: endpointRef<typeof queryMerchantCert>(queryMerchantCertPath),
  queryNearShops: endpointRef<typeof queryNearShops>(queryNearShopsPath),
  queryRecommendProviders: endpointRef<typeof queryRecommendProviders>(queryRecommendProvidersPath),
  queryShop: endpointRef<typeof queryShop>(queryShopPath),
  queryShopAddress: endpointRef<typeof queryShopAddress>(queryShopAddressPath),
  queryShopBanner: endpointRef<typeof queryShopBanner>(queryShopBannerPath),
  queryShopBusinessTimes: endpointRef<typeof queryShopBusinessTimes>(queryShopBusinessTimesPath),
  queryShopCoupons: endpointRef<typeof queryShopCoupons>(queryShopCouponsPath),
  queryShopDetails: endpointRef<typeof queryShopDetails>(queryShopDetailsPath),
  queryShopMerchantCert: endpointRef<typeof queryShopMerchantCert>(queryShopMerchantCertPath),
  queryShopMetric: endpointRef<typeof queryShopMetric>(queryShopMetricPath),
  queryShopQualification: endpointRef<typeof queryShopQualification>(queryShopQualificationPath),
  saveShopBrowse: endpointRef<typeof saveShopBrowse>(saveShopBrowsePath),
  unfollowShop: endpointRef<typeof unfollowShop>(unfollowShopPath),
} as const;
