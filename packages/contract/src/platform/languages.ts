/** The spec's languages. Catalogue text and messages carry one variant per language. */
export const LANGUAGES = ['en', 'zh', 'ja'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export type Localized = Record<Lang, string>;

/** Reads a T-lang header or stored identifier ("zh", "zh-CN", "ja_JP", "en-US") into one of the spec's languages. */
export function toLang(value: string | undefined | null, fallback: Lang = DEFAULT_LANG): Lang {
  if (!value) return fallback;
  const base = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : fallback;
}
