import type { FastifyInstance } from 'fastify';
import { queryCategory } from '@mall/contract/catalogue/query-category';
import { queryCategoryAttrs } from '@mall/contract/catalogue/query-category-attrs';
import { queryCategoryChild } from '@mall/contract/catalogue/query-category-child';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { queryCategoryGoodsFilter } from '@mall/contract/catalogue/query-category-goods-filter';
import { queryCategoryGoodsFilterBag } from '@mall/contract/catalogue/query-category-goods-filter-bag';
import { queryCategoryIdGoods } from '@mall/contract/catalogue/query-category-id-goods';
import { queryCategoryLevelTwo } from '@mall/contract/catalogue/query-category-level-two';
import { queryCategoryTree } from '@mall/contract/catalogue/query-category-tree';
import { queryCategoryTrendingGoods } from '@mall/contract/catalogue/query-category-trending-goods';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { categoryReadsOf } from './category-reads.ts';
import * as categories from './category.service.ts';
import { homeRoutes } from './home.routes.ts';

/** The category pages (all public), and with them the home page calls of home.routes.ts: app.ts registers both here. */
export function categoryRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const reads = categoryReadsOf(db, deps.events, deps.config.catalogueCacheMs);
  registerEndpoint(app, deps, queryCategory, ({ body, ctx }) => categories.queryTopCategories(db, body.channel, ctx.lang));
  registerEndpoint(app, deps, queryCategoryChild, ({ body, ctx }) => categories.queryChildCategories(db, body.parentId, ctx.lang));
  registerEndpoint(app, deps, queryCategoryLevelTwo, ({ body, ctx }) => categories.queryLevelTwoCategories(db, body.parentId, ctx.lang));
  registerEndpoint(app, deps, queryCategoryTree, ({ body, ctx }) => categories.queryCategoryTree(db, body.channel, ctx.lang));
  registerEndpoint(app, deps, queryCategoryGoods, ({ body, ctx }) => categories.queryCategoryGoods(db, reads, body, ctx.lang));
  registerEndpoint(app, deps, queryCategoryIdGoods, ({ body, ctx }) => categories.queryCategoryGoods(db, reads, body, ctx.lang));
  registerEndpoint(app, deps, queryCategoryGoodsFilter, ({ body, ctx }) => categories.queryCategoryGoodsFilter(db, body.categoryId, ctx.lang));
  registerEndpoint(app, deps, queryCategoryGoodsFilterBag, ({ body, ctx }) => categories.queryCategoryGoodsFilterBag(db, body, ctx.lang));
  registerEndpoint(app, deps, queryCategoryTrendingGoods, ({ body, ctx }) =>
    categories.queryTrendingGoods(db, body.categoryId, body.limit, ctx.lang),
  );
  registerEndpoint(app, deps, queryCategoryAttrs, ({ body, ctx }) => categories.queryCategoryAttrs(db, body.categoryId, ctx.lang));
  homeRoutes(app, deps);
}
