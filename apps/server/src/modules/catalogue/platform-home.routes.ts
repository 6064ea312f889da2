import type { FastifyInstance } from 'fastify';
import {
  deletePlatformBanner,
  deletePlatformShortcut,
  queryPlatformBanners,
  queryPlatformShortcuts,
  savePlatformBanner,
  savePlatformShortcut,
} from '@mall/contract/catalogue/platform-home';
import type { Deps } from '../../platform/deps.ts';
import { homeChangesOf } from '../../platform/home-changes.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import * as home from './platform-home.service.ts';

/** The platform console's "Home page": platform banners and grid shortcuts (support operators and admins). */
export function platformHomeRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const homeDeps = { db, changes: homeChangesOf(deps.events) };
  registerEndpoint(app, deps, queryPlatformBanners, ({ body }) => home.queryPlatformBanners(db, body.position));
  registerEndpoint(app, deps, savePlatformBanner, ({ body, ctx }) => home.savePlatformBanner(homeDeps, userOf(ctx), body), {
    before: async (body) => (body.bannerId === undefined ? null : ((await home.readPlatformBanner(db, body.bannerId)) ?? null)),
  });
  registerEndpoint(app, deps, deletePlatformBanner, ({ body }) => home.deletePlatformBanner(homeDeps, body.bannerId), {
    before: async (body) => (await home.readPlatformBanner(db, body.bannerId)) ?? null,
  });
  registerEndpoint(app, deps, queryPlatformShortcuts, ({ body }) => home.queryPlatformShortcuts(db, body.position));
  registerEndpoint(app, deps, savePlatformShortcut, ({ body, ctx }) => home.savePlatformShortcut(homeDeps, userOf(ctx), body), {
    before: async (body) => (body.shortcutId === undefined ? null : ((await home.readPlatformShortcut(db, body.shortcutId)) ?? null)),
  });
  registerEndpoint(app, deps, deletePlatformShortcut, ({ body }) => home.deletePlatformShortcut(homeDeps, body.shortcutId), {
    before: async (body) => (await home.readPlatformShortcut(db, body.shortcutId)) ?? null,
  });
}
