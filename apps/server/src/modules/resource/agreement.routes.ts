import type { FastifyInstance } from 'fastify';
import { listAgreements as listAgreementsEndpoint } from '@mall/contract/resource/list-agreements';
import { queryAgreement as queryAgreementEndpoint } from '@mall/contract/resource/query-agreement';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { listAgreements, queryAgreement } from './agreement.service.ts';

export function agreementRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, listAgreementsEndpoint, ({ ctx }) => listAgreements(deps.db, ctx.lang));
  registerEndpoint(app, deps, queryAgreementEndpoint, ({ body, ctx }) => queryAgreement(deps.db, body.code, ctx.lang));
}
