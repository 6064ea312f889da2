import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { SCORE_FLOW_KINDS } from './score-fields.ts';

export const path = 'user/score/query/flow';

export const ZQueryScoreFlowRequest = z.strictObject({ ...ZKeysetRequest.shape });
export type TQueryScoreFlowRequest = z.input<typeof ZQueryScoreFlowRequest>;

/** One movement of the caller's points, with its cause in words. */
export const ZScoreFlowEntry = z.object({
  entryId: z.number().int(),
  /** Signed: earned positive, spent, taken back or expired negative. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.enum(SCORE_FLOW_KINDS),
  /** The cause in words, in the caller's language (e.g. "Order 2026112600001 completed"). */
  title: z.string(),
  /** The order it concerns, when it concerns one. */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** For earned points: when they expire. */
  expiresAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});
export type TScoreFlowEntry = z.infer<typeof ZScoreFlowEntry>;

export const ZQueryScoreFlowResponse = keysetPageOf(ZScoreFlowEntry);
export type TQueryScoreFlowResponse = z.infer<typeof ZQueryScoreFlowResponse>;

export const queryScoreFlow = defineEndpoint({
  path,
  access: 'user',
  summary: "The movements of the caller's score points, newest first, a keyset page at a time, each with its cause",
  request: ZQueryScoreFlowRequest,
  response: ZQueryScoreFlowResponse,
});
