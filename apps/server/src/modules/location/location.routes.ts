import type { FastifyInstance } from 'fastify';
import { listNationAreas as listNationAreasEndpoint } from '@mall/contract/location/list-nation-areas';
import { listNations as listNationsEndpoint } from '@mall/contract/location/list-nations';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { listNationAreas, listNations } from './location.service.ts';

export function locationRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, listNationsEndpoint, ({ ctx }) => listNations(deps.db, ctx.lang));
  registerEndpoint(app, deps, listNationAreasEndpoint, ({ body, ctx }) => listNationAreas(deps.db, body, ctx.lang));
}
