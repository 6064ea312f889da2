import { infiniteQueryOptions, queryOptions, type QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryUserMessagesResponse } from '@mall/contract/messaging/query-user-messages';
import type { TUserMessage } from '@mall/contract/messaging/user-message';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MESSAGING_API } from './messaging-api.ts';

export type MessageKind = TUserMessage['kind'];
export const MESSAGE_KINDS: readonly MessageKind[] = ['system', 'order', 'activity'];
export const MESSAGE_PAGE_SIZE = 20;
/** How often the unread count is asked for while a tab page is open (no websocket yet). */
export const UNREAD_POLL_MS = 30_000;
/** The longest a message is searched for page by page when it is not in the cache (a link from outside the list). */
const MAX_SEARCH_PAGES = 20;

export type MessagePages = InfiniteData<TQueryUserMessagesResponse, number>;

/** Key prefixes of the messages' queries, for invalidation and cache updates. */
export const messagingKeys = {
  /** Every list, of every kind (under `user`, as all the user's messages: dropped at login and logout). */
  lists: [...QUERY_ROOTS.user, 'messages', 'list'] as const,
  /** Every single message looked up. */
  details: [...QUERY_ROOTS.user, 'messages', 'detail'] as const,
  /** The newest message of each kind (the messages tab). */
  latest: [...QUERY_ROOTS.user, 'messages', 'latest'] as const,
  /** The unread count of the messages tab's badge. */
  unread: [...QUERY_ROOTS.user, 'messages', 'unread'] as const,
};

/** A message already in a loaded list. */
function cachedMessage(queryClient: QueryClient, id: number): TUserMessage | undefined {
  for (const [, data] of queryClient.getQueriesData<MessagePages>({ queryKey: messagingKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const found = page.list.find((m) => m.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

export const messagingQueries = {
  /**
   * The logged-in user's unread messages, in all and per kind (the messages tab badge). Asked in the background, so
   * an expired login only clears the session quietly; failures show no toast (the badge simply stays as it was).
   */
  unreadTotal: (lang: Lang) =>
    queryOptions({
      queryKey: [...messagingKeys.unread, lang],
      queryFn: ({ signal }) => callApiForQuery(MESSAGING_API.unreadTotal, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
      refetchInterval: UNREAD_POLL_MS,
      staleTime: 10_000,
      retry: false,
    }),
  /** The user's messages (of one kind, or all), newest first, a page at a time for infinite scroll. */
  list: (lang: Lang, kind: MessageKind | undefined) =>
    infiniteQueryOptions({
      queryKey: [...messagingKeys.lists, kind ?? 'all', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(MESSAGING_API.list, { pageNum: pageParam, pageSize: MESSAGE_PAGE_SIZE, ...(kind ? { kind } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The newest message of each kind, for the messages tab (a visitor page: an expired login turns it logged-out). */
  latest: (lang: Lang) =>
    queryOptions({
      queryKey: [...messagingKeys.latest, lang],
      queryFn: async ({ signal }) => {
        const pages = await Promise.all(
          MESSAGE_KINDS.map((kind) =>
            callApiForQuery(MESSAGING_API.list, { pageNum: 1, pageSize: 1, kind }, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
          ),
        );
        return Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, pages[i]?.list[0]])) as Record<MessageKind, TUserMessage | undefined>;
      },
      staleTime: 0,
    }),
  /**
   * One message. The contract has no detail call, so it comes from the lists already loaded, or else is looked
   * for in the user's list, 50 at a time.
   */
  message: (lang: Lang, id: number) =>
    queryOptions({
      queryKey: [...messagingKeys.details, id, lang],
      queryFn: async ({ client, signal }) => {
        const cached = cachedMessage(client, id);
        if (cached) return cached;
        for (let pageNum = 1; pageNum <= MAX_SEARCH_PAGES; pageNum++) {
          const page = await callApiForQuery(MESSAGING_API.list, { pageNum, pageSize: 50 }, { lang, signal, autoShowError: false });
          const found = page.list.find((m) => m.id === id);
          if (found) return found;
          if (!page.hasMore) break;
        }
        return null;
      },
      staleTime: Infinity,
    }),
};
