import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleOf, i18n } from '../shared/i18n/i18n.ts';
import { langOf } from '../shared/session/preferences.ts';
import { DisplayCurrencyContext } from '../shared/format/money-context.ts';
import { useDisplayCurrency } from '../features/decorate/use-display-currency.ts';
import { createQueryClient } from './query-client.ts';

function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const lang = langOf(active.language);
  // Until a language has loaded only the launch screens show, and they carry their own texts.
  const locale = lang && antdLocaleOf(lang);
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}

/** Every price on screen follows the mall's and the shopper's currency (shared/format/money-context). */
function CurrencyProvider({ children }: { children: ReactNode }) {
  return <DisplayCurrencyContext.Provider value={useDisplayCurrency()}>{children}</DisplayCurrencyContext.Provider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>
          <CurrencyProvider>{children}</CurrencyProvider>
        </LocaleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
