import type { FastifyInstance } from 'fastify';
import { applyEnterprise } from '@mall/contract/merchant/apply-enterprise';
import { applyIndividual } from '@mall/contract/merchant/apply-individual';
import { applyIndividualBusiness } from '@mall/contract/merchant/apply-individual-business';
import { checkMerchantAccount as checkAccountCall } from '@mall/contract/merchant/check-merchant-account';
import { editApplication as editCall } from '@mall/contract/merchant/edit-application';
import { hasApplication as hasCall } from '@mall/contract/merchant/has-application';
import { queryApplicationDetails as detailsCall } from '@mall/contract/merchant/query-application-details';
import { queryLicencePic as licenceCall } from '@mall/contract/merchant/query-licence-pic';
import { queryUseAccount as useAccountCall } from '@mall/contract/merchant/query-use-account';
import {
  approveApplication as approveCall,
  queryApplicationForReview as reviewCall,
  queryApplications as listCall,
  refuseApplication as refuseCall,
} from '@mall/contract/merchant/review-applications';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { approveApplication, queryApplicationForReview, queryApplications, refuseApplication } from './application-review.service.ts';
import {
  checkMerchantAccount,
  editApplication,
  hasApplication,
  queryApplicationDetails,
  queryLicencePic,
  queryUseAccount,
  submitApplication,
} from './application.service.ts';

/** The spec's merchant/apply/* and merchant/query/* calls of an applicant, and the platform's review of them. */
export function merchantApplicationRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, applyIndividual, ({ body, ctx }) => submitApplication(deps, userOf(ctx), 'individual', body, ctx.lang));
  registerEndpoint(app, deps, applyIndividualBusiness, ({ body, ctx }) => submitApplication(deps, userOf(ctx), 'individual_business', body, ctx.lang));
  registerEndpoint(app, deps, applyEnterprise, ({ body, ctx }) => submitApplication(deps, userOf(ctx), 'enterprise', body, ctx.lang));
  registerEndpoint(app, deps, editCall, ({ body, ctx }) => editApplication(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, hasCall, ({ ctx }) => hasApplication(deps, userOf(ctx)));
  registerEndpoint(app, deps, checkAccountCall, ({ body, ctx }) => checkMerchantAccount(deps, userOf(ctx), body));
  registerEndpoint(app, deps, detailsCall, ({ ctx }) => queryApplicationDetails(deps, userOf(ctx), ctx.lang));
  registerEndpoint(app, deps, licenceCall, ({ ctx }) => queryLicencePic(deps, userOf(ctx)));
  registerEndpoint(app, deps, useAccountCall, ({ ctx }) => queryUseAccount(deps, userOf(ctx), ctx.lang));

  registerEndpoint(app, deps, listCall, ({ body }) => queryApplications(deps, body));
  registerEndpoint(app, deps, reviewCall, ({ body, ctx }) => queryApplicationForReview(deps, body.applicationId, ctx.lang));
  const before = { before: (body: { applicationId: number }, ctx: RequestContext) => queryApplicationForReview(deps, body.applicationId, ctx.lang) };
  registerEndpoint(app, deps, approveCall, ({ body, ctx }) => approveApplication(deps, userOf(ctx), body.applicationId, ctx.lang), before);
  registerEndpoint(app, deps, refuseCall, ({ body, ctx }) => refuseApplication(deps, userOf(ctx), body, ctx.lang), before);
}
