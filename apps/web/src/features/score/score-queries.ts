import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { SCORE_API } from './score-api.ts';

const PAGE_SIZE = 20;

export const scoreKeys = {
  root: [...QUERY_ROOTS.user, 'score'] as const,
  /** What is the same for everyone: the score goods and the rules. */
  public: ['score'] as const,
};

export const scoreQueries = {
  /** The shopper's points and what expires soonest. */
  balance: (lang: Lang) =>
    queryOptions({
      queryKey: [...scoreKeys.root, 'balance', lang],
      queryFn: ({ signal }) => callApiForQuery(SCORE_API.balance, {}, { lang, signal, autoShowError: false }),
    }),
  /** The points' movements, newest first, a keyset page at a time. */
  flow: (lang: Lang) =>
    infiniteQueryOptions({
      queryKey: [...scoreKeys.root, 'flow', lang],
      queryFn: ({ pageParam, signal }) => callApiForQuery(SCORE_API.flow, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** The shopper's exchanges of points for goods, newest first, with where each goes. */
  exchanges: (lang: Lang) =>
    queryOptions({
      queryKey: [...scoreKeys.root, 'exchanges', lang],
      queryFn: ({ signal }) => callApiForQuery(SCORE_API.exchanges, { pageSize: PAGE_SIZE }, { lang, signal, autoShowError: false }),
    }),
  /** Goods that can be taken for points (the same for everyone). */
  goods: (lang: Lang) =>
    queryOptions({
      queryKey: [...scoreKeys.public, 'goods', lang],
      queryFn: ({ signal }) => callApiForQuery(SCORE_API.goods, { pageSize: 10 }, { lang, signal, autoShowError: false }),
    }),
  /** The public rules (the same for everyone). */
  rules: (lang: Lang) =>
    queryOptions({
      queryKey: [...scoreKeys.public, 'rules', lang],
      queryFn: ({ signal }) => callApiForQuery(SCORE_API.rules, {}, { lang, signal, autoShowError: false }),
      staleTime: 60 * 60_000,
    }),
};
