import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { SHARE_API } from './share-api.ts';

export const shareKeys = {
  invite: [...QUERY_ROOTS.user, 'invite-code'] as const,
};

export const shareQueries = {
  /** What a share code from the clipboard stands for (anyone may ask: the popup shows before a login). */
  code: (lang: Lang, code: string) =>
    queryOptions({
      queryKey: ['share', 'code', code, lang],
      queryFn: ({ signal }) => callApiForQuery(SHARE_API.shareCode, {}, { lang, signal, params: { code }, autoShowError: false }),
      staleTime: 60_000,
      retry: false,
    }),
  /** The caller's invite code and what it earned. */
  invite: (lang: Lang) =>
    queryOptions({
      queryKey: [...shareKeys.invite, lang],
      // On the me tab, where an expired login only turns the page to its logged-out state (quiet 1002).
      queryFn: ({ signal }) => callApiForQuery(SHARE_API.inviteCode, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true }),
    }),
};
