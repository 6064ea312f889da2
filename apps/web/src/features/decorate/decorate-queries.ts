import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { path, type queryDecorateConfig } from '@mall/contract/decorate/query-decorate-config';
import { applyConfigDefaults, currentLang } from '../../shared/session/preferences.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import { takeInlineConfig } from './inline-config.ts';

const decorateConfigApi = endpointRef<typeof queryDecorateConfig>(path);

async function fetchConfig(signal: AbortSignal) {
  // The launch screen shows its own error block; a toast on top of it would say the same thing twice.
  const config = await callApi(decorateConfigApi, {}, { signal, autoShowError: false });
  // Before any page asks the server for anything, so T-lang and T-currency already carry the mall's defaults.
  applyConfigDefaults({ lang: config.defaultLanguage, currency: config.defaultCurrency, currencySymbol: config.defaultCurrencySysmbol });
  return config;
}

export const decorateQueries = {
  /**
   * The mall's decoration config (name, default language and currency, theme); the launch waits for it. Its key
   * carries the shopper's stored language choice, not the active language: with no choice stored, the language is
   * the mall's default, which only this answer tells (the call then asks again in it). The server answers its texts
   * (the mall name) in the T-lang language.
   */
  config: (storedLang: string | undefined) =>
    queryOptions({
      queryKey: ['decorate', 'config', storedLang ?? ''],
      queryFn: async ({ signal }) => {
        const inline = takeInlineConfig();
        // The page came with the config in the mall's default language: that is the one needed unless the shopper
        // chose another language.
        if (inline && (storedLang === undefined || storedLang === inline.defaultLanguage)) {
          applyConfigDefaults({ lang: inline.defaultLanguage, currency: inline.defaultCurrency, currencySymbol: inline.defaultCurrencySysmbol });
          return inline;
        }
        const asked = currentLang();
        const config = await fetchConfig(signal);
        // With no stored choice the mall's default language applies, which only this answer told us: ask again in it.
        return currentLang() === asked ? config : fetchConfig(signal);
      },
      staleTime: 5 * 60_000,
      // A later change of language keeps the app up with the old config until the new one is in.
      placeholderData: keepPreviousData,
    }),
};
