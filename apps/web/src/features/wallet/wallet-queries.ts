import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { WALLET_API } from './wallet-api.ts';

const PAGE_SIZE = 20;

export const walletKeys = {
  root: [...QUERY_ROOTS.user, 'wallet'] as const,
};

export const walletQueries = {
  /** The wallet's balance, frozen amount and entries, newest first, a keyset page at a time. */
  flow: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...walletKeys.root, 'flow', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(WALLET_API.flow, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};
