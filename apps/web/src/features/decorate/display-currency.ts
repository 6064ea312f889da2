import type { TCurrency, TQueryDecorateConfigResponse } from '@mall/contract/decorate/query-decorate-config';
import { FALLBACK_CURRENCY_SYMBOL } from '../../shared/session/preferences.ts';

type CurrencyConfig = Pick<TQueryDecorateConfigResponse, 'currencies' | 'defaultCurrency' | 'defaultCurrencySysmbol'>;

/**
 * How a currency is marked in a language, as that language's readers expect it and never ambiguous: the yuan is
 * "¥" in Chinese but "CN¥" in English and "元" in Japanese (where "¥" is the yen); the dollar is "$" in English
 * and "US$" in Chinese. From the browser's own locale data (CLDR); undefined when it does not know the code.
 */
export function localCurrencySymbol(code: string, lang: string): string | undefined {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: code }).formatToParts(0).find((p) => p.type === 'currency')?.value;
  } catch {
    return undefined;
  }
}

/** A currency's name in a language ("Chinese Yuan", "人民币", "中国人民元"); undefined when the browser does not know it. */
export function localCurrencyName(code: string, lang: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(code);
    // An unknown code comes back as itself.
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A currency as the settings name it, one clear label: its name and the mark prices carry ("Chinese Yuan (CN¥)",
 * "人民币（¥）"); the name alone when it already holds the mark ("中国人民元", whose prices show 元); the code
 * and the mark when the browser does not know the name. `named` puts name and mark together in the language.
 */
export function currencyLabel(currency: Pick<TCurrency, 'code' | 'symbol'>, lang: string, named: (name: string, symbol: string) => string): string {
  const name = localCurrencyName(currency.code, lang);
  if (!name) return named(currency.code, currency.symbol);
  return name.includes(currency.symbol) ? name : named(name, currency.symbol);
}

/**
 * The currency prices are shown in: the shopper's stored choice (m_currency_identifier) if the mall offers it,
 * else the mall's default. Its symbol is the one of the shopper's language (localCurrencySymbol), else the stored
 * m_currency_sysmbol, else the currency's, else the mall's, else "$" (spec 3 and 9). Prices are held in the base
 * currency; this only changes how they are shown.
 */
export function pickDisplayCurrency(config: CurrencyConfig, storedCode: string | undefined, storedSymbol: string | undefined, lang?: string): TCurrency {
  const offered = (code: string | undefined) => (code ? config.currencies.find((c) => c.code === code) : undefined);
  const currency = offered(storedCode) ?? offered(config.defaultCurrency);
  const code = currency?.code ?? config.defaultCurrency;
  const symbol = (lang ? localCurrencySymbol(code, lang) : undefined) || storedSymbol || currency?.symbol || config.defaultCurrencySysmbol || FALLBACK_CURRENCY_SYMBOL;
  return currency ? { ...currency, symbol } : { code: config.defaultCurrency, symbol, rate: 1, decimals: 2 };
}
