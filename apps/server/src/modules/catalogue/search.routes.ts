import type { FastifyInstance } from 'fastify';
import { getSearchFilters, type TGetSearchFiltersResponse } from '@mall/contract/catalogue/get-search-filters';
import { searchGoods, type TSearchGoodsResponse } from '@mall/contract/catalogue/search-goods';
import { searchGoodsShop } from '@mall/contract/catalogue/search-goods-shop';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { categoryReadsOf } from './category-reads.ts';
import * as search from './search.service.ts';

/** Search pages kept per instance (about 20 cards each, some 20 KB): the popular terms' first pages and filters. */
const SEARCH_PAGES_KEPT = 1_000;
/** How long a search page is kept, and how long past that it may still be answered while it reloads. */
const SEARCH_FRESH_MS = 30_000;
const SEARCH_STALE_MS = 60_000;

/** The search calls (all public): goods, shops, and the filters and trending terms of the search pages. */
export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const categories = categoryReadsOf(db, deps.events, deps.config.catalogueCacheMs);
  // Search pages and filters are kept like the goods pages, but longer: most searches are a few popular terms, and one
  // over a million goods costs 30-100 ms of the database. A warm term is answered at once while a stale page reloads
  // (up to a minute past its time). Orders re-check everything a page showed. The tests cache nothing (time 0).
  const fresh = deps.config.catalogueCacheMs > 0 ? SEARCH_FRESH_MS : 0;
  const pages = createTtlCache<TSearchGoodsResponse>(fresh, SEARCH_PAGES_KEPT, Date.now, SEARCH_STALE_MS);
  const filters = createTtlCache<TGetSearchFiltersResponse>(fresh, SEARCH_PAGES_KEPT, Date.now, SEARCH_STALE_MS);
  registerEndpoint(app, deps, searchGoods, ({ body, ctx }) =>
    pages.get(JSON.stringify([ctx.lang, body]), () => search.searchGoods(db, categories, body, ctx.lang)),
  );
  registerEndpoint(app, deps, searchGoodsShop, ({ body, ctx }) => search.searchShops(db, body, ctx.lang));
  registerEndpoint(app, deps, getSearchFilters, ({ body, ctx }) =>
    filters.get(JSON.stringify([ctx.lang, body]), () => search.getSearchFilters(db, categories, body, ctx.lang)),
  );
}
