import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZActivityCouponStatus, ZActivityId } from './activity-fields.ts';

export const path = 'user/activity/query/pickstatus';

/** Up to 20 distinct activities. */
export const ZQueryActivityPickStatusRequest = z.strictObject({
  activityIds: z
    .array(ZActivityId)
    .min(1)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'activityIds must be distinct'),
});
export type TQueryActivityPickStatusRequest = z.input<typeof ZQueryActivityPickStatusRequest>;
export const ZActivityPickStatus = z.object({
  activityId: z.number().int(),
  state: z.enum(['upcoming', 'live', 'ended']),
  coupons: z.array(ZActivityCouponStatus),
});
/** One entry per activity asked for, in the order asked. */
export const ZQueryActivityPickStatusResponse = z.array(ZActivityPickStatus);
export type TQueryActivityPickStatusResponse = z.infer<typeof ZQueryActivityPickStatusResponse>;

export const queryActivityPickStatus = defineEndpoint({
  path,
  access: 'user',
  summary: 'For each activity asked for, the caller\'s claim state of each of its coupons (1004 when one is unknown or stopped)',
  request: ZQueryActivityPickStatusRequest,
  response: ZQueryActivityPickStatusResponse,
});
