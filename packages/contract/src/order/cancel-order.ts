import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderCancelReason, ZOrderDetail, ZOrderId } from './order-view-fields.ts';

export const path = 'saleorder/cancel';

export const ZCancelOrderRequest = z.strictObject({ orderId: ZOrderId, reason: ZOrderCancelReason.optional() });
export type TCancelOrderRequest = z.input<typeof ZCancelOrderRequest>;
/** The order after the cancel. */
export const ZCancelOrderResponse = ZOrderDetail;
export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

export const cancelOrder = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Cancels one of the caller's unpaid orders: its stock goes back and its coupons return to the shopper; an order in another state is refused (4211)",
  request: ZCancelOrderRequest,
  response: ZCancelOrderResponse,
});
