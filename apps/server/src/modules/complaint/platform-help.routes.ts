import type { FastifyInstance } from 'fastify';
import { deletePlatformHelp, queryPlatformHelp, savePlatformHelp } from '@mall/contract/complaint/platform-help';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import * as help from './platform-help.service.ts';

/** The platform console's help articles (support or admin): list, save, delete. */
export function platformHelpRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const before = (body: { articleId?: number | undefined }) =>
    body.articleId === undefined ? Promise.resolve(null) : help.readPlatformHelp(db, body.articleId).then((a) => a ?? null);
  registerEndpoint(app, deps, queryPlatformHelp, ({ body }) => help.queryPlatformHelp(db, body.category));
  registerEndpoint(app, deps, savePlatformHelp, ({ body }) => help.savePlatformHelp(db, body), { before });
  registerEndpoint(app, deps, deletePlatformHelp, ({ body }) => help.deletePlatformHelp(db, body.articleId), { before });
}
