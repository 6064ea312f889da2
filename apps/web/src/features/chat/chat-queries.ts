import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TChatConversation, TChatMessage } from '@mall/contract/chat/chat-fields';
import type { TQueryChatConversationsResponse } from '@mall/contract/chat/query-conversation';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApi, callApiForQuery } from '../../shared/transport/call-api.ts';
import { CHAT_API, MERCHANT_CHAT_API } from './chat-api.ts';
import { addToThread, hasGap, type ChatThread } from '../../shared/chat/message-merge.ts';
import { syncThread, type RecordFetch } from '../../shared/chat/thread-sync.ts';

export const CONVERSATION_PAGE_SIZE = 20;
/** A fallback while the socket is down: the chat badge is asked again this often. */
export const CHAT_TOTAL_POLL_MS = 60_000;

export type ConversationPages = InfiniteData<TQueryChatConversationsResponse, string | undefined>;

/** Key prefixes of the chat's queries (all under `user`: dropped at login and logout). */
export const chatKeys = {
  all: [...QUERY_ROOTS.user, 'chat'] as const,
  conversations: [...QUERY_ROOTS.user, 'chat', 'conversations'] as const,
  details: [...QUERY_ROOTS.user, 'chat', 'details'] as const,
  start: [...QUERY_ROOTS.user, 'chat', 'start'] as const,
  threads: [...QUERY_ROOTS.user, 'chat', 'thread'] as const,
  total: [...QUERY_ROOTS.user, 'chat', 'total'] as const,
  cards: [...QUERY_ROOTS.user, 'chat', 'cards'] as const,
};

/** The merchant console's side: a shop's conversations and threads. */
export const merchantChatKeys = {
  all: [...QUERY_ROOTS.user, 'merchant-chat'] as const,
  conversations: [...QUERY_ROOTS.user, 'merchant-chat', 'conversations'] as const,
  threads: [...QUERY_ROOTS.user, 'merchant-chat', 'thread'] as const,
  total: [...QUERY_ROOTS.user, 'merchant-chat', 'total'] as const,
};

const quiet = { autoShowError: false } as const;

function threadOptions(queryKey: readonly unknown[], fetch: (lang: Lang, signal: AbortSignal) => RecordFetch, lang: Lang) {
  return queryOptions({
    queryKey,
    // A refetch (the socket reopening, the tab coming back) is a catch-up after the last message held, never a reload.
    queryFn: ({ client, signal }) => syncThread(() => client.getQueryData<ChatThread>(queryKey), fetch(lang, signal)),
    staleTime: 30_000,
  });
}

