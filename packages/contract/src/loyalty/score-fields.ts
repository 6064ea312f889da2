import { z } from 'zod';

/** The rules of score points, as the score page and the public rules call show them (server: loyalty-rules.ts). */
export const ZScoreRules = z.object({
  minorPerPoint: z.number().int().describe('minor units of the base currency paid for 1 point'),
  validMonths: z.number().int().describe('points expire at the end of this many months after the month they were earned'),
  pointsPerUnit: z.number().int().describe('points worth one unit of the base currency at checkout'),
  baseCurrency: z.string(),
  rules: z.array(z.string()).describe('the rules in words, in the caller\'s language'),
});
export type TScoreRules = z.infer<typeof ZScoreRules>;

/** Why points moved: earned by an order, taken back by its refund, expired, exchanged for a score goods, or another cause. */
export const SCORE_FLOW_KINDS = ['earned', 'taken_back', 'expired', 'exchanged', 'other'] as const;
export type ScoreFlowKind = (typeof SCORE_FLOW_KINDS)[number];
