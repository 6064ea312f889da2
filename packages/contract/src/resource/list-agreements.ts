import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'resource/agreementlist';

/** An agreement the shopper accepts (user agreement, privacy policy), without its text. */
export const ZAgreementSummary = z.object({
  code: z.string().describe('e.g. user_agreement, privacy_policy'),
  title: z.string(),
  version: z.string(),
  updatedAt: z.string().describe('ISO 8601 time of the last change of the text'),
});
export type TAgreementSummary = z.infer<typeof ZAgreementSummary>;

export const ZListAgreementsRequest = ZEmptyRequest;
export const ZListAgreementsResponse = z.array(ZAgreementSummary);
export type TListAgreementsResponse = z.infer<typeof ZListAgreementsResponse>;

export const listAgreements = defineEndpoint({
  path,
  access: 'public',
  summary: 'The agreements of the platform with their versions, titled in the T-lang language',
  request: ZListAgreementsRequest,
  response: ZListAgreementsResponse,
});
