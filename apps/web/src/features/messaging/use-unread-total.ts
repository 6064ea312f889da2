import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { messagingQueries } from './messaging-queries.ts';

/** The logged-in user's unread messages (the messages tab badge), polled while `active`. */
export function useUnreadTotal(active = true) {
  const { token } = useSession();
  return useQuery({ ...messagingQueries.unreadTotal(useQueryLang()), enabled: active && token !== undefined });
}
