import type { FastifyInstance } from 'fastify';
import { listNationAreas as listNationAreasEndpoint } from '@mall/contract/location/list-nation-areas';
import { listNations as listNationsEndpoint } from '@mall/contract/location/list-nations';
import { queryGeographic } from '@mall/contract/location/query-geographic';
import { queryReverse } from '@mall/contract/location/query-reverse';
import { searchGeographic } from '@mall/contract/location/search-geographic';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { geographicPlace, reversePlace } from './geographic.ts';
import { listNationAreas, listNations } from './location.service.ts';
import { searchPlaces } from './search-places.ts';

export function locationRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, listNationsEndpoint, ({ ctx }) => listNations(deps.db, ctx.lang));
  registerEndpoint(app, deps, listNationAreasEndpoint, ({ body, ctx }) => listNationAreas(deps.db, body, ctx.lang));
  // The gazetteer (docs/decisions.md, "Places").
  registerEndpoint(app, deps, queryGeographic, ({ body, ctx }) => geographicPlace(deps.db, deps.config.mapKey, body, ctx.lang));
  registerEndpoint(app, deps, queryReverse, ({ body, ctx }) => reversePlace(deps.db, body, ctx.lang));
  registerEndpoint(app, deps, searchGeographic, ({ body, ctx }) => searchPlaces(deps.db, body, ctx.lang));
}
