import { queryOptions } from '@tanstack/react-query';
import { path, type queryNewestVersion } from '@mall/contract/app/query-newest-version';
import { APP_VERSION_CODE, WEB_APP_TYPE } from '@mall/contract/platform/headers';
import type { Lang } from '@mall/contract/platform/languages';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The package name the server publishes web versions under. */
export const WEB_PACKAGE_NAME = 'mall.web';

const newestVersionApi = endpointRef<typeof queryNewestVersion>(path);

export const appQueries = {
  /** The newest web version against this build's (its notes in the caller's language); asked once a visit. */
  newestVersion: (lang: Lang) =>
    queryOptions({
      queryKey: ['app', 'newest-version', APP_VERSION_CODE, lang],
      queryFn: ({ signal }) =>
        callApiForQuery(newestVersionApi, { platform: WEB_APP_TYPE, pkgName: WEB_PACKAGE_NAME, versionCode: APP_VERSION_CODE }, { lang, signal, autoShowError: false }),
      staleTime: Infinity,
      retry: false,
    }),
};
