import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TChatConversation, TChatMessage } from '@mall/contract/chat/chat-fields';
import { readSession, saveLogin } from '../../shared/session/session-store.ts';
import { registerTransportEffects } from '../../shared/transport/transport-effects.ts';
import { applyPush, sessionReplaced } from './chat-live.ts';
import { chatKeys, merchantChatKeys, type ConversationPages } from './chat-queries.ts';
import type { ChatThread } from '../../shared/chat/message-merge.ts';

const msg = (seq: number, conversationId = 5): TChatMessage => ({
  messageId: 100 + seq,
  conversationId,
  seq,
  side: 'shop',
  senderId: 9,
  clientMessageId: `c-${seq}-abcdef`,
  type: 'text',
  text: `m${seq}`,
  imageUrl: null,
  goodsId: null,
  orderNo: null,
  notice: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});

const conversation = (id: number, lastSeq: number, readSeq: number): TChatConversation => ({
  conversationId: id,
  kind: 'shop',
  shopId: 3,
  title: 'Sakura Home',
  avatar: '/a.png',
  shopperId: 7,
  lastSeq,
  readSeq,
  unread: lastSeq - readSeq,
  peerReadSeq: 0,
  muted: false,
  lastMessage: null,
  lastMessageAt: null,
});

describe('what a push changes in the caches', () => {
  it('adds a pushed message once to the threads of its conversation (shopper and merchant), none to others', () => {
    const client = new QueryClient();
    const shopperKey = [...chatKeys.threads, 5, 'en'];
    const merchantKey = [...merchantChatKeys.threads, 3, 5, 'en'];
    const otherKey = [...chatKeys.threads, 6, 'en'];
    for (const key of [shopperKey, merchantKey, otherKey]) client.setQueryData<ChatThread>(key, { messages: [msg(1, key === otherKey ? 6 : 5)], hasOlder: false });
    applyPush(client, { command: 'message', conversationId: 5, message: msg(2) });
    applyPush(client, { command: 'message', conversationId: 5, message: msg(2) });
    expect(client.getQueryData<ChatThread>(shopperKey)!.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(client.getQueryData<ChatThread>(merchantKey)!.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(client.getQueryData<ChatThread>(otherKey)!.messages.map((m) => m.seq)).toEqual([1]);
  });

  it("a read mark of the shopper's side (another tab's) sets the badge and the conversation's unread at once", () => {
    const client = new QueryClient();
    const listKey = [...chatKeys.conversations, 'en'];
    const totalKey = [...chatKeys.total, 'en'];
    client.setQueryData<ConversationPages>(listKey, { pages: [{ list: [conversation(5, 4, 1), conversation(6, 2, 0)], next: null }], pageParams: [undefined] });
    client.setQueryData(totalKey, { total: 5 });
    applyPush(client, { command: 'read', conversationId: 5, side: 'shopper', readSeq: 4, unreadTotal: 2 });
    const list = client.getQueryData<ConversationPages>(listKey)!.pages[0]!.list;
    expect(list.map((c) => [c.conversationId, c.readSeq, c.unread])).toEqual([
      [5, 4, 0],
      [6, 0, 2],
    ]);
    expect(client.getQueryData(totalKey)).toEqual({ total: 2 });
    // A mark never goes back.
    applyPush(client, { command: 'read', conversationId: 5, side: 'shopper', readSeq: 2, unreadTotal: 2 });
    expect(client.getQueryData<ConversationPages>(listKey)!.pages[0]!.list[0]!.readSeq).toBe(4);
  });
});

describe('the socket closed with 1008', () => {
  it('is handled as a call answered 1008: the session is cleared, home, the toast', () => {
    saveLogin('tok-1', { userId: 7 });
    const moves: { to: string; replace: boolean }[] = [];
    const toasts: string[] = [];
    registerTransportEffects({ navigate: (to, { replace }) => moves.push({ to, replace }), toast: (m) => toasts.push(m), currentPath: () => '/pages/chat/chat?conversationId=3' });
    sessionReplaced();
    expect(readSession('token')).toBeUndefined();
    expect(moves).toEqual([{ to: '/', replace: true }]);
    expect(toasts).toHaveLength(1);
  });
});
