import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveAddressRequest } from '@mall/contract/account/address-save';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ADDRESS_API } from './account-api.ts';
import { accountKeys, accountQueries } from './account-queries.ts';

/** The user's addresses: the default first, then the newest (at most MAX_ADDRESSES). */
export function useAddresses() {
  const { token } = useSession();
  return useQuery({ ...accountQueries.addresses(useQueryLang()), enabled: token !== undefined });
}

/** One address, to edit it; taken from the list when that is loaded. */
export function useAddress(id: number | undefined) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const lang = useQueryLang();
  return useQuery({
    ...accountQueries.address(lang, id ?? 0),
    initialData: () => queryClient.getQueryData(accountQueries.addresses(lang).queryKey)?.find((a) => a.id === id),
    enabled: id !== undefined && token !== undefined,
  });
}

function useAddressMutation<Vars, Result>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

/** Adds an address, or edits one when the request has an id. Errors are the caller's to show (field by field). */
export function useSaveAddress() {
  return useAddressMutation((request: TSaveAddressRequest) => callApi(ADDRESS_API.save, request, { autoShowError: false }));
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => callApi(ADDRESS_API.remove, { id }));
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: number) => callApi(ADDRESS_API.setDefault, { id }));
}
