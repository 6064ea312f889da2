import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '@mall/contract/merchant/application-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { formOf, type ApplicationDraft } from './application-draft.ts';
import { MERCHANT_API } from './merchant-api.ts';
import { merchantKeys, merchantQueries } from './merchant-queries.ts';

/** Whether the logged-in shopper applied to sell, and where it stands; idle for a visitor. */
export function useHasApplication() {
  const { token } = useSession();
  return useQuery({ ...merchantQueries.has(useQueryLang()), enabled: token !== undefined });
}

/** The shopper's application (1004 when there is none: the caller shows the way to apply). */
export function useApplicationDetails(enabled = true) {
  return useQuery({ ...merchantQueries.details(useQueryLang()), enabled, retry: false });
}

/** The shops the shopper now works for. */
export function useMerchantAccount(enabled = true) {
  return useQuery({ ...merchantQueries.useAccount(useQueryLang()), enabled });
}

/** Sends a new application (by its kind's call) or the edited one; the answers of the application refresh. */
export function useSendApplication(mode: 'apply' | 'edit') {
  const queryClient = useQueryClient();
  const lang = useQueryLang();
  return useMutation({
    mutationFn: (draft: ApplicationDraft): Promise<TApplication> => {
      const form = formOf(draft);
      if (mode === 'edit') return callApi(MERCHANT_API.edit, { ...form, kind: draft.kind }, { autoShowError: false });
      const call = draft.kind === 'enterprise' ? MERCHANT_API.applyEnterprise : draft.kind === 'individual_business' ? MERCHANT_API.applyIndividualBusiness : MERCHANT_API.applyIndividual;
      return callApi(call, form, { autoShowError: false });
    },
    onSuccess: (application) => {
      queryClient.setQueryData(merchantQueries.details(lang).queryKey, application);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.application });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
