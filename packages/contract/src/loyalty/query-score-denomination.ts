import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZScoreRules } from './score-fields.ts';

export const path = 'user/score/query/denomination';

export const ZQueryScoreDenominationRequest = ZEmptyRequest;
export type TQueryScoreDenominationRequest = z.input<typeof ZQueryScoreDenominationRequest>;

export const ZQueryScoreDenominationResponse = ZScoreRules.extend({
  balance: z.number().int(),
  /** What the caller's points are worth at checkout, minor units of the base currency (rounded down). */
  worth: z.number().int(),
});
export type TQueryScoreDenominationResponse = z.infer<typeof ZQueryScoreDenominationResponse>;

export const queryScoreDenomination = defineEndpoint({
  path,
  access: 'user',
  summary: "What points are worth (points per unit of the base currency) and how they are earned, with what the caller's points are worth",
  request: ZQueryScoreDenominationRequest,
  response: ZQueryScoreDenominationResponse,
});
