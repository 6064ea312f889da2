import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TChatMessage } from '@mall/contract/chat/chat-fields';
import { path as conversationsPath, type platformChatConversations } from '@mall/contract/chat/platform-conversations';
import { path as readPath, type platformChatRead } from '@mall/contract/chat/platform-read';
import { path as recordPath, type platformChatRecord } from '@mall/contract/chat/platform-record';
import { path as replyPath, type platformChatReply } from '@mall/contract/chat/platform-reply';
import type { Lang } from '@mall/contract/platform/languages';
import { addToThread, hasGap, type ChatThread } from '../shared/chat/message-merge.ts';
import { syncThread } from '../shared/chat/thread-sync.ts';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

const conversationsApi = endpointRef<typeof platformChatConversations>(conversationsPath);
const recordApi = endpointRef<typeof platformChatRecord>(recordPath);
const replyApi = endpointRef<typeof platformChatReply>(replyPath);
const readApi = endpointRef<typeof platformChatRead>(readPath);

/** The platform's conversations and threads: [root, what, parameters, language]. */
export const chatListsKey = [CONSOLE_ROOT, 'chat', 'conversations'] as const;
export const chatThreadsKey = [CONSOLE_ROOT, 'chat', 'thread'] as const;

export function platformConversationsQuery(lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...chatListsKey, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(conversationsApi, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** A conversation's messages; a refetch (the socket reopening) catches up after the last one held. */
export function platformThreadQuery(conversationId: number, lang: Lang) {
  const queryKey = [...chatThreadsKey, { conversationId }, lang] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ client, signal }) =>
      syncThread(
        () => client.getQueryData<ChatThread>(queryKey),
        (r) => consoleCall(recordApi, { conversationId, ...r }, { lang, signal }),
      ),
    staleTime: 30_000,
  });
}

export function olderPlatformPage(conversationId: number, beforeSeq: number, lang: Lang) {
  return consoleCall(recordApi, { conversationId, beforeSeq, pageSize: 30 }, { lang });
}

export function replyAsPlatform(conversationId: number, clientMessageId: string, text: string, lang: Lang) {
  return consoleCall(replyApi, { conversationId, clientMessageId, type: 'text', text }, { lang });
}

export function markPlatformRead(conversationId: number, readSeq: number, lang: Lang) {
  return consoleCall(readApi, { conversationId, readSeq }, { lang });
}

/** A message (pushed, or a send's answer) into every thread of its conversation held, once. */
export function addPlatformMessage(client: QueryClient, message: TChatMessage): void {
  for (const query of client.getQueryCache().findAll({ queryKey: chatThreadsKey })) {
    const params = query.queryKey[3] as { conversationId?: number } | undefined;
    if (params?.conversationId !== message.conversationId) continue;
    const held = query.state.data as ChatThread | undefined;
    if (!held) continue;
    const next = addToThread(held, [message]);
    client.setQueryData(query.queryKey, next);
    if (hasGap(next.messages)) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}
