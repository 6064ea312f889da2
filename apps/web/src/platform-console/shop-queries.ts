import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import {
  queryPlatformShopPath,
  queryPlatformShopsPath,
  reinstatePlatformShopPath,
  suspendPlatformShopPath,
  type queryPlatformShop,
  type queryPlatformShops,
  type reinstatePlatformShop,
  type suspendPlatformShop,
  type TQueryPlatformShopsRequest,
} from '@mall/contract/shop/platform-shops';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls about shops, and their query keys: [root, what, parameters, language]. */
const listApi = endpointRef<typeof queryPlatformShops>(queryPlatformShopsPath);
const detailApi = endpointRef<typeof queryPlatformShop>(queryPlatformShopPath);
const suspendApi = endpointRef<typeof suspendPlatformShop>(suspendPlatformShopPath);
const reinstateApi = endpointRef<typeof reinstatePlatformShop>(reinstatePlatformShopPath);

/** Every list and page of shops: what a suspension or reinstatement makes stale. */
export const shopsKey = [CONSOLE_ROOT, 'shops'] as const;

export type ShopFilter = Pick<TQueryPlatformShopsRequest, 'keyword' | 'status'>;

/** The marketplace's shops newest first, narrowed by the filter. */
export function shopsQuery(filter: ShopFilter, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...shopsKey, 'list', filter, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { ...filter, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function shopQuery(shopId: number, lang: Lang) {
  return queryOptions({
    queryKey: [...shopsKey, 'one', shopId, lang] as const,
    queryFn: ({ signal }) => consoleCall(detailApi, { shopId }, { lang, signal }),
    staleTime: 0,
  });
}

export function suspendShop(shopId: number, reason: string, lang: Lang) {
  return consoleCall(suspendApi, { shopId, reason }, { lang });
}

export function reinstateShop(shopId: number, lang: Lang) {
  return consoleCall(reinstateApi, { shopId }, { lang });
}
