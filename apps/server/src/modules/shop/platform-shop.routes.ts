import type { FastifyInstance } from 'fastify';
import {
  queryPlatformShop as detailCall,
  queryPlatformShops as listCall,
  reinstatePlatformShop as reinstateCall,
  suspendPlatformShop as suspendCall,
} from '@mall/contract/shop/platform-shops';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryPlatformShop, queryPlatformShops } from '../../read-models/platform-shops.ts';
import { reinstateShop, suspendShop } from './shop-suspension.ts';

/** The platform console's shops: the list, one shop with its history, suspending and reinstating (support, admin). */
export function platformShopRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryPlatformShops(db, body, ctx.lang));
  registerEndpoint(app, deps, detailCall, ({ body, ctx }) => queryPlatformShop(db, body.shopId, ctx.lang));
  const before = { before: (body: { shopId: number }, ctx: { lang: Lang }) => queryPlatformShop(db, body.shopId, ctx.lang) };
  registerEndpoint(
    app,
    deps,
    suspendCall,
    async ({ body, ctx }) => {
      await suspendShop(db, userOf(ctx), body.shopId, body.reason);
      return queryPlatformShop(db, body.shopId, ctx.lang);
    },
    before,
  );
  registerEndpoint(
    app,
    deps,
    reinstateCall,
    async ({ body, ctx }) => {
      await reinstateShop(db, userOf(ctx), body.shopId);
      return queryPlatformShop(db, body.shopId, ctx.lang);
    },
    before,
  );
}
