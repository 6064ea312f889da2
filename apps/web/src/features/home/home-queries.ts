import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/transport/call-api.ts';
import { HOME_API } from '../catalogue/home-api.ts';

/**
 * Catalogue texts come in the T-lang language, so every catalogue query key carries the language: switching it
 * fetches the page again in the new one instead of showing the old texts from the cache.
 */
export function useCatalogueLang(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}

/** Sections of pages show their own error and retry; a toast on top would say it twice. */
const quiet = { autoShowError: false } as const;

export const HOME_KEY = 'home';

export const homeQueries = {
  topnav: (lang: string) =>
    queryOptions({ queryKey: [HOME_KEY, lang, 'topnav'], queryFn: ({ signal }) => callApi(HOME_API.queryHomeTopnav, {}, { ...quiet, signal }) }),
  banners: (lang: string, position: 'home' | 'category' | 'activity') =>
    queryOptions({ queryKey: [HOME_KEY, lang, 'banners', position], queryFn: ({ signal }) => callApi(HOME_API.queryBanner, { position }, { ...quiet, signal }) }),
  shortcuts: (lang: string) =>
    queryOptions({ queryKey: [HOME_KEY, lang, 'shortcuts'], queryFn: ({ signal }) => callApi(HOME_API.queryHomeShortcut, { position: 'home' }, { ...quiet, signal }) }),
  deals: (lang: string) =>
    queryOptions({ queryKey: [HOME_KEY, lang, 'deals'], queryFn: ({ signal }) => callApi(HOME_API.queryLightningDeals, { limit: 10 }, { ...quiet, signal }) }),
  groups: (lang: string) =>
    queryOptions({ queryKey: [HOME_KEY, lang, 'groups'], queryFn: ({ signal }) => callApi(HOME_API.queryHomeGroup, {}, { ...quiet, signal }) }),
};
