import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { GROUPBUY_STATUSES, ZGroupbuyId, ZPickupPoint } from './groupbuy-fields.ts';

export const path = 'groupbuy/order/query';

export const ZQueryGroupbuyOrderRequest = z.strictObject({ orderId: ZGroupbuyId });
export type TQueryGroupbuyOrderRequest = z.input<typeof ZQueryGroupbuyOrderRequest>;
export const ZQueryGroupbuyOrderResponse = z.object({
  orderId: z.number().int(),
  listingId: z.number().int(),
  listingStatus: z.enum(GROUPBUY_STATUSES),
  title: z.string(),
  quantity: z.number().int(),
  pickupDate: z.string(),
  cutOffAt: z.string(),
  pickupPoint: ZPickupPoint,
  /** The pickup code, once the order is paid; null before (and after a cancel). */
  code: z.string().nullable(),
  collectedAt: z.string().nullable(),
  cancelled: z.boolean(),
});
export type TQueryGroupbuyOrderResponse = z.infer<typeof ZQueryGroupbuyOrderResponse>;

export const queryGroupbuyOrder = defineEndpoint({
  path,
  access: 'user',
  summary: "The group buy of one of the caller's orders: pickup point, date and pickup code (1004: not the caller's or not a group-buy order)",
  request: ZQueryGroupbuyOrderRequest,
  response: ZQueryGroupbuyOrderResponse,
});
