import type { FastifyInstance } from 'fastify';
import { createGroupbuyListing, queryMerchantGroupbuyListings } from '@mall/contract/groupbuy/merchant-groupbuy-listings';
import { queryMerchantPickupPoints, setPickupStaff as setStaffCall } from '@mall/contract/groupbuy/merchant-pickup-staff';
import { queryGroupbuyOrder as orderCall } from '@mall/contract/groupbuy/query-groupbuy-order';
import { queryHouseCategory } from '@mall/contract/groupbuy/query-house-category';
import { queryHouseCategoryGoods as categoryGoodsCall } from '@mall/contract/groupbuy/query-house-category-goods';
import { queryHouseCategorysGoods as categorysGoodsCall } from '@mall/contract/groupbuy/query-house-categorys-goods';
import { queryHouseGoods as goodsCall } from '@mall/contract/groupbuy/query-house-goods';
import { redeemPickupCode as redeemCall } from '@mall/contract/groupbuy/redeem-pickup-code';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { shopOfPickupPoint } from '../../read-models/groupbuy-listings.ts';
import { createListing, queryMerchantListings, queryPickupPoints, setPickupStaff } from './groupbuy-merchant.ts';
import { redeemPickupCode } from './groupbuy-redeem.ts';
import { queryGroupbuyOrder, queryHouseCategories, queryHouseCategoryGoods, queryHouseCategorysGoods, queryHouseGoods } from './groupbuy-view.ts';

/** Community group buying: the spec's `mall/query/house/*`, the group buy of an order, and the merchant console's calls. */
export function groupbuyRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryHouseCategory, ({ ctx }) => queryHouseCategories(db, ctx.lang));
  registerEndpoint(app, deps, goodsCall, ({ body, ctx }) => queryHouseGoods(db, body.id, ctx.lang));
  registerEndpoint(app, deps, categoryGoodsCall, ({ body, ctx }) => queryHouseCategoryGoods(db, body, ctx.lang));
  registerEndpoint(app, deps, categorysGoodsCall, ({ body, ctx }) => queryHouseCategorysGoods(db, body.perCategory ?? 4, ctx.lang));
  registerEndpoint(app, deps, orderCall, ({ body, ctx }) => queryGroupbuyOrder(db, userOf(ctx), body.orderId, ctx.lang));

  registerEndpoint(app, deps, queryMerchantGroupbuyListings, ({ body, ctx }) => queryMerchantListings(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, createGroupbuyListing, ({ body, ctx }) => createListing(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, queryMerchantPickupPoints, ({ ctx }) => queryPickupPoints(db, userOf(ctx), shopOf(ctx), ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, setStaffCall, ({ body, ctx }) => setPickupStaff(db, userOf(ctx), shopOf(ctx), body, ctx.lang), {
    shopOf: (body) => shopOfPickupPoint(db, body.pickupPointId),
  });
  registerEndpoint(app, deps, redeemCall, ({ body, ctx }) => redeemPickupCode(db, userOf(ctx), body, ctx.lang), {
    shopOf: (body) => shopOfPickupPoint(db, body.pickupPointId),
  });
}
