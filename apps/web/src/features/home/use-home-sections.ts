import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { homeQueries } from './home-queries.ts';

/** The home page's sections above the fold: navigation tabs, banners, shortcuts, flash deals and the platform's blocks. */
export function useHomeSections() {
  const lang = useQueryLang();
  return {
    topnav: useQuery(homeQueries.topnav(lang)),
    banners: useQuery(homeQueries.banners(lang, 'home')),
    shortcuts: useQuery(homeQueries.shortcuts(lang)),
    deals: useQuery(homeQueries.deals(lang)),
    groups: useQuery(homeQueries.groups(lang)),
  };
}
