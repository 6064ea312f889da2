import type { Lang, Localized } from '@mall/contract/platform/languages';

/** Stored text in the caller's language, falling back to English where a variant is missing (jsonb is not checked). */
export function textIn(value: Localized, lang: Lang): string {
  return value[lang] ?? value.en ?? '';
}
