import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { accountQueries } from './account-queries.ts';

/** The me tab's summary of the logged-in user (nothing is asked for visitors). */
export function useUserCenter() {
  const { token } = useSession();
  return useQuery({ ...accountQueries.center(useQueryLang()), enabled: token !== undefined });
}
