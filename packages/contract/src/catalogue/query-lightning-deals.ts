import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLightningDeal } from './lightning-deal.ts';

export const path = 'mall/query/lightningdeals';

export const ZQueryLightningDealsRequest = z.strictObject({ limit: z.number().int().min(1).max(50).default(20) });
export const ZQueryLightningDealsResponse = z.object({ live: z.array(ZLightningDeal), upcoming: z.array(ZLightningDeal) });
export type TQueryLightningDealsRequest = z.input<typeof ZQueryLightningDealsRequest>;
export type TQueryLightningDealsResponse = z.infer<typeof ZQueryLightningDealsResponse>;

export const queryLightningDeals = defineEndpoint({
  path,
  access: 'public',
  summary: 'Live lightning deals ending soonest first, and the deals starting next',
  request: ZQueryLightningDealsRequest,
  response: ZQueryLightningDealsResponse,
});
