import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { path as answerPath, type answerComplaint } from '@mall/contract/complaint/answer-complaint';
import { path as closePath, type closeComplaint } from '@mall/contract/complaint/close-complaint';
import type { ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import { path as detailPath, type queryPlatformComplaint } from '@mall/contract/complaint/query-platform-complaint';
import { path as listPath, type queryPlatformComplaints } from '@mall/contract/complaint/query-platform-complaints';
import type { Lang } from '@mall/contract/platform/languages';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls about complaints, and their query keys: [root, what, parameters, language]. */
const listApi = endpointRef<typeof queryPlatformComplaints>(listPath);
const detailApi = endpointRef<typeof queryPlatformComplaint>(detailPath);
const answerApi = endpointRef<typeof answerComplaint>(answerPath);
const closeApi = endpointRef<typeof closeComplaint>(closePath);

/** Every list of complaints, whatever its status and language: what an answer makes stale. */
export const complaintListsKey = [CONSOLE_ROOT, 'complaints'] as const;
export const complaintKey = (complaintId: number) => [CONSOLE_ROOT, 'complaint', { complaintId }] as const;

export function complaintsQuery(status: ComplaintStatus, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...complaintListsKey, { status }, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { status, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function complaintQuery(complaintId: number, lang: Lang) {
  return queryOptions({
    queryKey: [...complaintKey(complaintId), lang] as const,
    queryFn: ({ signal }) => consoleCall(detailApi, { complaintId }, { lang, signal }),
  });
}

export function answer(complaintId: number, text: string, close: boolean, lang: Lang) {
  return consoleCall(answerApi, { complaintId, answer: text, close }, { lang });
}

export function close(complaintId: number, lang: Lang) {
  return consoleCall(closeApi, { complaintId }, { lang });
}
