import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUserInfo } from '@mall/contract/account/login-user';
import type { TUpdateUserInfoRequest } from '@mall/contract/account/update-user-info';
import { writeSession } from '../../shared/session/session-store.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi, type CallOptions } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';
import { USER_QUERY_ROOT } from './login-flow.ts';

export const USER_INFO_KEY = [USER_QUERY_ROOT, 'info'] as const;

function remember(user: TUserInfo): void {
  writeSession('userInfo', user);
  if (user.mobile) writeSession('mobile', user.mobile);
}

/** The logged-in user's fields, fresh from the server (and written back to the stored session). */
export function useUserInfo() {
  const { token } = useSession();
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: async ({ signal }) => {
      const user = await callApi(ACCOUNT_API.userInfo, {}, { signal, autoShowError: false });
      remember(user);
      return user;
    },
    enabled: token !== undefined,
    staleTime: 0,
  });
}

/** Changes some of the user's own fields; the stored session, the profile and the me tab follow. */
export function useUpdateUserInfo(options: Pick<CallOptions, 'autoShowError'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateUserInfoRequest) => callApi(ACCOUNT_API.updateUserInfo, changes, options),
    onSuccess: (user) => {
      remember(user);
      queryClient.setQueryData(USER_INFO_KEY, user);
      void queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'center'] });
    },
  });
}
