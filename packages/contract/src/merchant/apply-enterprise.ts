import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { applicationFormOf, ZApplication } from './application-fields.ts';

export const path = 'merchant/apply/enterprise';

export const ZApplyEnterpriseRequest = applicationFormOf('enterprise');
export type TApplyEnterpriseRequest = z.input<typeof ZApplyEnterpriseRequest>;
export const ZApplyEnterpriseResponse = ZApplication;
export type TApplyEnterpriseResponse = z.infer<typeof ZApplyEnterpriseResponse>;

export const applyEnterprise = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Applies to sell as a company (business licence and the legal representative): the first shop\'s name, the main category and the documents (private uploads of the caller); pending until the platform decides (4501 when the caller already applied or sells)',
  request: ZApplyEnterpriseRequest,
  response: ZApplyEnterpriseResponse,
});
