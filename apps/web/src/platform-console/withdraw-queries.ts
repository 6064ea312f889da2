import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import {
  payPlatformWithdrawPath,
  queryPlatformWithdrawsPath,
  rejectPlatformWithdrawPath,
  type payPlatformWithdraw,
  type queryPlatformWithdraws,
  type rejectPlatformWithdraw,
} from '@mall/contract/wallet/platform-withdraws';
import type { TWithdrawState } from '@mall/contract/wallet/withdraw-fields';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls about withdrawals, and their query keys: [root, what, parameters, language]. */
const listApi = endpointRef<typeof queryPlatformWithdraws>(queryPlatformWithdrawsPath);
const payApi = endpointRef<typeof payPlatformWithdraw>(payPlatformWithdrawPath);
const rejectApi = endpointRef<typeof rejectPlatformWithdraw>(rejectPlatformWithdrawPath);

/** Every list of withdrawals, whatever its state and language: what a decision makes stale. */
export const withdrawListsKey = [CONSOLE_ROOT, 'withdrawals'] as const;

export function withdrawsQuery(state: TWithdrawState, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...withdrawListsKey, { state }, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { state, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function payWithdraw(withdrawId: number, lang: Lang) {
  return consoleCall(payApi, { withdrawId }, { lang });
}

export function rejectWithdraw(withdrawId: number, reason: string, lang: Lang) {
  return consoleCall(rejectApi, { withdrawId, reason }, { lang });
}
