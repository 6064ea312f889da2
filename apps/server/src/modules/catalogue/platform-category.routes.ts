import type { FastifyInstance } from 'fastify';
import {
  hidePlatformCategory,
  queryPlatformCategories,
  savePlatformCategory,
  showPlatformCategory,
} from '@mall/contract/catalogue/platform-categories';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as platformCategories from './platform-category.service.ts';

/** The platform console's categories (support or admin): the tree with hidden ones, save, hide, show. */
export function platformCategoryRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const before = (body: { categoryId?: number | undefined }) =>
    body.categoryId === undefined ? Promise.resolve(null) : platformCategories.readPlatformCategory(db, body.categoryId).then((c) => c ?? null);
  registerEndpoint(app, deps, queryPlatformCategories, ({ body }) => platformCategories.queryPlatformCategories(db, body.channel));
  registerEndpoint(app, deps, savePlatformCategory, ({ body }) => platformCategories.savePlatformCategory(db, body), { before });
  registerEndpoint(app, deps, hidePlatformCategory, ({ body }) => platformCategories.setCategoryEnabled(db, body.categoryId, false), { before });
  registerEndpoint(app, deps, showPlatformCategory, ({ body }) => platformCategories.setCategoryEnabled(db, body.categoryId, true), { before });
}
