import type { FastifyInstance } from 'fastify';
import { queryActivityBanner } from '@mall/contract/catalogue/query-activity-banner';
import { queryActivityBannerByPosition } from '@mall/contract/catalogue/query-activity-banner-by-position';
import { queryBanner } from '@mall/contract/catalogue/query-banner';
import { queryHomeCategoryShortcut } from '@mall/contract/catalogue/query-home-category-shortcut';
import { queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { queryHomeGroupShortcut } from '@mall/contract/catalogue/query-home-group-shortcut';
import { queryHomeShortcut } from '@mall/contract/catalogue/query-home-shortcut';
import { queryHomeTopnav } from '@mall/contract/catalogue/query-home-topnav';
import { queryLightningDeals } from '@mall/contract/catalogue/query-lightning-deals';
import { queryRecommendGoods } from '@mall/contract/catalogue/query-recommend-goods';
import { queryShopBanner } from '@mall/contract/catalogue/query-shop-banner';
import { queryShopBannerByPosition } from '@mall/contract/catalogue/query-shop-banner-by-position';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as home from './home.service.ts';

/** The home page, banners, lightning deals and recommended goods: all public. */
export function homeRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryHomeShortcut, ({ body, ctx }) => home.queryHomeShortcuts(db, body.position, ctx.lang));
  registerEndpoint(app, deps, queryHomeTopnav, ({ ctx }) => home.queryHomeTopnav(db, ctx.lang));
  registerEndpoint(app, deps, queryHomeGroup, ({ ctx }) => home.queryHomeGroups(db, ctx.lang));
  registerEndpoint(app, deps, queryHomeGroupShortcut, ({ ctx }) => home.queryHomeGroupShortcuts(db, ctx.lang));
  registerEndpoint(app, deps, queryHomeCategoryShortcut, ({ body, ctx }) => home.queryCategoryShortcuts(db, body.position, ctx.lang));
  registerEndpoint(app, deps, queryBanner, ({ body, ctx }) => home.queryBanners(db, body.position, ctx.lang));
  registerEndpoint(app, deps, queryActivityBanner, ({ ctx }) => home.queryBanners(db, 'activity', ctx.lang));
  registerEndpoint(app, deps, queryActivityBannerByPosition, ({ body, ctx }) => home.queryPageBanners(db, body.positions, ctx.lang));
  registerEndpoint(app, deps, queryShopBanner, ({ body, ctx }) => home.queryShopBanners(db, body.shopId, 'shop', ctx.lang));
  registerEndpoint(app, deps, queryShopBannerByPosition, ({ body, ctx }) => home.queryShopBanners(db, body.shopId, body.position, ctx.lang));
  registerEndpoint(app, deps, queryLightningDeals, ({ body, ctx }) => home.queryLightningDeals(db, body.limit, ctx.lang));
  registerEndpoint(app, deps, queryRecommendGoods, ({ body, ctx }) => home.queryRecommendGoods(db, body, ctx.lang));
}
