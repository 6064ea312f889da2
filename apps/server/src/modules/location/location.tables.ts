import { sql, type SQL } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';

/** A nation or region for addresses and phone numbers (a calling-code region, so Hong Kong is one too). */
export const nation = pgTable(
  'nation',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2. */
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    phoneCode: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('nation_code_key').on(t.code), index('nation_sort_idx').on(t.sort, t.id)],
);

/**
 * The words of an area's names in English, Chinese and Japanese, for the place search and its GIN index (the query
 * must use this very expression for the index to answer it). The `simple` configuration keeps every word as it is,
 * lower-cased, and a Chinese or Japanese name (written without spaces) as one word, so `'浦东':*` finds 浦东新区.
 */
export function areaNameVector(name: AnyPgColumn | SQL): SQL {
  return sql`to_tsvector('simple'::regconfig, (${name} ->> 'en') || ' ' || (${name} ->> 'zh') || ' ' || (${name} ->> 'ja'))`;
}

/**
 * The administrative areas of a nation as a tree: level 1 province / state / prefecture, 2 city, 3 district.
 * Coordinates (of the seat or centre) serve the location gazetteer; areas without them are still pickable.
 */
export const area = pgTable(
  'area',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nationId: integer()
      .notNull()
      .references(() => nation.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => area.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    /** The national administrative code where one exists (GB/T 2260, JIS X 0401/0402, USPS / FIPS). */
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    // Codes are unique within a nation; the seed tops up by them.
    uniqueIndex('area_nation_code_key').on(t.nationId, t.code),
    // The picker's two queries: the top level of a nation, and the children of an area (also "has children?").
    index('area_nation_top_idx').on(t.nationId, t.sort).where(sql`${t.parentId} is null`),
    index('area_parent_idx').on(t.parentId, t.sort),
    // The gazetteer's "nearest place" (location/query/reverse): `order by point(lng, lat) <-> point(:lng, :lat)`
    // walks areas nearest first in the index, as shop_location_idx does for shops.
    index('area_location_idx')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.lat} is not null and ${t.lng} is not null`),
    // The place search (location/query/geographic/search): word prefixes of the names in all three languages.
    index('area_name_search_idx').using('gin', areaNameVector(t.name)),
  ],
);
