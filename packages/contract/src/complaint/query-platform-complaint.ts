import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZComplaint, ZComplaintIdRequest } from './complaint-fields.ts';

export const path = 'platform/complaint/detail';

/** A complaint as an operator handles it: the shopper's words and photos, the subject's facts, who complained and who answered. */
export const ZPlatformComplaint = ZComplaint.extend({
  complainant: z.object({ accountId: z.number().int(), number: z.string(), nickName: z.string(), registeredAt: z.string().describe('ISO 8601') }),
  answeredBy: z.string().nullable(),
});
export type TPlatformComplaint = z.infer<typeof ZPlatformComplaint>;

export const ZQueryPlatformComplaintRequest = ZComplaintIdRequest;
export type TQueryPlatformComplaintRequest = z.input<typeof ZQueryPlatformComplaintRequest>;

export const queryPlatformComplaint = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'One complaint with its subject (order, goods, shop or after-sales request and their facts), its complainant and its answer',
  request: ZQueryPlatformComplaintRequest,
  response: ZPlatformComplaint,
});
