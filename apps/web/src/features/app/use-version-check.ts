import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_CODE } from '@mall/contract/platform/headers';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { appQueries } from './app-queries.ts';
import { decideUpdate } from './version-update.ts';

/**
 * The reload of a forced update fetches the newest build; if the server still reports a newer version afterwards
 * (the build was not deployed yet), reloading again would loop forever. Remembered per tab only.
 */
const RELOADED_FOR_KEY = 'm_update_reloaded_for';

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
  const lang = useQueryLang();
  const { data } = useQuery({ ...appQueries.newestVersion(lang), enabled });

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
