import type { Deps } from '../../platform/deps.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { REFUND_EVENTS, type RefundEventPayload } from '../payment/payment.api.ts';
import { earnForOrder, takeBackForRefund } from './loyalty-points.ts';
import { returnPointsForRefund } from './loyalty-points-return.ts';
import { SHIPMENT_EVENTS, type ShipmentMovedPayload } from '../logistics/logistics.api.ts';
import { receiveScoreExchange } from './score-exchange-ship.ts';

/**
 * Score points follow orders through the outbox, each in the delivery's transaction (so once, and the rows make a
 * second delivery change nothing): a completed order earns its points, a settled refund takes back its share of
 * them and gives back its share of the points the order used at checkout; a score goods' parcel delivered makes
 * its exchange received.
 */
export function subscribeLoyaltyEvents(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.completed, 'loyalty.earn-points', async (tx, { payload, createdAt }) => {
    await earnForOrder(tx, { orderId: payload.orderId, accountId: payload.accountId, payAmount: payload.payAmount }, createdAt);
  });
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'loyalty.take-back-points', async (tx, { payload }) => {
    await takeBackForRefund(tx, { refundId: payload.refundId, orderId: payload.orderId, amount: payload.amount });
  });
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'loyalty.return-spent-points', async (tx, { payload, createdAt }) => {
    await returnPointsForRefund(tx, { refundId: payload.refundId, orderId: payload.orderId, amount: payload.amount }, createdAt);
  });
  deps.domainEvents.subscribe<ShipmentMovedPayload>(SHIPMENT_EVENTS.moved, 'loyalty.score-exchange-delivered', async (tx, { payload }) => {
    if (payload.kind === 'score_exchange' && payload.returnId !== null && payload.status === 'Delivered') await receiveScoreExchange(tx, payload.returnId);
  });
}
