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
    "Cancels one of the caller's orders not yet shipped: its stock goes back and its coupons return to the shopper, and a paid one is refunded through the payment that paid it (a wallet payment back to the wallet); an order in another state is refused (4211)",
  request: ZCancelOrderRequest,
  response: ZCancelOrderResponse,
});
