import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { locationQueries } from './location-queries.ts';

/** The nations (with their calling codes), named in the active language. */
export function useNations() {
  return useQuery(locationQueries.nations(useQueryLang()));
}

/** The top level of a nation's areas (provinces, states, prefectures); empty for a nation without areas. */
export function useTopAreas(nationId: number | undefined) {
  return useQuery({ ...locationQueries.areas(useQueryLang(), nationId ?? 0, null), enabled: nationId !== undefined });
}
