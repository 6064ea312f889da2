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
import { homeChangesOf } from '../../platform/home-changes.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import * as home from './home.service.ts';

/**
 * The home page's own entries are the same for every shopper of a language and change only when the platform edits
 * them (banners, shortcuts: announced on the bus) or the seed writes them (top navigation, groups). They are kept for
 * the catalogue's cache time, as a goods page is: the home groups alone cost five statements. A group's goods cards
 * may show a price or a goods taken off sale that many seconds late; the cart and the commit check again.
 */
function homeEntriesKept(deps: Deps): <T>(key: string, load: () => Promise<T>) => Promise<T> {
  const kept = createTtlCache<unknown>(deps.config.catalogueCacheMs, 200);
  homeChangesOf(deps.events).onChange(() => kept.clear());
  return <T>(key: string, load: () => Promise<T>) => kept.get(key, load) as Promise<T>;
}

/** The home page, banners, lightning deals and recommended goods: all public. */
export function homeRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const kept = homeEntriesKept(deps);
  registerEndpoint(app, deps, queryHomeShortcut, ({ body, ctx }) => kept(`shortcuts:${body.position}:${ctx.lang}`, () => home.queryHomeShortcuts(db, body.position, ctx.lang)));
  registerEndpoint(app, deps, queryHomeTopnav, ({ ctx }) => kept(`topnav:${ctx.lang}`, () => home.queryHomeTopnav(db, ctx.lang)));
  registerEndpoint(app, deps, queryHomeGroup, ({ ctx }) => kept(`groups:${ctx.lang}`, () => home.queryHomeGroups(db, ctx.lang)));
  registerEndpoint(app, deps, queryHomeGroupShortcut, ({ ctx }) => kept(`group shortcuts:${ctx.lang}`, () => home.queryHomeGroupShortcuts(db, ctx.lang)));
  registerEndpoint(app, deps, queryHomeCategoryShortcut, ({ body, ctx }) => home.queryCategoryShortcuts(db, body.position, ctx.lang));
  registerEndpoint(app, deps, queryBanner, ({ body, ctx }) => kept(`banners:${body.position}:${ctx.lang}`, () => home.queryBanners(db, body.position, ctx.lang)));
  registerEndpoint(app, deps, queryActivityBanner, ({ ctx }) => kept(`banners:activity:${ctx.lang}`, () => home.queryBanners(db, 'activity', ctx.lang)));
  registerEndpoint(app, deps, queryActivityBannerByPosition, ({ body, ctx }) => home.queryPageBanners(db, body.positions, ctx.lang));
  registerEndpoint(app, deps, queryShopBanner, ({ body, ctx }) => home.queryShopBanners(db, body.shopId, 'shop', ctx.lang));
  registerEndpoint(app, deps, queryShopBannerByPosition, ({ body, ctx }) => home.queryShopBanners(db, body.shopId, body.position, ctx.lang));
  registerEndpoint(app, deps, queryLightningDeals, ({ body, ctx }) => home.queryLightningDeals(db, body.limit, ctx.lang));
  registerEndpoint(app, deps, queryRecommendGoods, ({ body, ctx }) => home.queryRecommendGoods(db, body, ctx.lang));
}
