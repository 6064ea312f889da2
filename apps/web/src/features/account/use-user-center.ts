import { useQuery } from '@tanstack/react-query';
import { writeSession } from '../../shared/session/session-store.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';
import { USER_QUERY_ROOT } from './login-flow.ts';

export const USER_CENTER_KEY = [USER_QUERY_ROOT, 'center'] as const;

/**
 * The me tab's summary of the logged-in user. The me tab is a visitor page too, so an expired login only turns it
 * into its logged-out state (quiet 1002) instead of sending the shopper to login; the stored user is kept current.
 */
export function useUserCenter() {
  const { token } = useSession();
  return useQuery({
    queryKey: USER_CENTER_KEY,
    queryFn: async ({ signal }) => {
      const center = await callApi(ACCOUNT_API.userCenter, {}, { signal, autoShowError: false, quietNotLoggedIn: true });
      writeSession('userInfo', center.userInfo);
      if (center.userInfo.mobile) writeSession('mobile', center.userInfo.mobile);
      return center;
    },
    enabled: token !== undefined,
    // The tab shows counts that change elsewhere (orders, messages): fetched each time it opens.
    staleTime: 0,
  });
}
