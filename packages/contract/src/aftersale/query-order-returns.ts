import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ORDER_STATUSES } from '../order/order-fields.ts';
import { ZOrderIdRequest } from '../order/order-view-fields.ts';
import { ZReturnCard, ZReturnKind } from './return-fields.ts';

export const path = 'returnorder/by/saleorder/query';

/** A line of the order as after-sales sees it: how many units can still be asked for. */
export const ZReturnableLine = z.object({
  orderLineId: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  title: z.string(),
  specName: z.string(),
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** Units not held by an open request nor refunded. */
  available: z.number().int(),
});
export type TReturnableLine = z.infer<typeof ZReturnableLine>;

export const ZQueryOrderReturnsResponse = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopName: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The kinds the order allows now (refund only before receipt; return and exchange after, within the window). */
  kinds: z.array(ZReturnKind),
  lines: z.array(ZReturnableLine),
  returns: z.array(ZReturnCard),
});
export type TQueryOrderReturnsResponse = z.infer<typeof ZQueryOrderReturnsResponse>;

export const queryOrderReturns = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's orders as after-sales sees it: the kinds allowed now, each line's units still available, and the requests made",
  request: ZOrderIdRequest,
  response: ZQueryOrderReturnsResponse,
});
