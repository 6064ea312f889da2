import type { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZApplication } from './application-fields.ts';

export const path = 'merchant/apply/query/details';

export const ZQueryApplicationDetailsRequest = ZEmptyRequest;
export type TQueryApplicationDetailsRequest = z.input<typeof ZQueryApplicationDetailsRequest>;
export const ZQueryApplicationDetailsResponse = ZApplication;
export type TQueryApplicationDetailsResponse = z.infer<typeof ZQueryApplicationDetailsResponse>;

export const queryApplicationDetails = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's merchant application with its documents (links valid 10 minutes) and its history (1004 without one)",
  request: ZQueryApplicationDetailsRequest,
  response: ZQueryApplicationDetailsResponse,
});
