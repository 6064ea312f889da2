import type { FastifyInstance } from 'fastify';
import { queryActivityPort } from '@mall/contract/catalogue/query-activity-port';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryActivityPort as activityPort } from './activity.service.ts';

/** The activity page (banners, lightning deals, goods news): public. */
export function activityRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, queryActivityPort, ({ body, ctx }) => activityPort(deps.db, body, ctx.lang));
}
