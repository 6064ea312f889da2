import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZTakeawayProgress, ZTakeawayStage } from './takeaway-fields.ts';

export const path = 'merchant/takeaway/orders/query';

export const ZQueryMerchantTakeawayOrdersRequest = z.strictObject({
  shopId: ZShopId,
  stage: ZTakeawayStage,
  /** Keyset: the last row of the previous page. */
  after: z.strictObject({ acceptedAt: z.iso.datetime({ offset: true }), orderId: z.number().int().positive().max(2_147_483_647) }).optional(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const ZMerchantTakeawayOrder = ZTakeawayProgress.extend({
  orderNo: z.string(),
  payAmount: z.number().int(),
  receiverName: z.string(),
  addressLine: z.string(),
  lines: z.array(z.object({ title: z.string(), specName: z.string(), quantity: z.number().int() })),
});
export type TMerchantTakeawayOrder = z.infer<typeof ZMerchantTakeawayOrder>;
export const ZQueryMerchantTakeawayOrdersResponse = z.object({ list: z.array(ZMerchantTakeawayOrder), hasMore: z.boolean() });
export type TQueryMerchantTakeawayOrdersRequest = z.input<typeof ZQueryMerchantTakeawayOrdersRequest>;
export type TQueryMerchantTakeawayOrdersResponse = z.infer<typeof ZQueryMerchantTakeawayOrdersResponse>;

export const queryMerchantTakeawayOrders = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: "A shop's paid takeaway orders at one stage, newest first, paged by keyset",
  request: ZQueryMerchantTakeawayOrdersRequest,
  response: ZQueryMerchantTakeawayOrdersResponse,
});
