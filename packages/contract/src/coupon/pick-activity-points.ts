import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZActivityId } from './activity-fields.ts';

export const path = 'user/activity/points/pick';

/** Claims an activity's score points (an activity may give points besides or instead of coupons). */
export const ZPickActivityPointsRequest = z.strictObject({ activityId: ZActivityId });
export type TPickActivityPointsRequest = z.input<typeof ZPickActivityPointsRequest>;
export const ZPickActivityPointsResponse = z.object({
  activityId: z.number().int(),
  pickId: z.number().int(),
  points: z.number().int().describe('the points credited'),
  balance: z.number().int().describe('the points held now'),
  expiresAt: z.string().describe('ISO 8601: when these points expire'),
});
export type TPickActivityPointsResponse = z.infer<typeof ZPickActivityPointsResponse>;

export const pickActivityPoints = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Claims an activity's score points for the caller, once per claim (cause activity_points), by the activity's per-user and total limits, inside its window: 1004 unknown activity or one giving no points, 4940 not started, 4941 over, 4925 the caller's limit reached, 4926 all claimed",
  request: ZPickActivityPointsRequest,
  response: ZPickActivityPointsResponse,
});
