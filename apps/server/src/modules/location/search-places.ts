import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { distanceM, EARTH_RADIUS_M } from '@mall/contract/location/distance';
import type { TSearchGeographicRequest, TSearchGeographicResponse } from '@mall/contract/location/search-geographic';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { area, areaNameVector } from './location.tables.ts';
import { placesOf } from './place-chain.ts';

const DEFAULT_LIMIT = 10;
/** A keyword of more words than this is pasted text; the rest would only narrow to nothing. */
const MAX_WORDS = 6;

/** The keyword's words, as the `simple` text-search configuration writes them: NFKC, lower case, split at anything not a letter or digit. */
export function keywordWords(keyword: string): string[] {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** A tsquery literal: every word as a quoted prefix ("new y" → `'new':* & 'y':*`); quoting keeps operators inert. */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');
}

/** Great-circle metres from a point, in SQL (spec 9's radius), for ordering the matches nearest first. */
function metresFrom(lat: number, lng: number): SQL<number> {
  return sql<number>`2 * ${EARTH_RADIUS_M} * asin(sqrt(least(1,
    power(sin(radians(${area.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${area.lat})) * power(sin(radians(${area.lng} - ${lng}) / 2), 2))))`;
}

/**
 * Places whose names (in any of the three languages) have a word starting with each word of the keyword; the GIN
 * index area_name_search_idx answers the match. With a point, nearest first (areas without coordinates last);
 * otherwise exact names first, then by level and the gazetteer's order. At most `limit` (10, up to 20).
 */
export async function searchPlaces(db: Db, request: TSearchGeographicRequest, lang: Lang): Promise<TSearchGeographicResponse> {
  const words = keywordWords(request.keyword);
  if (words.length === 0) return { list: [] };
  const limit = request.limit ?? DEFAULT_LIMIT;
  const keyword = request.keyword.trim().normalize('NFKC').toLowerCase();
  const matches = sql`${areaNameVector(area.name)} @@ to_tsquery('simple'::regconfig, ${prefixQuery(words)})`;
  const exact = sql`(lower(${area.name} ->> 'en') = ${keyword} or (${area.name} ->> 'zh') = ${keyword} or (${area.name} ->> 'ja') = ${keyword})`;
  const near = request.lat !== undefined && request.lng !== undefined ? { lat: request.lat, lng: request.lng } : undefined;
  const order = near
    ? [sql`${metresFrom(near.lat, near.lng)} asc nulls last`, asc(area.id)]
    : [desc(exact), asc(area.level), asc(area.nationId), asc(area.sort), asc(area.id)];
  const rows = await db
    .select({ id: area.id })
    .from(area)
    .where(matches)
    .orderBy(...order)
    .limit(limit);
  const places = await placesOf(db, rows.map((r) => r.id), lang);
  return {
    list: rows.flatMap((r) => {
      const place = places.get(r.id);
      if (!place) return [];
      return [{ ...place, distanceM: near ? distanceM(near, place) : null }];
    }),
  };
}
