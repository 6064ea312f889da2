import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { path as defaultPath, type setDefaultAddress } from '@mall/contract/account/address-default';
import { path as deletePath, type deleteAddress } from '@mall/contract/account/address-delete';
import type { TAddress } from '@mall/contract/account/address-fields';
import { path as listPath, type queryAddresses } from '@mall/contract/account/address-query';
import { path as detailPath, type queryAddressDetail } from '@mall/contract/account/address-query-detail';
import { path as savePath, type saveAddress, type TSaveAddressRequest } from '@mall/contract/account/address-save';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import { USER_QUERY_ROOT } from './login-flow.ts';

const ADDRESS_API = {
  list: endpointRef<typeof queryAddresses>(listPath),
  detail: endpointRef<typeof queryAddressDetail>(detailPath),
  save: endpointRef<typeof saveAddress>(savePath),
  remove: endpointRef<typeof deleteAddress>(deletePath),
  setDefault: endpointRef<typeof setDefaultAddress>(defaultPath),
} as const;

export const ADDRESSES_KEY = [USER_QUERY_ROOT, 'addresses'] as const;

/** The user's addresses: the default first, then the newest (at most MAX_ADDRESSES). */
export function useAddresses() {
  const { token } = useSession();
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => callApi(ADDRESS_API.list, {}, { signal, autoShowError: false }),
    enabled: token !== undefined,
  });
}

/** One address, to edit it; taken from the list when that is loaded. */
export function useAddress(id: number | undefined) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useQuery({
    queryKey: [...ADDRESSES_KEY, 'detail', id],
    queryFn: ({ signal }) => callApi(ADDRESS_API.detail, { id: id! }, { signal, autoShowError: false }),
    initialData: () => queryClient.getQueryData<TAddress[]>(ADDRESSES_KEY)?.find((a) => a.id === id),
    enabled: id !== undefined && token !== undefined,
    staleTime: 0,
  });
}

function useAddressMutation<Vars, Result>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
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
