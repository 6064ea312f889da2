import { inBackground, type Deps } from '../../platform/deps.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { requestRefund, REFUND_EVENTS, sendRefund, type RefundEventPayload } from './payment-refund.ts';
import { closeOpenPayments } from './payment-settle.ts';

/**
 * What the payment module does when other things happen, through the outbox (each in the delivery's transaction,
 * so each happens once):
 * - an order cancelled before it was paid: its payments still open (a QR code, a voucher) are closed;
 * - an order cancelled after it was paid: its money goes back, a refund of every line through the payment that paid;
 * - a refund asked for: it is sent to the payment's provider and settled.
 */
export function subscribePaymentEvents(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.terminated, 'payment.settle-terminated-order', async (tx, { payload }) => {
    if (payload.from === 'paying') await closeOpenPayments(tx, [payload.orderId], 'order_cancelled');
    if (payload.from === 'shipping') {
      await requestRefund(tx, {
        orderId: payload.orderId,
        reason: payload.note,
        requestKey: `cancel:${payload.orderId}`,
        by: { actor: payload.actor, actorId: payload.actorId },
      });
    }
  });
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.requested, 'payment.send-refund', async (tx, { payload }) => {
    await sendRefund(inBackground(deps), tx, payload.refundId);
  });
}
