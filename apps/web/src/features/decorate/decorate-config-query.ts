import { queryOptions } from '@tanstack/react-query';
import { path, type queryDecorateConfig } from '@mall/contract/decorate/query-decorate-config';
import { applyConfigDefaults } from '../../shared/session/preferences.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

const decorateConfigApi = endpointRef<typeof queryDecorateConfig>(path);

/** The mall's decoration config (name, default language and currency, theme); everything at launch waits for it. */
export const decorateConfigQuery = queryOptions({
  queryKey: ['decorate', 'config'],
  queryFn: async ({ signal }) => {
    // The launch screen shows its own error block; a toast on top of it would say the same thing twice.
    const config = await callApi(decorateConfigApi, {}, { signal, autoShowError: false });
    // Before any page asks the server for anything, so T-lang and T-currency already carry the mall's defaults.
    applyConfigDefaults({ lang: config.defaultLanguage, currency: config.defaultCurrency, currencySymbol: config.defaultCurrencySysmbol });
    return config;
  },
  staleTime: 5 * 60_000,
});
