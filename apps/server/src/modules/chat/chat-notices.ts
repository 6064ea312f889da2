import type { Deps } from '../../platform/deps.ts';
import type { Tx } from '../../platform/database.ts';
import { orderOwner } from '../../read-models/chat-cards.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { REFUND_EVENTS, type RefundEventPayload } from '../payment/payment.api.ts';
import type { ChatNotice } from '@mall/contract/chat/chat-fields';
import { openPlatformConversation } from './conversations.ts';
import { storeMessage } from './send-message.ts';

/**
 * The platform's system notices, as messages in the shopper's platform conversation, fed by domain events: an order
 * shipped, a refund settled. Each is stored in the delivery's transaction under the client message id
 * `event:<event id>` with no sender, so a redelivery finds it and stores nothing more.
 */
async function notify(tx: Tx, eventId: number, orderId: number, notice: ChatNotice, amount?: number): Promise<void> {
  const owner = await orderOwner(tx, orderId);
  if (!owner) return;
  const conv = await openPlatformConversation(tx, owner.accountId);
  await storeMessage(tx, {
    conversationId: conv.id,
    side: 'system',
    senderId: null,
    clientMessageId: `event:${eventId}`,
    type: 'notice',
    body: { notice, orderId, orderNo: owner.orderNo, ...(amount === undefined ? {} : { amount }) },
  });
}

export function subscribeChatNotices(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.receiving, 'chat.notice-order-shipped', (tx, { id, payload }) => notify(tx, id, payload.orderId, 'order_shipped'));
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'chat.notice-refund-settled', (tx, { id, payload }) => notify(tx, id, payload.orderId, 'refund_settled', payload.amount));
}
