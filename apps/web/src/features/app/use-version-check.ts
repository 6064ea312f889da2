import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { path, type queryNewestVersion } from '@mall/contract/app/query-newest-version';
import { APP_VERSION_CODE, WEB_APP_TYPE } from '@mall/contract/platform/headers';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { decideUpdate } from './version-update.ts';

/** The package name the server publishes web versions under. */
export const WEB_PACKAGE_NAME = 'mall.web';

/**
 * The reload of a forced update fetches the newest build; if the server still reports a newer version afterwards
 * (the build was not deployed yet), reloading again would loop forever. Remembered per tab only.
 */
const RELOADED_FOR_KEY = 'm_update_reloaded_for';

const newestVersionApi = endpointRef<typeof queryNewestVersion>(path);

let prompted = false;

function reloadOnceFor(versionCode: number): void {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === String(versionCode)) return;
    sessionStorage.setItem(RELOADED_FOR_KEY, String(versionCode));
  } catch {
    // Without sessionStorage we cannot tell a loop from a first reload; not reloading is the safe side.
    return;
  }
  location.reload();
}

/** Spec 4: at launch, asks the server for the newest web version and updates (a reload, on the web) if needed. */
export function useVersionCheck(enabled: boolean): void {
  const { t } = useTranslation('shell');
  const { data } = useQuery({
    queryKey: ['app', 'newest-version', APP_VERSION_CODE],
    queryFn: ({ signal }) =>
      callApi(newestVersionApi, { platform: WEB_APP_TYPE, pkgName: WEB_PACKAGE_NAME, versionCode: APP_VERSION_CODE }, { signal, autoShowError: false }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (!data || prompted) return;
    const action = decideUpdate(APP_VERSION_CODE, data);
    if (action === 'none') return;
    prompted = true;
    if (action === 'force') {
      reloadOnceFor(data.versionCode);
      return;
    }
    void confirmDialog({
      title: t('update.title'),
      content: data.described.trim() || t('update.content'),
      confirmText: t('update.confirm'),
      cancelText: t('update.cancel'),
    }).then((update) => {
      if (update) location.reload();
    });
  }, [data, t]);
}
