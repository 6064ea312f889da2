import { useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { isLoggedIn, writeSession } from '../../shared/session/session-store.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';

/** Each language named in itself, as language menus do. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', zh: '中文', ja: '日本語' };

/**
 * Switching the language: m_lang_identifier is what the launch gate follows (it loads the texts, antd-mobile's
 * included, and asks the mall's config again); the user's server-side texts are fetched again in the new
 * language, and a logged-in user's choice is remembered by the server too.
 */
export function useChangeLanguage(): (lang: Lang) => void {
  const queryClient = useQueryClient();
  return (lang) => {
    writeSession('lang', lang);
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.user });
    if (isLoggedIn()) void callApi(ACCOUNT_API.updateUserInfo, { lang }, { autoShowError: false }).catch(() => undefined);
  };
}

/**
 * Switching the display currency (prices are held in the base currency; this changes how they are shown):
 * m_currency_identifier and m_currency_sysmbol, and the server's record of the user's choice.
 */
export function useChangeCurrency(): (currency: { code: string; symbol: string }) => Promise<void> {
  const queryClient = useQueryClient();
  return async ({ code, symbol }) => {
    if (isLoggedIn()) await callApi(ACCOUNT_API.updateUserInfo, { currency: code });
    writeSession('currency', code);
    writeSession('currencySymbol', symbol);
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.user });
  };
}
