import type { Deps } from '../../platform/deps.ts';
import type { Tx } from '../../platform/database.ts';
import { orderOwner } from '../../read-models/chat-cards.ts';
import { APPLICATION_EVENTS, type ApplicationDecided } from '../merchant/merchant.api.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { REFUND_EVENTS, type RefundEventPayload } from '../payment/payment.api.ts';
import type { ChatMessageBody, ChatNotice } from '@mall/contract/chat/chat-fields';
import { openPlatformConversation } from './conversations.ts';
import { storeMessage } from './send-message.ts';

/**
 * The platform's system notices, as messages in the shopper's platform conversation, fed by domain events: an order
 * shipped, a refund settled, a merchant application approved. Each is stored in the delivery's transaction under the client message id
 * `event:<event id>` with no sender, so a redelivery finds it and stores nothing more.
 */
async function notify(tx: Tx, eventId: number, accountId: number, body: ChatMessageBody): Promise<void> {
  const conv = await openPlatformConversation(tx, accountId);
  await storeMessage(tx, { conversationId: conv.id, side: 'system', senderId: null, clientMessageId: `event:${eventId}`, type: 'notice', body });
}

async function notifyAboutOrder(tx: Tx, eventId: number, orderId: number, notice: ChatNotice, amount?: number): Promise<void> {
  const owner = await orderOwner(tx, orderId);
  if (owner) await notify(tx, eventId, owner.accountId, { notice, orderId, orderNo: owner.orderNo, ...(amount === undefined ? {} : { amount }) });
}

export function subscribeChatNotices(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(ORDER_EVENTS.receiving, 'chat.notice-order-shipped', (tx, { id, payload }) => notifyAboutOrder(tx, id, payload.orderId, 'order_shipped'));
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'chat.notice-refund-settled', (tx, { id, payload }) => notifyAboutOrder(tx, id, payload.orderId, 'refund_settled', payload.amount));
  deps.domainEvents.subscribe<ApplicationDecided>(APPLICATION_EVENTS.decided, 'chat.notice-application-approved', async (tx, { id, payload }) => {
    if (payload.status === 'approved') await notify(tx, id, payload.accountId, { notice: 'application_approved' });
  });
}
