import { useCallback, useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatReadResponse, TChatSendRequest } from '@mall/contract/chat/chat-fields';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { CHAT_API, MERCHANT_CHAT_API } from './chat-api.ts';
import { wakeChatSocket } from './chat-live.ts';
import { newClientMessageId } from '../../shared/chat/client-message-id.ts';
import { applyMessage, applyShopperRead, chatKeys, chatQueries, merchantChatKeys, merchantChatQueries, refreshListsAfterMessage } from './chat-queries.ts';
import { addToThread, type ChatThread } from '../../shared/chat/message-merge.ts';
import { olderPage, type RecordFetch } from '../../shared/chat/thread-sync.ts';

/** What the chat page was opened with (its query). */
export type ChatTarget = { conversationId: number } | { shopId: number; goodsId?: number | undefined; orderNo?: string | undefined } | { platform: true };

/** The conversation the page shows, opened with the shop or the platform if need be, and the cards it is about. */
export function useChatConversation(target: ChatTarget | undefined) {
  const lang = useQueryLang();
  const { token } = useSession();
  const enabled = token !== undefined && target !== undefined;
  const byId = useQuery({ ...chatQueries.details(lang, target && 'conversationId' in target ? target.conversationId : 0), enabled: enabled && 'conversationId' in target });
  const withShop = useQuery({
    ...chatQueries.startWithShop(lang, target && 'shopId' in target ? target.shopId : 0, target && 'shopId' in target ? target.goodsId : undefined, target && 'shopId' in target ? target.orderNo : undefined),
    enabled: enabled && 'shopId' in target,
  });
  const withPlatform = useQuery({ ...chatQueries.startWithPlatform(lang), enabled: enabled && 'platform' in target });
  if (target && 'conversationId' in target) return { ...byId, data: byId.data ? { conversation: byId.data, goods: null, order: null } : undefined };
  if (target && 'shopId' in target) return withShop;
  return withPlatform;
}

/** The caller's conversations (the message tab). */
export function useChatConversations() {
  const { token } = useSession();
  return useInfiniteQuery({ ...chatQueries.conversations(useQueryLang()), enabled: token !== undefined });
}

/** The caller's unread chat messages (muted conversations left out), for the tab badge. */
export function useChatTotal(active = true) {
  const { token } = useSession();
  return useQuery({ ...chatQueries.total(useQueryLang()), enabled: active && token !== undefined });
}

export function useGoodsCard(goodsId: number | null) {
  return useQuery({ ...chatQueries.goodsCard(useQueryLang(), goodsId ?? 0), enabled: goodsId !== null });
}

export function useOrderCard(orderNo: string | null, enabled = true) {
  return useQuery({ ...chatQueries.orderCard(useQueryLang(), orderNo ?? ''), enabled: enabled && orderNo !== null });
}

/** A conversation's messages and the way to older ones, for the shopper or (with a shop) the merchant console. */
export function useThread(conversationId: number | undefined, shopId?: number) {
  const lang = useQueryLang();
  const client = useQueryClient();
  const options = shopId === undefined ? chatQueries.thread(lang, conversationId ?? 0) : merchantChatQueries.thread(lang, shopId, conversationId ?? 0);
  const thread = useQuery({ ...options, enabled: conversationId !== undefined });
  useEffect(() => wakeChatSocket(), [conversationId]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const held = client.getQueryData<ChatThread>(options.queryKey);
    if (!held?.hasOlder || conversationId === undefined || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const fetch: RecordFetch = (r) => callApi(shopId === undefined ? CHAT_API.record : MERCHANT_CHAT_API.record, { conversationId, ...r }, { lang });
      const page = await olderPage(held, fetch);
      client.setQueryData<ChatThread>(options.queryKey, (t) => addToThread(t, page.list, page.hasOlder));
    } finally {
      setLoadingOlder(false);
    }
  }, [client, options.queryKey, conversationId, shopId, lang, loadingOlder]);
  return { thread, loadOlder, loadingOlder };
}

/** A message being sent or not sent: shown at the end with its state; a retry sends the same client message id. */
export interface PendingMessage {
  request: TChatSendRequest;
  status: 'sending' | 'failed';
}

/** Sends messages of a conversation (the shopper's `chat/reply`, the merchant's `merchant/chat/reply`), retries failed ones. */
export function useSendMessages(conversationId: number | undefined, side: 'shopper' | 'shop') {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const deliver = useCallback(
    async (request: TChatSendRequest) => {
      const put = (status: PendingMessage['status']) =>
        setPending((list) =>
          list.some((p) => p.request.clientMessageId === request.clientMessageId)
            ? list.map((p) => (p.request.clientMessageId === request.clientMessageId ? { request, status } : p))
            : [...list, { request, status }],
        );
      put('sending');
      try {
        const message: TChatMessage = await callApi(side === 'shopper' ? CHAT_API.reply : MERCHANT_CHAT_API.reply, request, { autoShowError: false });
        applyMessage(client, message.conversationId, message);
        refreshListsAfterMessage(client);
        if (alive.current) setPending((list) => list.filter((p) => p.request.clientMessageId !== request.clientMessageId));
      } catch {
        if (alive.current) put('failed');
      }
    },
    [client, side],
  );

  const send = useCallback(
    (content: Omit<TChatSendRequest, 'conversationId' | 'clientMessageId'>) => {
      if (conversationId === undefined) return;
      const request = { ...content, conversationId, clientMessageId: newClientMessageId() } as TChatSendRequest;
      void deliver(request);
    },
    [conversationId, deliver],
  );
  const retry = useCallback((p: PendingMessage) => void deliver(p.request), [deliver]);
  return { pending, send, retry };
}

/** Marks a conversation read up to a seq (never back); every tab's badge follows (the socket's `read`). */
export function useMarkRead(side: 'shopper' | 'shop') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: { conversationId: number; readSeq: number }): Promise<TChatReadResponse> =>
      callApi(side === 'shopper' ? CHAT_API.read : MERCHANT_CHAT_API.read, r, { autoShowError: false }),
    onSuccess: (answer) => {
      if (side === 'shopper') applyShopperRead(client, answer.conversationId, answer.readSeq, answer.unreadTotal);
      else {
        void client.invalidateQueries({ queryKey: merchantChatKeys.conversations });
        void client.invalidateQueries({ queryKey: merchantChatKeys.total });
      }
    },
  });
}

/** Mutes or unmutes one of the caller's conversations. */
export function useMuteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: { conversationId: number; muted: boolean }) => callApi(CHAT_API.mute, r),
    onSuccess: () => {
      for (const key of [chatKeys.details, chatKeys.start, chatKeys.conversations, chatKeys.total]) void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** A shop's conversations (the merchant console). */
export function useMerchantConversations(shopId: number) {
  return useInfiniteQuery(merchantChatQueries.conversations(useQueryLang(), shopId));
}

/** What the shop's staff have not read (the console home's chat entry). */
export function useMerchantChatTotal(shopId: number, enabled = true) {
  return useQuery({ ...merchantChatQueries.total(useQueryLang(), shopId), enabled });
}
