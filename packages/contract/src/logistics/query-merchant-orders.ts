import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ORDER_STATUSES, ZOrderAddress } from '../order/order-fields.ts';
import { ZShipment } from './shipment-fields.ts';

export const path = 'merchant/saleorder/query';

export const ZQueryMerchantOrdersRequest = z.strictObject({
  ...ZPageRequest.shape,
  /** Only orders in this status (e.g. `shipping`: paid, waiting to be shipped); all when absent. */
  status: z.enum(ORDER_STATUSES).optional(),
});
export type TQueryMerchantOrdersRequest = z.input<typeof ZQueryMerchantOrdersRequest>;

/** One order of the merchant's shops, as a packing list needs it, with its parcel once shipped. */
export const ZMerchantOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.number().int(),
  payAmount: z.number().int(),
  remark: z.string(),
  address: ZOrderAddress,
  createdAt: z.string().describe('ISO 8601'),
  paidAt: z.string().nullable().describe('ISO 8601'),
  shippedAt: z.string().nullable().describe('ISO 8601'),
  shipment: ZShipment.nullable(),
});
export type TMerchantOrder = z.infer<typeof ZMerchantOrder>;

export const ZQueryMerchantOrdersResponse = pageOf(ZMerchantOrder);
export type TQueryMerchantOrdersResponse = z.infer<typeof ZQueryMerchantOrdersResponse>;

export const queryMerchantOrders = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: "A page of the orders of the caller's shops (the merchant side), newest first, optionally of one status",
  request: ZQueryMerchantOrdersRequest,
  response: ZQueryMerchantOrdersResponse,
});
