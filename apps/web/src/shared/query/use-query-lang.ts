import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contract/platform/languages';
import { currentLang, langOf } from '../session/preferences.ts';

/**
 * The language queries are asked in and cached under: the one the app shows. A query passes it to its factory, which
 * puts it in the key and sends it as T-lang, so a language switch asks again instead of showing the old texts, and a
 * call never files an answer in one language under another's key.
 */
export function useQueryLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language) ?? currentLang();
}
