import type { FastifyInstance } from 'fastify';
import { queryGroupidShortcut } from '@mall/contract/catalogue/query-groupid-shortcut';
import { queryShortcutCategory } from '@mall/contract/catalogue/query-shortcut-category';
import { queryShortcutCategoryGoods } from '@mall/contract/catalogue/query-shortcut-category-goods';
import { queryShortcutCategoryShops } from '@mall/contract/catalogue/query-shortcut-category-shops';
import { queryShortcutCategoryShopsGoods } from '@mall/contract/catalogue/query-shortcut-category-shops-goods';
import { queryShortcutId } from '@mall/contract/catalogue/query-shortcut-id';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as shortcuts from './shortcut.service.ts';

/** The shortcut landing pages (a category's, a page position's, a shortcut group's) and shortcut groups: all public. */
export function shortcutRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryShortcutCategory, ({ body, ctx }) => shortcuts.queryLandingCategories(db, body, ctx.lang));
  registerEndpoint(app, deps, queryShortcutCategoryGoods, ({ body, ctx }) => shortcuts.queryLandingGoods(db, body, ctx.lang));
  registerEndpoint(app, deps, queryShortcutCategoryShops, ({ body, ctx }) => shortcuts.queryLandingShops(db, body, ctx.lang));
  registerEndpoint(app, deps, queryShortcutCategoryShopsGoods, ({ body, ctx }) => shortcuts.queryLandingShopsWithGoods(db, body, ctx.lang));
  registerEndpoint(app, deps, queryShortcutId, ({ params, ctx }) => shortcuts.queryShortcutHead(db, params.categoryId, ctx.lang));
  registerEndpoint(app, deps, queryGroupidShortcut, ({ body, ctx }) => shortcuts.queryGroupShortcuts(db, body.groupId, ctx.lang));
}
