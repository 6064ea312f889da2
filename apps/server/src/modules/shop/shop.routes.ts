import type { FastifyInstance } from 'fastify';
import { followShop as follow } from '@mall/contract/shop/follow-shop';
import { queryCurrentUserFollow as currentUserFollow } from '@mall/contract/shop/query-current-user-follow';
import { queryFollowShops as followShops } from '@mall/contract/shop/query-follow-shops';
import { queryMerchantCert as merchantCert } from '@mall/contract/shop/query-merchant-cert';
import { queryNearShops as nearShops } from '@mall/contract/shop/query-near-shops';
import { queryRecommendProviders as recommendProviders } from '@mall/contract/shop/query-recommend-providers';
import { queryRecommendShops as recommendShops } from '@mall/contract/shop/query-recommend-shops';
import { queryShop as shopHome } from '@mall/contract/shop/query-shop';
import { queryShopAddress as shopAddress } from '@mall/contract/shop/query-shop-address';
import { queryShopBusinessTimes as businessTimes } from '@mall/contract/shop/query-shop-business-times';
import { queryShopDetails as shopDetails } from '@mall/contract/shop/query-shop-details';
import { queryShopMerchantCert as shopMerchantCert } from '@mall/contract/shop/query-shop-merchant-cert';
import { queryShopMetric as shopMetric } from '@mall/contract/shop/query-shop-metric';
import { queryShopQualification as shopQualification } from '@mall/contract/shop/query-shop-qualification';
import { saveShopBrowse as saveBrowse } from '@mall/contract/shop/save-shop-browse';
import { unfollowShop as unfollow } from '@mall/contract/shop/unfollow-shop';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { recordShopVisit, visitorKey } from './shop-visits.ts';
import { readRecommendProviders } from '../../read-models/recommended-providers.ts';
import { queryNearShops, queryRecommendShops } from './discover.service.ts';
import { followShop, queryCurrentUserFollow, queryFollowShops, unfollowShop } from './follow.service.ts';
import * as shops from './shop.service.ts';

/** The shop pages' calls: a shop's home, details, certificates and metrics, following, nearby and recommended shops. */
export function shopRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, follow, ({ body, ctx }) => followShop(db, userOf(ctx), body.shopId));
  registerEndpoint(app, deps, unfollow, ({ body, ctx }) => unfollowShop(db, userOf(ctx), body.shopId));
  registerEndpoint(app, deps, currentUserFollow, ({ body, ctx }) => queryCurrentUserFollow(db, ctx.userId, body.shopId));
  registerEndpoint(app, deps, followShops, ({ body, ctx }) => queryFollowShops(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, shopHome, ({ body, ctx }) => shops.queryShop(db, ctx.userId, body, ctx.lang));
  registerEndpoint(app, deps, businessTimes, ({ body }) => shops.queryShopBusinessTimes(db, body.shopId));
  registerEndpoint(app, deps, shopDetails, ({ body, ctx }) => shops.queryShopDetails(db, body.shopId, ctx.lang));
  registerEndpoint(app, deps, shopAddress, ({ body, ctx }) => shops.queryShopAddresses(db, body, ctx.lang));
  registerEndpoint(app, deps, shopQualification, ({ body, ctx }) => shops.queryShopQualifications(db, body.shopId, ctx.lang));
  registerEndpoint(app, deps, merchantCert, ({ body, ctx }) => shops.queryMerchantCert(db, body.merchantId, ctx.lang));
  registerEndpoint(app, deps, shopMerchantCert, ({ body, ctx }) => shops.queryShopMerchantCert(db, body.shopId, ctx.lang));
  registerEndpoint(app, deps, shopMetric, ({ body }) => shops.queryShopMetric(db, body.shopId));
  registerEndpoint(app, deps, saveBrowse, async ({ body, ctx }) => {
    // A shopper's visit goes into their history; anyone's (by device, for a visitor) counts toward the shop's visitors.
    const answer = ctx.userId !== undefined ? await shops.saveShopBrowse(db, ctx.userId, body.shopId) : await shops.visitorShopBrowse(db, body.shopId);
    await recordShopVisit(db, body.shopId, visitorKey(ctx.userId, ctx.deviceId), deps.config.businessTimeZone);
    return answer;
  });
  registerEndpoint(app, deps, nearShops, ({ body, ctx }) => queryNearShops(db, ctx.userId, body, ctx.lang));
  registerEndpoint(app, deps, recommendShops, ({ body, ctx }) => queryRecommendShops(db, body, ctx.lang));
  registerEndpoint(app, deps, recommendProviders, ({ body, ctx }) => readRecommendProviders(db, body, ctx.lang));
}
