import { inArray } from 'drizzle-orm';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from './location.tables.ts';

/** The names of nations and areas by id, in every language; at most two primary-key lookups whatever the number of ids. */
export interface PlaceNames {
  nations: ReadonlyMap<number, Localized>;
  areas: ReadonlyMap<number, Localized>;
}

/** Where an address snapshot is: its nation and area ids. */
export type PlaceIds = Pick<TOrderAddress, 'nationId' | 'provinceId' | 'cityId' | 'districtId'>;

/**
 * The names already read, for the life of the process. Nations and areas are reference data that only the seed
 * writes, before the app serves, so a name once read stands; an order's page then needs no statement for its
 * address's names once its places have been seen.
 */
const known = { nations: new Map<number, Localized>(), areas: new Map<number, Localized>() };

/** The names of the nations and areas of some addresses (snapshots kept by orders and parcels). */
export async function placeNames(q: Db | Tx, places: readonly PlaceIds[]): Promise<PlaceNames> {
  const nationIds = [...new Set(places.map((p) => p.nationId))].filter((id) => !known.nations.has(id));
  const areaIds = [...new Set(places.flatMap((p) => [p.provinceId, p.cityId, p.districtId]))].filter((id): id is number => id != null && !known.areas.has(id));
  const [nations, areas] = await Promise.all([
    nationIds.length ? q.select({ id: nation.id, name: nation.name }).from(nation).where(inArray(nation.id, nationIds)) : [],
    areaIds.length ? q.select({ id: area.id, name: area.name }).from(area).where(inArray(area.id, areaIds)) : [],
  ]);
  for (const n of nations) known.nations.set(n.id, n.name);
  for (const a of areas) known.areas.set(a.id, a.name);
  return known;
}

/**
 * An address snapshot with the names of its nation and areas in `lang`, null for a level it has not (or one
 * removed since). The snapshot's own `areaText` stays in the language it was saved in.
 */
export function withPlaceNames<T extends PlaceIds>(address: T, names: PlaceNames, lang: Lang): T & { nationName: string | null; provinceName: string | null; cityName: string | null; districtName: string | null } {
  const named = (value: Localized | undefined) => (value ? textIn(value, lang) : null);
  const areaName = (id: number | null | undefined) => (id == null ? null : named(names.areas.get(id)));
  return {
    ...address,
    nationName: named(names.nations.get(address.nationId)),
    provinceName: areaName(address.provinceId),
    cityName: areaName(address.cityId),
    districtName: areaName(address.districtId),
  };
}
