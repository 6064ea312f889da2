import type { FastifyInstance } from 'fastify';
import { merchantChatConversations as merchantListCall } from '@mall/contract/chat/merchant-conversations';
import { merchantChatNotifyTotal as merchantTotalCall } from '@mall/contract/chat/merchant-notify-total';
import { merchantChatRead as merchantReadCall } from '@mall/contract/chat/merchant-read';
import { merchantChatRecord as merchantRecordCall } from '@mall/contract/chat/merchant-record';
import { merchantChatReply as merchantReplyCall } from '@mall/contract/chat/merchant-reply';
import { platformChatConversations as platformListCall } from '@mall/contract/chat/platform-conversations';
import { platformChatNotifyTotal as platformTotalCall } from '@mall/contract/chat/platform-notify-total';
import { platformChatRead as platformReadCall } from '@mall/contract/chat/platform-read';
import { platformChatRecord as platformRecordCall } from '@mall/contract/chat/platform-record';
import { platformChatReply as platformReplyCall } from '@mall/contract/chat/platform-reply';
import type { TChatSendRequest } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { toMessage } from './chat-view.ts';
import { conversationOf, listConversations, shopOfConversation, staffUnreadTotal, type Party } from './conversations.ts';
import { messageRecord } from './message-record.ts';
import { markRead } from './read-marks.ts';
import { contentOf, sendMessage } from './send-message.ts';

/**
 * The other side's chat calls: a shop's staff holding the chat right (`merchant/chat/*`, the shop named by the
 * body or by the conversation) and the platform's support operators (`platform/chat/*`).
 */
export function chatStaffRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const shopParty = (ctx: RequestContext): Party => ({ side: 'shop', accountId: userOf(ctx), shopId: shopOf(ctx) });
  const platformParty = (ctx: RequestContext): Party => ({ side: 'platform', accountId: userOf(ctx) });
  const byConversation = { shopOf: (body: { conversationId: number }) => shopOfConversation(db, body.conversationId) };

  async function reply(party: Party, body: TChatSendRequest, lang: Lang) {
    const conv = await conversationOf(db, party, body.conversationId);
    const content = await contentOf(db, party.accountId, conv, body, lang);
    const side = party.side === 'shop' ? 'shop' : 'platform';
    const { message } = await sendMessage(db, { conversationId: conv.id, side, senderId: party.accountId, clientMessageId: body.clientMessageId, ...content });
    return toMessage(message, lang);
  }

  registerEndpoint(app, deps, merchantListCall, ({ body, ctx }) => listConversations(db, shopParty(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, merchantRecordCall, ({ body, ctx }) => messageRecord(db, shopParty(ctx), body, ctx.lang), byConversation);
  registerEndpoint(app, deps, merchantReplyCall, ({ body, ctx }) => reply(shopParty(ctx), body, ctx.lang), byConversation);
  registerEndpoint(app, deps, merchantTotalCall, async ({ ctx }) => ({ total: await staffUnreadTotal(db, { side: 'shop', accountId: userOf(ctx), shopId: shopOf(ctx) }) }), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, merchantReadCall, ({ body, ctx }) => markRead(db, shopParty(ctx), body.conversationId, body.readSeq), byConversation);

  registerEndpoint(app, deps, platformListCall, ({ body, ctx }) => listConversations(db, platformParty(ctx), body, ctx.lang));
  registerEndpoint(app, deps, platformRecordCall, ({ body, ctx }) => messageRecord(db, platformParty(ctx), body, ctx.lang));
  registerEndpoint(app, deps, platformReplyCall, ({ body, ctx }) => reply(platformParty(ctx), body, ctx.lang));
  registerEndpoint(app, deps, platformTotalCall, async ({ ctx }) => ({ total: await staffUnreadTotal(db, { side: 'platform', accountId: userOf(ctx) }) }));
  registerEndpoint(app, deps, platformReadCall, ({ body, ctx }) => markRead(db, platformParty(ctx), body.conversationId, body.readSeq));
}
