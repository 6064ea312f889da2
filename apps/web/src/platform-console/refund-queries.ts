import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import {
  queryStuckRefundsPath,
  retryStuckRefundPath,
  settleRefundOfflinePath,
  type queryStuckRefunds,
  type retryStuckRefund,
  type settleRefundOffline as settleCall,
} from '@mall/contract/payment/platform-refunds';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls about refunds stuck in a state, and their query keys: [root, what, parameters, language]. */
const listApi = endpointRef<typeof queryStuckRefunds>(queryStuckRefundsPath);
const retryApi = endpointRef<typeof retryStuckRefund>(retryStuckRefundPath);
const settleApi = endpointRef<typeof settleCall>(settleRefundOfflinePath);

/** The list's tabs: every stuck refund, or only the pending or the failed ones. */
export const REFUND_TABS = ['all', 'pending', 'failed'] as const;
export type RefundTab = (typeof REFUND_TABS)[number];

/** Every list of stuck refunds, whatever its tab and language: what a retry makes stale. */
export const refundListsKey = [CONSOLE_ROOT, 'refunds'] as const;

export function stuckRefundsQuery(tab: RefundTab, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...refundListsKey, { tab }, lang] as const,
    queryFn: ({ pageParam, signal }) =>
      consoleCall(listApi, { pageSize: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }), ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function retryRefund(refundId: number, lang: Lang) {
  return consoleCall(retryApi, { refundId }, { lang });
}

export function settleRefundOffline(refundId: number, note: string, lang: Lang) {
  return consoleCall(settleApi, { refundId, note }, { lang });
}

/** A refund's age in whole units: minutes under an hour, hours and minutes under a day, else days and hours. */
export function ageParts(seconds: number): { unit: 'minutes' | 'hours' | 'days'; d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return { unit: minutes < 60 ? 'minutes' : minutes < 1440 ? 'hours' : 'days', d, h, m };
}
