import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TQueryUserMessagesResponse } from '@mall/contract/messaging/query-user-messages';
import type { TUserMessage } from '@mall/contract/messaging/user-message';
import type { TReadUserMessageRequest } from '@mall/contract/messaging/read-user-message';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MESSAGES_KEY, MESSAGING_API } from './messaging-api.ts';
import { UNREAD_TOTAL_KEY } from './use-unread-total.ts';

export type MessageKind = TUserMessage['kind'];
export const MESSAGE_KINDS: readonly MessageKind[] = ['system', 'order', 'activity'];
export const MESSAGE_PAGE_SIZE = 20;

type MessagePages = InfiniteData<TQueryUserMessagesResponse, number>;

const listKey = (kind: MessageKind | undefined) => [...MESSAGES_KEY, 'list', kind ?? 'all'] as const;

export function isMessageKind(value: string | undefined): value is MessageKind {
  return value !== undefined && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The user's messages (of one kind, or all), newest first, a page at a time for infinite scroll. */
export function useMessagePages(kind: MessageKind | undefined) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: listKey(kind),
    queryFn: ({ pageParam, signal }) =>
      callApi(MESSAGING_API.list, { pageNum: pageParam, pageSize: MESSAGE_PAGE_SIZE, ...(kind ? { kind } : {}) }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** The newest message of each kind, for the messages tab (a visitor page: an expired login turns it logged-out). */
export function useLatestByKind() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'latest'],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        MESSAGE_KINDS.map((kind) => callApi(MESSAGING_API.list, { pageNum: 1, pageSize: 1, kind }, { signal, autoShowError: false, quietNotLoggedIn: true })),
      );
      return Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, pages[i]?.list[0]])) as Record<MessageKind, TUserMessage | undefined>;
    },
    enabled: token !== undefined,
    staleTime: 0,
  });
}

function cachedMessage(queryClient: QueryClient, id: number): TUserMessage | undefined {
  for (const [, data] of queryClient.getQueriesData<MessagePages>({ queryKey: [...MESSAGES_KEY, 'list'] })) {
    for (const page of data?.pages ?? []) {
      const found = page.list.find((m) => m.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The longest a message is searched for page by page when it is not in the cache (a link from outside the list). */
const MAX_SEARCH_PAGES = 20;

/**
 * One message. The contract has no detail call, so it comes from the lists already loaded, or else is looked
 * for in the user's list, 50 at a time.
 */
export function useMessage(id: number | undefined) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'detail', id],
    queryFn: async ({ signal }) => {
      const cached = cachedMessage(queryClient, id!);
      if (cached) return cached;
      for (let pageNum = 1; pageNum <= MAX_SEARCH_PAGES; pageNum++) {
        const page = await callApi(MESSAGING_API.list, { pageNum, pageSize: 50 }, { signal, autoShowError: false });
        const found = page.list.find((m) => m.id === id);
        if (found) return found;
        if (!page.hasMore) break;
      }
      return null;
    },
    enabled: id !== undefined && token !== undefined,
    staleTime: Infinity,
  });
}

function markReadInCache(queryClient: QueryClient, request: TReadUserMessageRequest): void {
  const matches = (m: TUserMessage) => ('id' in request ? m.id === request.id : request.kind === undefined || m.kind === request.kind);
  queryClient.setQueriesData<MessagePages>({ queryKey: [...MESSAGES_KEY, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map((m) => (matches(m) ? { ...m, read: true } : m)) })) } : data,
  );
  queryClient.setQueriesData<TUserMessage | null>({ queryKey: [...MESSAGES_KEY, 'detail'] }, (m) => (m && matches(m) ? { ...m, read: true } : m));
}

/** Marks one message, or all of them, as read; the lists and the badge follow at once. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TReadUserMessageRequest) => callApi(MESSAGING_API.read, request),
    onSuccess: (_result, request) => {
      markReadInCache(queryClient, request);
      void queryClient.invalidateQueries({ queryKey: UNREAD_TOTAL_KEY });
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'latest'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'center'] });
    },
  });
}
