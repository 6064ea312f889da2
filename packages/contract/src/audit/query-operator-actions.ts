import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

export const path = 'platform/audit/query';

/** One operator action of the audit log: who, what, on what, and the subject before and after. */
export const ZOperatorAction = z.object({
  actionId: z.number().int(),
  operatorId: z.number().int(),
  /** The operator in a few words: nickname and email. */
  operator: z.string(),
  /** The call, e.g. `platform/withdraw/pay`. */
  action: z.string(),
  /** What it acted on, e.g. `withdrawId:12`; empty when the call names nothing. */
  subject: z.string(),
  request: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string().describe('ISO 8601'),
});
export type TOperatorAction = z.infer<typeof ZOperatorAction>;

export const ZQueryOperatorActionsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  operatorId: z.number().int().positive().max(2_147_483_647).optional(),
  /** One subject's history, e.g. `withdrawId:12`. */
  subject: z.string().trim().min(1).max(80).regex(/^[A-Za-z]+:[0-9A-Za-z_-]+$/, 'like withdrawId:12').optional(),
});
export type TQueryOperatorActionsRequest = z.input<typeof ZQueryOperatorActionsRequest>;
export const ZQueryOperatorActionsResponse = keysetPageOf(ZOperatorAction);
export type TQueryOperatorActionsResponse = z.infer<typeof ZQueryOperatorActionsResponse>;

/** The audit log, newest first (admins only: it shows every operator's work). */
export const queryOperatorActions = defineEndpoint({
  path,
  access: 'platform',
  role: 'admin',
  summary: 'The audit log of operator actions, newest first, optionally of one operator or one subject',
  request: ZQueryOperatorActionsRequest,
  response: ZQueryOperatorActionsResponse,
});
