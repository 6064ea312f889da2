import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TReadUserMessageRequest } from '@mall/contract/messaging/read-user-message';
import type { TUserMessage } from '@mall/contract/messaging/user-message';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MESSAGING_API } from './messaging-api.ts';
import { MESSAGE_KINDS, messagingKeys, messagingQueries, type MessageKind, type MessagePages } from './messaging-queries.ts';

export function isMessageKind(value: string | undefined): value is MessageKind {
  return value !== undefined && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The user's messages (of one kind, or all), newest first, a page at a time for infinite scroll. */
export function useMessagePages(kind: MessageKind | undefined) {
  const { token } = useSession();
  return useInfiniteQuery({ ...messagingQueries.list(useQueryLang(), kind), enabled: token !== undefined });
}

/** The newest message of each kind, for the messages tab (a visitor page: an expired login turns it logged-out). */
export function useLatestByKind() {
  const { token } = useSession();
  return useQuery({ ...messagingQueries.latest(useQueryLang()), enabled: token !== undefined });
}

/** One message, from the lists already loaded or looked for in the user's list. */
export function useMessage(id: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...messagingQueries.message(useQueryLang(), id ?? 0), enabled: id !== undefined && token !== undefined });
}

function markReadInCache(queryClient: QueryClient, request: TReadUserMessageRequest): void {
  const matches = (m: TUserMessage) => ('id' in request ? m.id === request.id : request.kind === undefined || m.kind === request.kind);
  queryClient.setQueriesData<MessagePages>({ queryKey: messagingKeys.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map((m) => (matches(m) ? { ...m, read: true } : m)) })) } : data,
  );
  queryClient.setQueriesData<TUserMessage | null>({ queryKey: messagingKeys.details }, (m) => (m && matches(m) ? { ...m, read: true } : m));
}

/** Marks one message, or all of them, as read; the lists and the badge follow at once. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TReadUserMessageRequest) => callApi(MESSAGING_API.read, request),
    onSuccess: (_result, request) => {
      markReadInCache(queryClient, request);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.latest });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
