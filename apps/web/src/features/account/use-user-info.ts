import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserInfoRequest } from '@mall/contract/account/update-user-info';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi, type CallOptions } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';
import { accountQueries } from './account-queries.ts';
import { rememberUser } from './stored-user.ts';

/** The logged-in user's fields, fresh from the server (and written back to the stored session). */
export function useUserInfo() {
  const { token } = useSession();
  return useQuery({ ...accountQueries.info(useQueryLang()), enabled: token !== undefined });
}

/** Changes some of the user's own fields; the stored session, the profile and the me tab follow. */
export function useUpdateUserInfo(options: Pick<CallOptions, 'autoShowError'> = {}) {
  const queryClient = useQueryClient();
  const lang = useQueryLang();
  return useMutation({
    mutationFn: (changes: TUpdateUserInfoRequest) => callApi(ACCOUNT_API.updateUserInfo, changes, options),
    onSuccess: (user) => {
      rememberUser(user);
      queryClient.setQueryData(accountQueries.info(lang).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
