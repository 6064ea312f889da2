import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddGoodsComplaintRequest } from '@mall/contract/complaint/add-goods-complaint';
import type { ComplaintStatus, TComplaintSubjectIds } from '@mall/contract/complaint/complaint-fields';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { COMPLAINT_API } from './complaint-api.ts';
import { complaintKeys, complaintQueries } from './complaint-queries.ts';

export function useComplaintTypes() {
  return useQuery(complaintQueries.types(useQueryLang()));
}

export function useHelpArticles(code?: string) {
  return useQuery(complaintQueries.articles(useQueryLang(), code));
}

export function useMyComplaints(status: ComplaintStatus | undefined) {
  const { token } = useSession();
  return useInfiniteQuery({ ...complaintQueries.list(useQueryLang(), status), enabled: token !== undefined });
}

export function useComplaint(complaintId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...complaintQueries.detail(useQueryLang(), complaintId ?? 0), enabled: complaintId !== undefined && token !== undefined });
}

export function useComplaintChoices(ids: TComplaintSubjectIds) {
  const { token } = useSession();
  return useInfiniteQuery({ ...complaintQueries.choices(useQueryLang(), ids), enabled: token !== undefined });
}

/** The subject the ids name (nothing asked while they name none). */
export function useComplaintSubject(ids: TComplaintSubjectIds) {
  const { token } = useSession();
  return useQuery({ ...complaintQueries.subject(useQueryLang(), ids), enabled: token !== undefined && Object.keys(ids).length > 0, retry: false });
}

/** Files a complaint (the caller keeps one request key per complaint it means, so a retry files nothing twice). */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  const lang = useQueryLang();
  return useMutation({
    mutationFn: (request: TAddGoodsComplaintRequest) => callApi(COMPLAINT_API.add, request, { lang, autoShowError: false }),
    onSuccess: (complaint) => {
      queryClient.setQueryData(complaintQueries.detail(lang, complaint.complaintId).queryKey, complaint);
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
      void queryClient.invalidateQueries({ queryKey: complaintKeys.choices });
    },
  });
}
