import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ORDER_STATUSES } from '../order/order-fields.ts';
import { ZOrderId } from '../order/order-view-fields.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZMerchantOrder } from './query-merchant-orders.ts';

export const path = 'merchant/saleorder/shop/query';

export const ZQueryShopOrdersRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  shopId: ZShopId,
  /** Only orders in this status (`shipping`: paid, to ship; `receiving`: shipped; `completed`); all when absent. */
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number, the last 4 or more digits of the receiver's phone, or part of the receiver's name. */
  search: z.string().trim().min(1).max(40).optional(),
  /** Just this order (its packing list), when it is the shop's. */
  orderId: ZOrderId.optional(),
});
export type TQueryShopOrdersRequest = z.input<typeof ZQueryShopOrdersRequest>;

/** A line of an order as the merchant packs it. */
export const ZPackLine = z.object({
  goodsId: z.number().int(),
  title: z.string(),
  specName: z.string(),
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type TPackLine = z.infer<typeof ZPackLine>;

export const ZShopOrder = ZMerchantOrder.extend({ lines: z.array(ZPackLine) });
export type TShopOrder = z.infer<typeof ZShopOrder>;

export const ZQueryShopOrdersResponse = keysetPageOf(ZShopOrder);
export type TQueryShopOrdersResponse = z.infer<typeof ZQueryShopOrdersResponse>;

export const queryShopOrders = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: "A keyset page of one shop's orders, newest first, of one status or all, optionally searched by order number, receiver phone or name; each with its lines and parcel",
  request: ZQueryShopOrdersRequest,
  response: ZQueryShopOrdersResponse,
});
