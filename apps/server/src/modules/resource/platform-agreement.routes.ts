import type { FastifyInstance } from 'fastify';
import { queryPlatformAgreements, savePlatformAgreement } from '@mall/contract/resource/platform-agreements';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import * as agreements from './platform-agreement.service.ts';

/** The platform console's agreements (support or admin): the texts with their versions, publishing a new version. */
export function platformAgreementRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryPlatformAgreements, ({ body }) => agreements.queryPlatformAgreements(db, body.code, body.version));
  registerEndpoint(app, deps, savePlatformAgreement, ({ body, ctx }) => agreements.savePlatformAgreement(db, userOf(ctx), body), {
    before: (body) =>
      agreements.queryPlatformAgreements(db, body.code, undefined).then(
        ([a]) => (a ? { code: a.code, version: a.version, title: a.title } : null),
        () => null,
      ),
  });
}