export const chatQueries = {
  /** The caller's conversations, latest first, a keyset page at a time. */
  conversations: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...chatKeys.conversations, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(CHAT_API.conversations, { pageSize: CONVERSATION_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, ...quiet, quietNotLoggedIn: true }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** What the caller has not read across their conversations (the message tab's chat badge). */
  total: (lang: Lang) =>
    queryOptions({
      queryKey: [...chatKeys.total, lang],
      queryFn: ({ signal }) => callApiForQuery(CHAT_API.total, {}, { lang, signal, ...quiet, quietNotLoggedIn: true }),
      refetchInterval: CHAT_TOTAL_POLL_MS,
      staleTime: 10_000,
      retry: false,
    }),
  /** One of the caller's conversations. */
  details: (lang: Lang, conversationId: number) =>
    queryOptions({
      queryKey: [...chatKeys.details, conversationId, lang],
      queryFn: ({ signal }) => callApiForQuery(CHAT_API.details, { conversationId }, { lang, signal, ...quiet }),
    }),
  /** The conversation with a shop (opened once), with the cards of the goods or order it is about. */
  startWithShop: (lang: Lang, shopId: number, goodsId: number | undefined, orderNo: string | undefined) =>
    queryOptions({
      queryKey: [...chatKeys.start, shopId, goodsId ?? 0, orderNo ?? '', lang],
      queryFn: ({ signal }) =>
        callApiForQuery(CHAT_API.start, { shopId, ...(goodsId ? { goodsId } : {}), ...(orderNo ? { orderNo } : {}) }, { lang, signal, ...quiet }),
      staleTime: 60_000,
    }),
  /** The conversation with the platform (opened once). */
  startWithPlatform: (lang: Lang) =>
    queryOptions({
      queryKey: [...chatKeys.start, 'platform', lang],
      queryFn: async ({ signal }) => ({ ...(await callApiForQuery(CHAT_API.startPlatform, {}, { lang, signal, ...quiet })), goods: null, order: null }),
      staleTime: 60_000,
    }),
  /** A conversation's messages, kept up to date by the socket and caught up on every (re)connect. */
  thread: (lang: Lang, conversationId: number) =>
    threadOptions([...chatKeys.threads, conversationId, lang], (l, signal) => (request) => callApi(CHAT_API.record, { conversationId, ...request }, { lang: l, signal, ...quiet }), lang),
  goodsCard: (lang: Lang, goodsId: number) =>
    queryOptions({
      queryKey: [...chatKeys.cards, 'goods', goodsId, lang],
      queryFn: ({ signal }) => callApiForQuery(CHAT_API.goods, { goodsId }, { lang, signal, ...quiet }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  orderCard: (lang: Lang, orderNo: string) =>
    queryOptions({
      queryKey: [...chatKeys.cards, 'order', orderNo, lang],
      queryFn: ({ signal }) => callApiForQuery(CHAT_API.order, { orderNo }, { lang, signal, ...quiet }),
      staleTime: 60_000,
      retry: false,
    }),
};

export const merchantChatQueries = {
  /** What the shop's staff have not read (the console's chat entry). */
  total: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantChatKeys.total, shopId, lang],
      queryFn: ({ signal }) => callApi(MERCHANT_CHAT_API.total, { shopId }, { lang, signal, ...quiet }),
      refetchInterval: CHAT_TOTAL_POLL_MS,
      retry: false,
    }),
  /** A shop's conversations, latest first, with the shop's unread counts. */
  conversations: (lang: Lang, shopId: number) =>
    infiniteQueryOptions({
      queryKey: [...merchantChatKeys.conversations, shopId, lang],
      queryFn: ({ pageParam, signal }) =>
        callApi(MERCHANT_CHAT_API.conversations, { shopId, pageSize: CONVERSATION_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, ...quiet }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  thread: (lang: Lang, shopId: number, conversationId: number) =>
    threadOptions(
      [...merchantChatKeys.threads, shopId, conversationId, lang],
      (l, signal) => (request) => callApi(MERCHANT_CHAT_API.record, { conversationId, ...request }, { lang: l, signal, ...quiet }),
      lang,
    ),
};

/** Is this key a thread of this conversation (shopper's `[...threads, id, lang]`, merchant's `[...threads, shop, id, lang]`)? */
function isThreadOf(key: readonly unknown[], conversationId: number): boolean {
  return key[key.length - 2] === conversationId;
}

/**
 * A message pushed by the socket (or answered to a send): added once to every thread of its conversation held; a
 * gap before it asks for the catch-up that fills it. The lists and the badge follow.
 */
export function applyMessage(client: QueryClient, conversationId: number, message: TChatMessage): void {
  for (const prefix of [chatKeys.threads, merchantChatKeys.threads]) {
    for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
      if (!isThreadOf(query.queryKey, conversationId)) continue;
      const held = query.state.data as ChatThread | undefined;
      if (!held) continue;
      const next = addToThread(held, [message]);
      client.setQueryData(query.queryKey, next);
      if (hasGap(next.messages)) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
}

/** The conversation as it stands after a read mark, in every list it is in. */
function withReadMark(c: TChatConversation, readSeq: number): TChatConversation {
  const mark = Math.max(c.readSeq, readSeq);
  return { ...c, readSeq: mark, unread: Math.max(0, c.lastSeq - mark) };
}

/** A read mark of the caller's own side (their answer, or another tab's, pushed): the lists and the badge follow at once. */
export function applyShopperRead(client: QueryClient, conversationId: number, readSeq: number, unreadTotal: number | null): void {
  client.setQueriesData<ConversationPages>({ queryKey: chatKeys.conversations }, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => (c.conversationId === conversationId ? withReadMark(c, readSeq) : c)) })) }
      : data,
  );
  client.setQueriesData<TChatConversation>({ queryKey: chatKeys.details }, (c) => (c && c.conversationId === conversationId ? withReadMark(c, readSeq) : c));
  if (unreadTotal === null) void client.invalidateQueries({ queryKey: chatKeys.total });
  else client.setQueriesData<{ total: number }>({ queryKey: chatKeys.total }, () => ({ total: unreadTotal }));
}

/** What the socket's (re)opening asks again: every thread held catches up, the lists and badges are asked anew. */
export function refreshAfterConnect(client: QueryClient): void {
  for (const key of [chatKeys.threads, merchantChatKeys.threads, chatKeys.conversations, chatKeys.total, chatKeys.details, merchantChatKeys.conversations, merchantChatKeys.total]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** After a message: the lists (latest first, unread counts) and the badge are asked again where they are shown. */
export function refreshListsAfterMessage(client: QueryClient): void {
  for (const key of [chatKeys.conversations, chatKeys.total, chatKeys.details, merchantChatKeys.conversations, merchantChatKeys.total]) void client.invalidateQueries({ queryKey: key });
}
