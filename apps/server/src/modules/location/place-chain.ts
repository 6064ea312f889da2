import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPlace, TPlaceArea } from '@mall/contract/location/place';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from './location.tables.ts';

const parent = alias(area, 'parent_area');
const grand = alias(area, 'grand_area');


/**
 * The gazetteer's places of some areas, by id: each with its chain (areas are at most three levels deep, so one
 * query with two self-joins reads every chain) and its nation, named in `lang`. An area whose chain has no
 * coordinates at all is left out (it cannot be a place); ids that do not exist are left out too.
 */
export async function placesOf(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, TPlace>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      self: { id: area.id, level: area.level, code: area.code, name: area.name, lat: area.lat, lng: area.lng },
      parent: { id: parent.id, level: parent.level, code: parent.code, name: parent.name, lat: parent.lat, lng: parent.lng },
      grand: { id: grand.id, level: grand.level, code: grand.code, name: grand.name, lat: grand.lat, lng: grand.lng },
      nationId: nation.id,
      nationCode: nation.code,
      nationName: nation.name,
    })
    .from(area)
    .innerJoin(nation, eq(nation.id, area.nationId))
    .leftJoin(parent, eq(parent.id, area.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(inArray(area.id, [...new Set(ids)]));

  const places = new Map<number, TPlace>();
  for (const r of rows) {
    const chain: TPlaceArea[] = [r.grand, r.parent, r.self]
      .filter((a): a is NonNullable<typeof a> => a !== null)
      .map((a) => ({ id: a.id, level: a.level, code: a.code, name: textIn(a.name, lang), lat: a.lat, lng: a.lng }));
    // The area's own coordinates, else the nearest ancestor's (a district without them is where its city is).
    const located = [...chain].reverse().find((a) => a.lat !== null && a.lng !== null);
    if (!located) continue;
    const names: string[] = [];
    // "上海市 上海市 黄浦区" reads "上海市 黄浦区": municipalities repeat their name as the city.
    for (const a of chain) if (names.at(-1) !== a.name) names.push(a.name);
    places.set(r.self.id, {
      areaId: r.self.id,
      nationId: r.nationId,
      nationCode: r.nationCode,
      nationName: textIn(r.nationName, lang),
      level: r.self.level,
      name: textIn(r.self.name, lang),
      lat: located.lat!,
      lng: located.lng!,
      chain,
      text: names.join(lang === 'en' ? ', ' : ' '),
    });
  }
  return places;
}
