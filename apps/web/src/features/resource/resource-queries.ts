import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { RESOURCE_API } from './resource-api.ts';

/** Agreements change rarely; each is kept per language for the visit. */
const LONG_STALE = 30 * 60_000;
const quiet = { autoShowError: false } as const;

export const resourceQueries = {
  /** The platform's agreements (titles and versions). */
  agreements: (lang: Lang) =>
    queryOptions({
      queryKey: ['resource', 'agreements', lang],
      queryFn: ({ signal }) => callApiForQuery(RESOURCE_API.agreements, {}, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
  /** One agreement with its text. */
  agreement: (lang: Lang, code: string) =>
    queryOptions({
      queryKey: ['resource', 'agreement', code, lang],
      queryFn: ({ signal }) => callApiForQuery(RESOURCE_API.agreement, { code }, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
};
