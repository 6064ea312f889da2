import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { applicationFormOf, ZApplication } from './application-fields.ts';

export const path = 'merchant/apply/individual';

export const ZApplyIndividualRequest = applicationFormOf('individual');
export type TApplyIndividualRequest = z.input<typeof ZApplyIndividualRequest>;
export const ZApplyIndividualResponse = ZApplication;
export type TApplyIndividualResponse = z.infer<typeof ZApplyIndividualResponse>;

export const applyIndividual = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Applies to sell as a person selling in their own name: the first shop\'s name, the main category and the documents (private uploads of the caller); pending until the platform decides (4501 when the caller already applied or sells)',
  request: ZApplyIndividualRequest,
  response: ZApplyIndividualResponse,
});
