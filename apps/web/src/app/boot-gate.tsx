import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../features/decorate/use-decorate-config.ts';
import { useVersionCheck } from '../features/app/use-version-check.ts';
import { showLanguage } from '../shared/i18n/i18n.ts';
import { languageQueries } from '../shared/i18n/language-queries.ts';
import { resolveLang } from '../shared/session/preferences.ts';
import { useSession } from '../shared/session/use-session.ts';
import { LoadError } from '../shared/ui/load-error.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';
import { tabOfPath } from './tab-paths.ts';
import { applyTheme, resolveTheme } from './theme.ts';

function BootSkeleton() {
  const tabbed = tabOfPath(location.pathname) !== undefined;
  return (
    <div className={tabbed ? 'mall-shell mall-shell--tabbed' : 'mall-shell'} data-page="boot">
      <PageSkeleton />
      {tabbed && <div className="mall-tab-bar" style={{ height: 60 }} />}
    </div>
  );
}

function BootError() {
  const { t } = useTranslation('shell');
  // The texts may not have arrived either (offline at first visit), hence the English defaults.
  return (
    <div data-page="boot-error">
      <LoadError
        title={t('boot.errorTitle', { defaultValue: "The mall couldn't load" })}
        description={t('boot.errorDescription', { defaultValue: 'Check your connection, then tap here to try again' })}
      />
    </div>
  );
}

/**
 * Launch: nothing of the app shows until the mall's config is known and its language is loaded, so the first
 * screen has the right name, language and theme; a skeleton stands in meanwhile, and an error block that reloads
 * if the config cannot be had.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const config = useDecorateConfig();
  const session = useSession();
  const lang = resolveLang(session.lang, config.data?.defaultLanguage, navigator.language);
  const language = useQuery({
    ...languageQueries.texts(lang),
    enabled: config.data !== undefined,
    // On a later switch of language the app stays up in the old one until the new texts are in.
    placeholderData: keepPreviousData,
  });

  const theme = config.data?.theme;
  const mallName = config.data?.mallName;
  useLayoutEffect(() => {
    if (theme !== undefined) applyTheme(resolveTheme(theme));
  }, [theme]);
  useEffect(() => {
    if (mallName) document.title = mallName;
  }, [mallName]);

  // The loaded language is the shown one, also when a switch comes back to a language loaded earlier in the visit.
  const loaded = language.data;
  useLayoutEffect(() => {
    if (loaded !== undefined) showLanguage(loaded);
  }, [loaded]);

  const ready = loaded !== undefined;
  // Once the app is up, so an answer that moves the user (1002, 1008) goes through the router.
  useVersionCheck(ready);

  if (config.data === undefined) return config.isError ? <BootError /> : <BootSkeleton />;
  if (language.data === undefined) return language.isError ? <BootError /> : <BootSkeleton />;
  return children;
}
