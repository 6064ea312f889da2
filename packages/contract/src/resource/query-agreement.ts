import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZAgreementSummary } from './list-agreements.ts';

export const path = 'resource/query/agreement';

/** Lower-case words joined by underscores, as the agreement codes are written. */
export const AGREEMENT_CODE_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export const ZQueryAgreementRequest = z.strictObject({
  code: z.string().max(64).regex(AGREEMENT_CODE_PATTERN, 'not a valid agreement code'),
});
export type TQueryAgreementRequest = z.input<typeof ZQueryAgreementRequest>;

export const ZQueryAgreementResponse = ZAgreementSummary.extend({
  content: z.string().describe('plain text in the T-lang language; paragraphs are separated by a blank line'),
});
export type TQueryAgreementResponse = z.infer<typeof ZQueryAgreementResponse>;

export const queryAgreement = defineEndpoint({
  path,
  access: 'public',
  summary: 'One agreement with its full text in the T-lang language',
  request: ZQueryAgreementRequest,
  response: ZQueryAgreementResponse,
});
