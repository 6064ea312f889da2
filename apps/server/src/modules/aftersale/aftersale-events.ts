import type { Deps } from '../../platform/deps.ts';
import { SHIPMENT_EVENTS, type ShipmentMovedPayload } from '../logistics/logistics.api.ts';
import { REFUND_EVENTS, type RefundEventPayload } from '../payment/payment.api.ts';
import { sendUserMessage } from '../messaging/messaging.api.ts';
import { returnNotice } from './return-notices.ts';
import { settleReturnRefund } from './return-refund.ts';
import { RETURN_EVENTS, type ReturnMovedPayload } from './return-state.ts';
import { completeExchange } from './return-steps.service.ts';

/**
 * What after-sales does when other things happen, through the outbox (each once, in the delivery's transaction):
 * - a refund settled: the request it paid is refunded, and an order refunded in full closes;
 * - an exchange parcel delivered: its request is completed;
 * - a request approved, refused, refunded or sent in exchange: the shopper hears of it in their messages.
 */
export function subscribeAftersaleEvents(deps: Deps): void {
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'aftersale.refund-settled', async (tx, { payload }) => {
    await settleReturnRefund(tx, payload.refundId, deps.config.returnWindowDays);
  });
  deps.domainEvents.subscribe<ShipmentMovedPayload>(SHIPMENT_EVENTS.moved, 'aftersale.exchange-delivered', async (tx, { payload }) => {
    if (payload.kind === 'exchange' && payload.returnId !== null && payload.status === 'Delivered') await completeExchange(tx, payload.returnId);
  });
  deps.domainEvents.subscribe<ReturnMovedPayload>(RETURN_EVENTS.moved, 'aftersale.notify-shopper', async (tx, { payload }) => {
    const words = returnNotice(payload.to, payload.note);
    if (words) await sendUserMessage(tx, { accountId: payload.accountId, kind: 'order', ...words, link: `/pages/order/orderreturndetail?returnId=${payload.returnId}` });
  });
}
