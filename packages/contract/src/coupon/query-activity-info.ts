import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZActivity, ZActivityId } from './activity-fields.ts';

export const path = 'user/activity/info';

/** One activity by id; without an id, every live activity (the activity page's coupon centre). */
export const ZQueryActivityInfoRequest = z.strictObject({ activityId: ZActivityId.optional() });
export type TQueryActivityInfoRequest = z.input<typeof ZQueryActivityInfoRequest>;
/** The activity asked for (one element), or the live ones in the platform's order. */
export const ZQueryActivityInfoResponse = z.array(ZActivity);
export type TQueryActivityInfoResponse = z.infer<typeof ZQueryActivityInfoResponse>;

export const queryActivityInfo = defineEndpoint({
  path,
  access: 'optional',
  summary:
    'An activity with its coupons and the caller\'s claim state of each (1004 unknown or stopped); without activityId, every live activity (the coupon centre)',
  request: ZQueryActivityInfoRequest,
  response: ZQueryActivityInfoResponse,
});
