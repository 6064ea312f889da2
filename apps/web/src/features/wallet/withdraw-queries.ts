import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { walletKeys } from './wallet-queries.ts';
import { WITHDRAW_API } from './withdraw-api.ts';

const PAGE_SIZE = 20;

/** Under the wallet's key, so a withdrawal refreshes the wallet page too, and the wallet's changes this page. */
export const withdrawKeys = {
  root: [...walletKeys.root, 'withdraw'] as const,
};

export const withdrawQueries = {
  /** The balance, frozen amount, receive account, rules and the withdrawals newest first, a keyset page at a time. */
  list: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...withdrawKeys.root, 'list', lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(WITHDRAW_API.list, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};
