import type { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZScoreRules } from './score-fields.ts';

export const path = 'resource/score/query/balance';

export const ZQueryScoreRulesRequest = ZEmptyRequest;
export type TQueryScoreRulesRequest = z.input<typeof ZQueryScoreRulesRequest>;

export const ZQueryScoreRulesResponse = ZScoreRules;
export type TQueryScoreRulesResponse = z.infer<typeof ZQueryScoreRulesResponse>;

export const queryScoreRules = defineEndpoint({
  path,
  access: 'public',
  summary: 'The public rules of score points: how they are earned, how long they last and what they are worth',
  request: ZQueryScoreRulesRequest,
  response: ZQueryScoreRulesResponse,
});
