import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ORDER_STATUSES } from './order-fields.ts';

/** The platform console's orders: any order of the marketplace, found by its number, shopper or shop, with its events. */

export const queryPlatformOrdersPath = 'platform/order/query';
export const queryPlatformOrderPath = 'platform/order/detail';

const ZId = z.number().int().positive().max(2_147_483_647);

export const ZPlatformOrderRow = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  shopId: z.number().int(),
  shopName: z.string(),
  accountId: z.number().int(),
  /** The shopper in a few words: nickname and member number. */
  shopper: z.string(),
  payAmount: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TPlatformOrderRow = z.infer<typeof ZPlatformOrderRow>;

export const ZQueryPlatformOrdersRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  orderNo: z.string().trim().min(1).max(40).regex(/^[0-9A-Za-z]+$/, 'letters and digits').optional(),
  accountId: ZId.optional(),
  shopId: ZId.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});
export type TQueryPlatformOrdersRequest = z.input<typeof ZQueryPlatformOrdersRequest>;
export const ZQueryPlatformOrdersResponse = keysetPageOf(ZPlatformOrderRow);
export type TQueryPlatformOrdersResponse = z.infer<typeof ZQueryPlatformOrdersResponse>;

export const queryPlatformOrders = defineEndpoint({
  path: queryPlatformOrdersPath,
  access: 'platform',
  role: 'support',
  summary: 'Orders of the whole marketplace newest first, a keyset page at a time, narrowed by number, shopper, shop or status',
  request: ZQueryPlatformOrdersRequest,
  response: ZQueryPlatformOrdersResponse,
});

export const ZPlatformOrderEvent = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(['shopper', 'merchant', 'system', 'platform']),
  actorId: z.number().int().nullable(),
  note: z.string(),
  at: z.string().describe('ISO 8601'),
});

export const ZPlatformOrder = ZPlatformOrderRow.extend({
  goodsAmount: z.number().int(),
  shopCouponAmount: z.number().int(),
  platformCouponAmount: z.number().int(),
  pointsAmount: z.number().int(),
  deliveryFee: z.number().int(),
  lines: z.array(z.object({ goodsId: z.number().int(), title: z.string(), spec: z.string(), unitPrice: z.number().int(), quantity: z.number().int(), amount: z.number().int() })),
  /** Every status move, oldest first: the first is the commit. */
  events: z.array(ZPlatformOrderEvent),
});
export type TPlatformOrder = z.infer<typeof ZPlatformOrder>;

export const queryPlatformOrder = defineEndpoint({
  path: queryPlatformOrderPath,
  access: 'platform',
  role: 'support',
  summary: 'One order of the marketplace with its lines, amounts and every status move (who, when, why)',
  request: z.strictObject({ orderId: ZId }),
  response: ZPlatformOrder,
});
