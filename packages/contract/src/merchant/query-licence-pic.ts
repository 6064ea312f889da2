import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { DOCUMENT_KINDS } from './application-fields.ts';

export const path = 'merchant/query/licensePic';

export const ZQueryLicencePicRequest = ZEmptyRequest;
export type TQueryLicencePicRequest = z.input<typeof ZQueryLicencePicRequest>;
/** The picture that licenses the caller to sell: the business licence, or a person's ID front. */
export const ZQueryLicencePicResponse = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  url: z.string().describe('a signed link, valid for 10 minutes'),
});
export type TQueryLicencePicResponse = z.infer<typeof ZQueryLicencePicResponse>;

export const queryLicencePic = defineEndpoint({
  path,
  access: 'user',
  summary: "The licence picture of the caller's application (business licence, or ID front for a person), through a short-lived signed link",
  request: ZQueryLicencePicRequest,
  response: ZQueryLicencePicResponse,
});
