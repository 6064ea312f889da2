import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { activateLanguage } from './i18n.ts';

export const languageQueries = {
  /** A language's texts loaded and made the active language (the launch gate waits for it); kept for the visit. */
  texts: (lang: Lang) =>
    queryOptions({
      queryKey: ['language', lang],
      queryFn: () => activateLanguage(lang),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
