import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API, ADDRESS_API } from './account-api.ts';
import { rememberUser } from './stored-user.ts';

/** Key prefixes of the account's own queries, for invalidation. */
export const accountKeys = {
  info: [...QUERY_ROOTS.user, 'info'] as const,
  addresses: [...QUERY_ROOTS.user, 'addresses'] as const,
};

export const accountQueries = {
  /**
   * The me tab's summary of the logged-in user, keeping the stored user current. The me tab is a visitor page too, so
   * an expired login only turns it into its logged-out state (quiet 1002) instead of sending the shopper to login.
   */
  center: (lang: Lang) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.userCenter, lang],
      queryFn: async ({ signal }) => {
        const center = await callApiForQuery(ACCOUNT_API.userCenter, {}, { lang, signal, autoShowError: false, quietNotLoggedIn: true });
        rememberUser(center.userInfo);
        return center;
      },
      // The tab shows counts that change elsewhere (orders, messages): fetched each time it opens.
      staleTime: 0,
    }),
  /** The logged-in user's fields, fresh from the server (and written back to the stored session). */
  info: (lang: Lang) =>
    queryOptions({
      queryKey: [...accountKeys.info, lang],
      queryFn: async ({ signal }) => {
        const user = await callApiForQuery(ACCOUNT_API.userInfo, {}, { lang, signal, autoShowError: false });
        rememberUser(user);
        return user;
      },
      staleTime: 0,
    }),
  /** The user's addresses: the default first, then the newest (at most MAX_ADDRESSES). */
  addresses: (lang: Lang) =>
    queryOptions({
      queryKey: [...accountKeys.addresses, 'list', lang],
      queryFn: ({ signal }) => callApiForQuery(ADDRESS_API.list, {}, { lang, signal, autoShowError: false }),
    }),
  /** One address, to edit it. */
  address: (lang: Lang, id: number) =>
    queryOptions({
      queryKey: [...accountKeys.addresses, 'detail', id, lang],
      queryFn: ({ signal }) => callApiForQuery(ADDRESS_API.detail, { id }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
};
