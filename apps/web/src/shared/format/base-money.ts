import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES as LANGS, type Lang } from '@mall/contract/platform/languages';

const LOCALES: Record<Lang, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };

/**
 * An amount in the platform's base currency, as a merchant set it: the consoles show what the merchant typed, not the
 * shopper's display currency (which converts). Plain decimals until the base currency is known.
 */
export function formatBaseMoney(minor: number, currency: string | undefined, lang: Lang): string {
  if (!currency) return (minor / 100).toFixed(2);
  try {
    return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** A price range "¥59.00 – ¥69.00", or one price. */
export function formatBaseRange(min: number, max: number, currency: string | undefined, lang: Lang): string {
  return min === max ? formatBaseMoney(min, currency, lang) : `${formatBaseMoney(min, currency, lang)} – ${formatBaseMoney(max, currency, lang)}`;
}

/** The base currency's name in the shown language ("Chinese Yuan", "人民币"), or its code; empty until known. */
export function baseCurrencyName(currency: string | undefined, lang: Lang): string {
  if (!currency) return '';
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** The platform's base currency code for what is below (the merchant console's pages give it), if known. */
export const BaseCurrencyContext = createContext<string | undefined>(undefined);

/** A formatter of base-currency minor units in the base currency, in the page's language. */
export function useFormatBaseMoney(): (minor: number) => string {
  const currency = useContext(BaseCurrencyContext);
  const { i18n } = useTranslation();
  const lang = (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'en';
  return useCallback((minor: number) => formatBaseMoney(minor, currency, lang), [currency, lang]);
}
