import type { FastifyInstance } from 'fastify';
import {
  hidePlatformCategory,
  queryPlatformCategories,
  savePlatformCategory,
  showPlatformCategory,
} from '@mall/contract/catalogue/platform-categories';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { categoryReadsOf } from './category-reads.ts';
import * as platformCategories from './platform-category.service.ts';

/** The platform console's categories (support or admin): the tree with hidden ones, save, hide, show. */
export function platformCategoryRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const before = (body: { categoryId?: number | undefined }) =>
    body.categoryId === undefined ? Promise.resolve(null) : platformCategories.readPlatformCategory(db, body.categoryId).then((c) => c ?? null);
  registerEndpoint(app, deps, queryPlatformCategories, ({ body }) => platformCategories.queryPlatformCategories(db, body.channel));
  // The goods lists keep categories a few seconds; a change makes every instance forget them.
  const reads = categoryReadsOf(db, deps.events, deps.config.catalogueCacheMs);
  const announced = async <T>(changed: Promise<T>): Promise<T> => {
    const answer = await changed;
    await reads.announce();
    return answer;
  };
  registerEndpoint(app, deps, savePlatformCategory, ({ body }) => announced(platformCategories.savePlatformCategory(db, body)), { before });
  registerEndpoint(app, deps, hidePlatformCategory, ({ body }) => announced(platformCategories.setCategoryEnabled(db, body.categoryId, false)), { before });
  registerEndpoint(app, deps, showPlatformCategory, ({ body }) => announced(platformCategories.setCategoryEnabled(db, body.categoryId, true)), { before });
}
