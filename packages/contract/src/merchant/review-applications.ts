import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { APPLICATION_STATUSES, MERCHANT_KINDS, ZApplication, ZApplicationId } from './application-fields.ts';

/** The platform console's review of merchant applications: a list, one application, approve, refuse. */

export const queryApplicationsPath = 'platform/merchant/apply/query';
export const ZQueryApplicationsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  /** Pending ones (the default) are listed oldest first, the waiting queue; decided ones newest first. */
  status: z.enum(APPLICATION_STATUSES).default('pending'),
});
export type TQueryApplicationsRequest = z.input<typeof ZQueryApplicationsRequest>;
export const ZApplicationSummary = z.object({
  applicationId: z.number().int(),
  kind: z.enum(MERCHANT_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  legalName: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  submittedAt: z.string().describe('ISO 8601'),
  decidedAt: z.string().nullable().describe('ISO 8601'),
});
export type TApplicationSummary = z.infer<typeof ZApplicationSummary>;
export const ZQueryApplicationsResponse = keysetPageOf(ZApplicationSummary);
export type TQueryApplicationsResponse = z.infer<typeof ZQueryApplicationsResponse>;
export const queryApplications = defineEndpoint({
  path: queryApplicationsPath,
  access: 'platform',
  role: 'support',
  summary: 'A page of merchant applications of one status: pending oldest first, decided newest first',
  request: ZQueryApplicationsRequest,
  response: ZQueryApplicationsResponse,
});

export const ZApplicationIdRequest = z.strictObject({ applicationId: ZApplicationId });

/** An application as an operator reviews it: the ID number whole, and who applied. */
export const ZReviewedApplication = ZApplication.extend({
  applicant: z.object({ accountId: z.number().int(), number: z.string(), nickName: z.string(), registeredAt: z.string().describe('ISO 8601') }),
  /** Who decided it, when it was decided. */
  decidedBy: z.string().nullable(),
});
export type TReviewedApplication = z.infer<typeof ZReviewedApplication>;

export const applicationForReviewPath = 'platform/merchant/apply/details';
export const queryApplicationForReview = defineEndpoint({
  path: applicationForReviewPath,
  access: 'platform',
  role: 'support',
  summary: 'One merchant application with its documents (links valid 10 minutes), its applicant and its history',
  request: ZApplicationIdRequest,
  response: ZReviewedApplication,
});

export const approveApplicationPath = 'platform/merchant/apply/approve';
export const approveApplication = defineEndpoint({
  path: approveApplicationPath,
  access: 'platform',
  role: 'support',
  summary:
    'Approves a pending application: the merchant, the first shop and the owner in one transaction; approving it again answers the same (idempotent), and refusing or approving a refused one answers 4503',
  request: ZApplicationIdRequest,
  response: ZReviewedApplication,
});

export const refuseApplicationPath = 'platform/merchant/apply/refuse';
export const ZRefuseApplicationRequest = z.strictObject({
  applicationId: ZApplicationId,
  /** Told to the applicant, who can correct the application and send it again. */
  reason: z.string().trim().min(2, 'at least 2 characters').max(300),
});
export type TRefuseApplicationRequest = z.input<typeof ZRefuseApplicationRequest>;
export const refuseApplication = defineEndpoint({
  path: refuseApplicationPath,
  access: 'platform',
  role: 'support',
  summary: 'Refuses a pending application with a reason the applicant reads (4503 once decided)',
  request: ZRefuseApplicationRequest,
  response: ZReviewedApplication,
});
