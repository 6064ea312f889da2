import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'resource/query/shipping/company';

export const ZQueryShippingCompaniesRequest = z.strictObject({});
export type TQueryShippingCompaniesRequest = z.input<typeof ZQueryShippingCompaniesRequest>;

/** A company a merchant may ship with; `trackingPattern` is the regular expression its tracking numbers match. */
export const ZShippingCompany = z.object({
  code: z.string(),
  name: z.string(),
  trackingPattern: z.string(),
});
export type TShippingCompany = z.infer<typeof ZShippingCompany>;

export const ZQueryShippingCompaniesResponse = z.array(ZShippingCompany);
export type TQueryShippingCompaniesResponse = z.infer<typeof ZQueryShippingCompaniesResponse>;

export const queryShippingCompanies = defineEndpoint({
  path,
  access: 'public',
  summary: 'The enabled shipping companies, in display order, names in the caller\'s language',
  request: ZQueryShippingCompaniesRequest,
  response: ZQueryShippingCompaniesResponse,
});
