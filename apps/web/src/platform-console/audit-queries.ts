import { infiniteQueryOptions } from '@tanstack/react-query';
import { path, type queryOperatorActions } from '@mall/contract/audit/query-operator-actions';
import type { Lang } from '@mall/contract/platform/languages';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

const listApi = endpointRef<typeof queryOperatorActions>(path);

/** The audit log, newest first, of everyone or of one subject (`withdrawId:12`). */
export function auditQuery(subject: string | undefined, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [CONSOLE_ROOT, 'audit', { subject: subject ?? null }, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { pageSize: PAGE_SIZE, ...(subject ? { subject } : {}), ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}
