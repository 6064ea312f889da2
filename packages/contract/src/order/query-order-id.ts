import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderId } from './order-view-fields.ts';

export const path = 'saleorder/orderid';

/** An order number as the commit writes it: the UTC date and 11 digits. */
export const ZOrderNo = z.string().regex(/^[0-9]{19}$/, 'not an order number');

export const ZQueryOrderIdRequest = z.strictObject({ orderNo: ZOrderNo });
export type TQueryOrderIdRequest = z.input<typeof ZQueryOrderIdRequest>;
export const ZQueryOrderIdResponse = z.object({ orderId: ZOrderId });
export type TQueryOrderIdResponse = z.infer<typeof ZQueryOrderIdResponse>;

export const queryOrderId = defineEndpoint({
  path,
  access: 'user',
  summary: "The id of one of the caller's orders by its order number (1004 for anyone else's)",
  request: ZQueryOrderIdRequest,
  response: ZQueryOrderIdResponse,
});
