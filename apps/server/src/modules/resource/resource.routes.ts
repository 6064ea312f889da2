import type { FastifyInstance } from 'fastify';
import { queryDictionary as dictionaryById } from '@mall/contract/resource/query-dictionary';
import { queryDictionaryChildren as dictionaryChildren } from '@mall/contract/resource/query-dictionary-children';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryDictionary, queryDictionaryChildren } from './resource.service.ts';

export function resourceRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, dictionaryById, ({ params, ctx }) => queryDictionary(deps.db, params.id, ctx.lang));
  registerEndpoint(app, deps, dictionaryChildren, ({ params, ctx }) =>
    queryDictionaryChildren(deps.db, params.code, ctx.lang),
  );
}
