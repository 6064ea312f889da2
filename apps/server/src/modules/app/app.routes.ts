import type { FastifyInstance } from 'fastify';
import { pushDevice } from '@mall/contract/app/push-device';
import { queryNewestVersion as newestVersion } from '@mall/contract/app/query-newest-version';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryNewestVersion, registerPushDevice } from './app.service.ts';

export function appRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, newestVersion, ({ body, ctx }) => queryNewestVersion(deps.db, body, ctx.lang));
  registerEndpoint(app, deps, pushDevice, ({ body, ctx }) =>
    registerPushDevice(deps.db, body, ctx.deviceId, ctx.userId),
  );
}
