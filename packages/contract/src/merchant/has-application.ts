import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { APPLICATION_STATUSES, MERCHANT_KINDS } from './application-fields.ts';

export const path = 'merchant/apply/has';

export const ZHasApplicationRequest = ZEmptyRequest;
export type THasApplicationRequest = z.input<typeof ZHasApplicationRequest>;
/** Whether the caller applied, and where it stands: what the me page's "open a shop" entry needs. */
export const ZHasApplicationResponse = z.object({
  has: z.boolean(),
  applicationId: z.number().int().nullable(),
  kind: z.enum(MERCHANT_KINDS).nullable(),
  status: z.enum(APPLICATION_STATUSES).nullable(),
});
export type THasApplicationResponse = z.infer<typeof ZHasApplicationResponse>;

export const hasApplication = defineEndpoint({
  path,
  access: 'user',
  summary: 'Whether the caller has a merchant application, of which kind and in which status',
  request: ZHasApplicationRequest,
  response: ZHasApplicationResponse,
});
