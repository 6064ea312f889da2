import i18next from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { readRaw, writeRaw } from '../shared/session/local-store.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

/**
 * The console's texts: an i18next instance of its own (the shop's instance and namespaces stay the shop's), all three
 * languages bundled (a few KB; an operator switches freely). English is the reference: `ConsoleTextKey` is every
 * leaf of en.json, so a key that does not exist fails the type check, and locales.test.ts checks zh and ja match.
 */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ConsoleTextKey = Leaves<typeof en>;
export type ConsoleText = (key: ConsoleTextKey, values?: Record<string, string | number>) => string;

const NS = 'console';
/** The chosen language, kept apart from the shop's own choice (`m_lang_identifier`). */
const LANG_KEY = 'm_console_lang';

/** The `lang` of <html>, so the browser picks CJK fonts and line breaking; also the locale of dates. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };

/** The spec language named by a stored value or a browser tag ("zh-CN", "ja-JP"), if it is one. */
export function langOf(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

/** The language to start in: the operator's choice, else the browser's first language the console speaks, else English. */
export function initialLang(stored: string | undefined, browser: readonly string[]): Lang {
  return langOf(stored) ?? browser.map(langOf).find((l) => l !== undefined) ?? 'en';
}

export const consoleI18n = i18next.createInstance();

void consoleI18n.init({
  lng: initialLang(readRaw(LANG_KEY), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]),
  fallbackLng: false,
  ns: [NS],
  defaultNS: NS,
  resources: { en: { [NS]: en }, zh: { [NS]: zh }, ja: { [NS]: ja } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The shop's i18next types (shared/i18n/i18next-types.ts) describe its namespaces only; the console's keys are
// checked by ConsoleTextKey instead, so its `t` is called through this plain signature.
const translate = consoleI18n.t.bind(consoleI18n) as unknown as (key: string, options: Record<string, unknown>) => string;

export function currentLang(): Lang {
  return langOf(consoleI18n.language) ?? 'en';
}

/** The texts of one language. */
export function textOf(lang: Lang): ConsoleText {
  return (key, values) => translate(key, { ...values, lng: lang, ns: NS });
}

/** Shows the console in a language: its texts, <html lang> and the next calls' T-lang; remembered in this browser. */
export function setConsoleLang(lang: Lang): void {
  writeRaw(LANG_KEY, lang);
  void consoleI18n.changeLanguage(lang);
  showDocumentLang(lang);
}

/** <html lang> in the language shown (the console starts in one before any choice). */
export function showDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

function subscribe(listener: () => void): () => void {
  consoleI18n.on('languageChanged', listener);
  return () => consoleI18n.off('languageChanged', listener);
}

/** The console's language and its texts; components re-render when the operator switches. */
export function useConsoleText(): { lang: Lang; t: ConsoleText } {
  const lang = useSyncExternalStore(subscribe, currentLang, currentLang);
  return useMemo(() => ({ lang, t: textOf(lang) }), [lang]);
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A moment of the API (ISO 8601) as a date and time in the language's way of writing them. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

/** Minor units as the console shows money: two decimals, grouped as the console's language groups digits. */
export function moneyText(minor: number, lang: Lang): string {
  return new Intl.NumberFormat(HTML_LANG[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}
