import type { FastifyInstance } from 'fastify';
import { queryDecorateConfig as endpoint } from '@mall/contract/decorate/query-decorate-config';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryDecorateConfig } from './decorate.service.ts';

export function decorateRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, endpoint, ({ ctx }) => queryDecorateConfig(deps.settings, ctx.lang));
}
