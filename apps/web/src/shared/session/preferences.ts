import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { readSession } from './session-store.ts';

/** Spec 9: the currency symbol when neither the shopper nor the server chose one. */
export const FALLBACK_CURRENCY_SYMBOL = '$';

export interface ConfigDefaults {
  lang: Lang;
  currency: string;
  currencySymbol: string;
}

let configDefaults: ConfigDefaults | undefined;

/** The server's decoration config supplies the defaults for whatever the shopper has not chosen. */
export function applyConfigDefaults(defaults: ConfigDefaults): void {
  configDefaults = defaults;
}

/** The spec language named by a stored identifier or browser tag ("zh", "zh-CN", "ja_JP"), if it is one. */
export function langOf(value: string | undefined): Lang | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

/**
 * The language to show: the shopper's stored choice, else the mall's default; before the config has arrived,
 * the browser's language stands in (only the loading and error screens are shown then).
 */
export function resolveLang(stored: string | undefined, configLang: Lang | undefined, browser: string | undefined): Lang {
  return langOf(stored) ?? configLang ?? langOf(browser) ?? 'en';
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

export function currentLang(): Lang {
  return resolveLang(readSession('lang'), configDefaults?.lang, browserLanguage());
}

export function currentCurrency(): string {
  return readSession('currency') ?? configDefaults?.currency ?? '';
}

export function currentCurrencySymbol(): string {
  return readSession('currencySymbol') ?? configDefaults?.currencySymbol ?? FALLBACK_CURRENCY_SYMBOL;
}
