import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MESSAGING_API } from './messaging-api.ts';

export const UNREAD_TOTAL_KEY = ['user', 'messages', 'unread'] as const;

/** How often the unread count is asked for while a tab page is open (no websocket yet). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The logged-in user's unread messages, in all and per kind (the messages tab badge). Asked in the background, so
 * an expired login only clears the session quietly; failures show no toast (the badge simply stays as it was).
 */
export function useUnreadTotal(active = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: UNREAD_TOTAL_KEY,
    queryFn: ({ signal }) => callApi(MESSAGING_API.unreadTotal, {}, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: active && token !== undefined,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 10_000,
    retry: false,
  });
}
