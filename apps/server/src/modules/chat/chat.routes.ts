import type { FastifyInstance } from 'fastify';
import { chatConversationDetails as detailsCall } from '@mall/contract/chat/conversation-details';
import { chatGoodsDetail as goodsCall } from '@mall/contract/chat/goods-detail';
import { chatNotifyTotal as totalCall } from '@mall/contract/chat/notify-total';
import { orderChatDetail as orderPageCall } from '@mall/contract/chat/order-chat-detail';
import { chatOrderDetail as orderCall } from '@mall/contract/chat/order-detail';
import { queryChatConversations as listCall } from '@mall/contract/chat/query-conversation';
import { readChatRecord as recordCall } from '@mall/contract/chat/record';
import { chatReminder as reminderCall } from '@mall/contract/chat/reminder';
import { replyChat as replyCall } from '@mall/contract/chat/reply';
import { replyPlatformChat as replyPlatformCall } from '@mall/contract/chat/reply-platform';
import { queryShopCustomers as customersCall } from '@mall/contract/chat/shop-query-customer';
import { shopCustomer as customerCall } from '@mall/contract/chat/shop-customer';
import { shopCustomerHas as hasCall } from '@mall/contract/chat/shop-customer-has';
import { startChat as startCall } from '@mall/contract/chat/start';
import { startPlatformChat as startPlatformCall } from '@mall/contract/chat/start-platform';
import { updateChatNotify as muteCall } from '@mall/contract/chat/update-conversation-notify';
import { updateChatRead as readCall } from '@mall/contract/chat/update-message-status';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { chatGoodsCard, chatOrderCard } from '../../read-models/chat-cards.ts';
import { serviceStaffMember, shopServiceStaff } from '../../read-models/chat-people.ts';
import { remindStaff } from './chat-reminder.ts';
import { conversationViews, toMessage } from './chat-view.ts';
import { conversationOf, listConversations, muteConversation, openPlatformConversation, openShopConversation, shopperUnreadTotal, type Party } from './conversations.ts';
import { messageRecord } from './message-record.ts';
import { markRead } from './read-marks.ts';
import { contentOf, sendMessage } from './send-message.ts';

/** The shopper's chat calls (spec `chat/*`), the order page's card, and a shop's service staff (`shop/customer*`). */
export function chatRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const shopper = (ctx: Parameters<typeof userOf>[0]): Party => ({ side: 'shopper', accountId: userOf(ctx) });

  registerEndpoint(app, deps, startCall, async ({ body, ctx }) => {
    const me = userOf(ctx);
    const conv = await openShopConversation(db, me, body.shopId);
    const goods = body.goodsId === undefined ? null : await chatGoodsCard(db, body.goodsId, ctx.lang);
    if (body.goodsId !== undefined && !goods) throw new AppError('CHAT_CARD_UNAVAILABLE');
    const order = body.orderNo === undefined ? null : await chatOrderCard(db, me, body.orderNo, ctx.lang);
    if (body.orderNo !== undefined && (!order || order.shopId !== body.shopId)) throw new AppError('CHAT_CARD_UNAVAILABLE');
    const [conversation] = await conversationViews(db, [conv], 'shopper', ctx.lang);
    return { conversation: conversation!, goods: goods ?? null, order: order ?? null };
  });
  registerEndpoint(app, deps, startPlatformCall, async ({ ctx }) => {
    const conv = await openPlatformConversation(db, userOf(ctx));
    return { conversation: (await conversationViews(db, [conv], 'shopper', ctx.lang))[0]! };
  });
  registerEndpoint(app, deps, replyCall, async ({ body, ctx }) => {
    const me = userOf(ctx);
    const conv = await conversationOf(db, shopper(ctx), body.conversationId);
    const content = await contentOf(db, me, conv, body, ctx.lang);
    const { message } = await sendMessage(db, { conversationId: conv.id, side: 'shopper', senderId: me, clientMessageId: body.clientMessageId, ...content });
    return toMessage(message, ctx.lang);
  });
  registerEndpoint(app, deps, replyPlatformCall, async ({ body, ctx }) => {
    const me = userOf(ctx);
    const conv = await openPlatformConversation(db, me);
    const content = await contentOf(db, me, conv, body, ctx.lang);
    const { message } = await sendMessage(db, { conversationId: conv.id, side: 'shopper', senderId: me, clientMessageId: body.clientMessageId, ...content });
    return toMessage(message, ctx.lang);
  });
  registerEndpoint(app, deps, reminderCall, async ({ body, ctx }) => toMessage(await remindStaff(db, userOf(ctx), body.conversationId), ctx.lang));
  registerEndpoint(app, deps, recordCall, ({ body, ctx }) => messageRecord(db, shopper(ctx), body, ctx.lang));
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => listConversations(db, shopper(ctx), body, ctx.lang));
  registerEndpoint(app, deps, detailsCall, async ({ body, ctx }) => {
    const conv = await conversationOf(db, shopper(ctx), body.conversationId);
    return (await conversationViews(db, [conv], 'shopper', ctx.lang))[0]!;
  });
  registerEndpoint(app, deps, totalCall, async ({ ctx }) => ({ total: await shopperUnreadTotal(db, userOf(ctx)) }));
  registerEndpoint(app, deps, muteCall, ({ body, ctx }) => muteConversation(db, userOf(ctx), body.conversationId, body.muted, ctx.lang));
  registerEndpoint(app, deps, readCall, ({ body, ctx }) => markRead(db, shopper(ctx), body.conversationId, body.readSeq));
  registerEndpoint(app, deps, goodsCall, async ({ body, ctx }) => (await chatGoodsCard(db, body.goodsId, ctx.lang)) ?? Promise.reject(notFound()));
  registerEndpoint(app, deps, orderCall, async ({ body, ctx }) => (await chatOrderCard(db, userOf(ctx), body.orderNo, ctx.lang)) ?? Promise.reject(notFound()));
  registerEndpoint(app, deps, orderPageCall, async ({ body, ctx }) => (await chatOrderCard(db, userOf(ctx), body.orderNo, ctx.lang)) ?? Promise.reject(notFound()));
  registerEndpoint(app, deps, customersCall, async ({ body }) => ({ list: await shopServiceStaff(db, body.shopId) }));
  registerEndpoint(app, deps, customerCall, async ({ params }) => (await serviceStaffMember(db, params.customerId)) ?? Promise.reject(notFound()));
  registerEndpoint(app, deps, hasCall, async ({ body }) => ({ has: (await shopServiceStaff(db, body.shopId)).length > 0 }));
}
