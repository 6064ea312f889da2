import type { FastifyInstance } from 'fastify';
import { getSearchFilters } from '@mall/contract/catalogue/get-search-filters';
import { searchGoods } from '@mall/contract/catalogue/search-goods';
import { searchGoodsShop } from '@mall/contract/catalogue/search-goods-shop';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as search from './search.service.ts';

/** The search calls (all public): goods, shops, and the filters and trending terms of the search pages. */
export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, searchGoods, ({ body, ctx }) => search.searchGoods(db, body, ctx.lang));
  registerEndpoint(app, deps, searchGoodsShop, ({ body, ctx }) => search.searchShops(db, body, ctx.lang));
  registerEndpoint(app, deps, getSearchFilters, ({ body, ctx }) => search.getSearchFilters(db, body, ctx.lang));
}
