import { z } from 'zod';
import { SHIPMENT_STATUSES } from '../logistics/logistics-fields.ts';

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
export const SCORE_FLOW_KINDS = ['earned', 'taken_back', 'expired', 'exchanged', 'used', 'returned', 'activity', 'invited', 'other'] as const;
export type ScoreFlowKind = (typeof SCORE_FLOW_KINDS)[number];

/** Where a score goods taken for points is: waiting for its shop, sent (with a parcel), delivered. */
export const SCORE_EXCHANGE_STATUSES = ['to_ship', 'shipped', 'received'] as const;
export type ScoreExchangeStatus = (typeof SCORE_EXCHANGE_STATUSES)[number];

/** The parcel a score goods was sent in: its company and tracking number, and where the carrier says it is. */
export const ZScoreExchangeParcel = z.object({
  shipmentId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  trackingNo: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: z.string().describe('ISO 8601'),
});
export type TScoreExchangeParcel = z.infer<typeof ZScoreExchangeParcel>;
