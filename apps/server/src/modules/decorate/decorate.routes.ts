import type { FastifyInstance } from 'fastify';
import { publishDecorateDraft, queryDecorateDrafts, saveDecorateDraft } from '@mall/contract/decorate/platform-decorate-drafts';
import { queryDecorateConfig as endpoint } from '@mall/contract/decorate/query-decorate-config';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import * as drafts from './decorate-drafts.ts';
import { queryDecorateConfig } from './decorate.service.ts';

export function decorateRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, endpoint, ({ ctx }) => queryDecorateConfig(deps.settings, ctx.lang));

  // The platform console's "Look & language" (admins).
  const draftDeps = { db: deps.db, settings: deps.settings };
  const before = async (body: { draftId?: number }) => (body.draftId === undefined ? null : ((await drafts.readDecorateDraft(deps.db, body.draftId)) ?? null));
  registerEndpoint(app, deps, queryDecorateDrafts, () => drafts.queryDecorateDrafts(draftDeps));
  registerEndpoint(app, deps, saveDecorateDraft, ({ body, ctx }) => drafts.saveDecorateDraft(draftDeps, userOf(ctx), body), { before });
  registerEndpoint(app, deps, publishDecorateDraft, ({ body, ctx }) => drafts.publishDecorateDraft(draftDeps, userOf(ctx), body.draftId), { before });
}
