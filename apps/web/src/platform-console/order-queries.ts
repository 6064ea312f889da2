import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  queryPlatformOrderPath,
  queryPlatformOrdersPath,
  type queryPlatformOrder,
  type queryPlatformOrders,
  type TQueryPlatformOrdersRequest,
} from '@mall/contract/order/platform-orders';
import type { Lang } from '@mall/contract/platform/languages';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

const listApi = endpointRef<typeof queryPlatformOrders>(queryPlatformOrdersPath);
const detailApi = endpointRef<typeof queryPlatformOrder>(queryPlatformOrderPath);

export type OrderFilter = Pick<TQueryPlatformOrdersRequest, 'orderNo' | 'accountId' | 'shopId' | 'status'>;

/** The marketplace's orders newest first, narrowed by the filter. */
export function ordersQuery(filter: OrderFilter, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [CONSOLE_ROOT, 'orders', filter, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { ...filter, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function orderQuery(orderId: number, lang: Lang) {
  return queryOptions({
    queryKey: [CONSOLE_ROOT, 'order', orderId, lang] as const,
    queryFn: ({ signal }) => consoleCall(detailApi, { orderId }, { lang, signal }),
    staleTime: 0,
  });
}
