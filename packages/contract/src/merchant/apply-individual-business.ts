import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { applicationFormOf, ZApplication } from './application-fields.ts';

export const path = 'merchant/apply/individual/business';

export const ZApplyIndividualBusinessRequest = applicationFormOf('individual_business');
export type TApplyIndividualBusinessRequest = z.input<typeof ZApplyIndividualBusinessRequest>;
export const ZApplyIndividualBusinessResponse = ZApplication;
export type TApplyIndividualBusinessResponse = z.infer<typeof ZApplyIndividualBusinessResponse>;

export const applyIndividualBusiness = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Applies to sell as a registered sole business (with a business licence): the first shop\'s name, the main category and the documents (private uploads of the caller); pending until the platform decides (4501 when the caller already applied or sells)',
  request: ZApplyIndividualBusinessRequest,
  response: ZApplyIndividualBusinessResponse,
});
