import type { TCurrency, TQueryDecorateConfigResponse } from '@mall/contract/decorate/query-decorate-config';
import { FALLBACK_CURRENCY_SYMBOL } from '../../shared/session/preferences.ts';

type CurrencyConfig = Pick<TQueryDecorateConfigResponse, 'currencies' | 'defaultCurrency' | 'defaultCurrencySysmbol'>;

/**
 * The currency prices are shown in: the shopper's stored choice (m_currency_identifier) if the mall offers it,
 * else the mall's default; the symbol is the stored m_currency_sysmbol, else the currency's, else the mall's,
 * else "$" (spec 3 and 9). Prices are held in the base currency; this only changes how they are shown.
 */
export function pickDisplayCurrency(config: CurrencyConfig, storedCode: string | undefined, storedSymbol: string | undefined): TCurrency {
  const offered = (code: string | undefined) => (code ? config.currencies.find((c) => c.code === code) : undefined);
  const currency = offered(storedCode) ?? offered(config.defaultCurrency);
  const symbol = storedSymbol || currency?.symbol || config.defaultCurrencySysmbol || FALLBACK_CURRENCY_SYMBOL;
  return currency ? { ...currency, symbol } : { code: config.defaultCurrency, symbol, rate: 1, decimals: 2 };
}
