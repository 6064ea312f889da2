import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'user/score/query/balance';

export const ZQueryScoreBalanceRequest = ZEmptyRequest;
export type TQueryScoreBalanceRequest = z.input<typeof ZQueryScoreBalanceRequest>;

export const ZQueryScoreBalanceResponse = z.object({
  balance: z.number().int(),
  /** What expires soonest: the points left in the lots of the soonest expiry, null when nothing is held. */
  expiring: z.object({ points: z.number().int(), expiresAt: z.string().describe('ISO 8601') }).nullable(),
});
export type TQueryScoreBalanceResponse = z.infer<typeof ZQueryScoreBalanceResponse>;

export const queryScoreBalance = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's score points, and how many of them expire soonest and when",
  request: ZQueryScoreBalanceRequest,
  response: ZQueryScoreBalanceResponse,
});
