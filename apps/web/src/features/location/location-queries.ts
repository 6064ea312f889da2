import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { LOCATION_API } from './location-api.ts';

/** Nations and areas change rarely; each is kept per language for the visit. */
const LONG_STALE = 30 * 60_000;
const quiet = { autoShowError: false } as const;

export const locationQueries = {
  /** The nations (with their calling codes), named in the language. */
  nations: (lang: Lang) =>
    queryOptions({
      queryKey: ['location', 'nations', lang],
      queryFn: ({ signal }) => callApiForQuery(LOCATION_API.nations, {}, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
  /** The areas directly below a parent (the top level without one) of a nation. */
  areas: (lang: Lang, nationId: number, parentId: number | null) =>
    queryOptions({
      queryKey: ['location', 'areas', nationId, parentId ?? 0, lang],
      queryFn: ({ signal }) => callApiForQuery(LOCATION_API.areas, { nationId, parentId }, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
  /** The gazetteer's place nearest to a point (rounded to ~10 m in the key, so a jittery position asks once). */
  reverse: (lang: Lang, lat: number, lng: number) =>
    queryOptions({
      queryKey: ['location', 'reverse', lat.toFixed(4), lng.toFixed(4), lang],
      queryFn: ({ signal }) => callApiForQuery(LOCATION_API.reverse, { lat, lng }, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
  /** Places named like the keyword, nearest to `near` first when given. */
  search: (lang: Lang, keyword: string, near: { lat: number; lng: number } | undefined) =>
    queryOptions({
      queryKey: ['location', 'search', keyword, near ? `${near.lat.toFixed(4)},${near.lng.toFixed(4)}` : '', lang],
      queryFn: ({ signal }) =>
        callApiForQuery(LOCATION_API.search, { keyword, limit: 20, ...(near ? { lat: near.lat, lng: near.lng } : {}) }, { ...quiet, lang, signal }),
      staleTime: LONG_STALE,
    }),
};
