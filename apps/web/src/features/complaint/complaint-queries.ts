import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ComplaintStatus, TComplaintSubjectIds } from '@mall/contract/complaint/complaint-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { nextPageNum } from '../../shared/query/next-page.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { COMPLAINT_API } from './complaint-api.ts';

export const COMPLAINT_PAGE_SIZE = 20;
export const CHOICES_PAGE_SIZE = 10;

/** Key prefixes of the complaint queries: the shopper's own under `user` (dropped at login and logout). */
export const complaintKeys = {
  mine: [...QUERY_ROOTS.user, 'complaints'] as const,
  lists: [...QUERY_ROOTS.user, 'complaints', 'list'] as const,
  details: [...QUERY_ROOTS.user, 'complaints', 'detail'] as const,
  choices: [...QUERY_ROOTS.user, 'complaints', 'choices'] as const,
  /** What is the same for everyone: the types and the help articles. */
  help: ['complaint'] as const,
};

export const complaintQueries = {
  /** The complaint types (a dictionary: it changes seldom). */
  types: (lang: Lang) =>
    queryOptions({
      queryKey: [...complaintKeys.help, 'types', lang],
      queryFn: ({ signal }) => callApiForQuery(COMPLAINT_API.types, {}, { lang, signal, autoShowError: false }),
      staleTime: 10 * 60_000,
    }),
  /** Every help article (they are few and short), or one by its code. */
  articles: (lang: Lang, code?: string) =>
    queryOptions({
      queryKey: [...complaintKeys.help, 'articles', { code: code ?? null }, lang],
      queryFn: ({ signal }) => callApiForQuery(COMPLAINT_API.articles, code ? { code } : {}, { lang, signal, autoShowError: false }),
      staleTime: 10 * 60_000,
    }),
  /** The shopper's complaints (of one status, or all), newest first, a page at a time. */
  list: (lang: Lang, status: ComplaintStatus | undefined) =>
    infiniteQueryOptions({
      queryKey: [...complaintKeys.lists, { status: status ?? null }, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(COMPLAINT_API.list, { pageNum: pageParam, pageSize: COMPLAINT_PAGE_SIZE, ...(status ? { status } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
      // The platform answers while the shopper looks elsewhere: every visit asks again.
      staleTime: 0,
    }),
  detail: (lang: Lang, complaintId: number) =>
    queryOptions({
      queryKey: [...complaintKeys.details, { complaintId }, lang],
      queryFn: ({ signal }) => callApiForQuery(COMPLAINT_API.detail, { complaintId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
  /** What the shopper may complain about, and the subject the page was opened with. */
  choices: (lang: Lang, ids: TComplaintSubjectIds) =>
    infiniteQueryOptions({
      queryKey: [...complaintKeys.choices, ids, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(COMPLAINT_API.choices, { pageNum: pageParam, pageSize: CHOICES_PAGE_SIZE, ...ids }, { lang, signal, autoShowError: false }),
      initialPageParam: 1,
      getNextPageParam: nextPageNum,
    }),
  /** The subject some ids name, with its facts (1004 when it is not the shopper's to complain about). */
  subject: (lang: Lang, ids: TComplaintSubjectIds) =>
    queryOptions({
      queryKey: [...complaintKeys.choices, 'subject', ids, lang],
      queryFn: async ({ signal }) => (await callApiForQuery(COMPLAINT_API.choices, { pageNum: 1, pageSize: 1, ...ids }, { lang, signal, autoShowError: false })).picked,
    }),
};
