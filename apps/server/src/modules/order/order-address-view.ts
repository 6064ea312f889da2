import { sql, type SQL } from 'drizzle-orm';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from '../location/location.tables.ts';
import { saleOrder } from './order.tables.ts';

/**
 * An order's address as the shopper's views show it: the snapshot taken at the commit, plus the names of its nation
 * and areas in the caller's language. The snapshot's `areaText` stays in the language the address was saved in
 * ("Beijing Chaoyang" on a zh page); the names come from the nation and area tables by the snapshot's ids, as
 * columns of the query that reads the order (primary-key lookups in the same query, never one query per order).
 *
 * Use: `...areaNameColumns` in the select, then `withAreaNames(address, row, lang)`.
 */

/** The localized name of the row of `table` whose id the snapshot holds under `key` (jsonb, so read as text and cast). */
const nameById = (table: typeof area | typeof nation, key: string): SQL<Localized | null> =>
  sql<Localized | null>`(select ${table.name} from ${table} where ${table.id} = (${saleOrder.address} ->> ${key})::int)`;

export const areaNameColumns = {
  nationName: nameById(nation, 'nationId'),
  provinceName: nameById(area, 'provinceId'),
  cityName: nameById(area, 'cityId'),
  districtName: nameById(area, 'districtId'),
};

export interface AreaNames {
  nationName: Localized | null;
  provinceName: Localized | null;
  cityName: Localized | null;
  districtName: Localized | null;
}

/** The snapshot with its nation and area names in `lang`; null for a level the address has not (or one removed since). */
export function withAreaNames(address: TOrderAddress, names: AreaNames, lang: Lang): TOrderAddress {
  const name = (value: Localized | null) => (value ? textIn(value, lang) : null);
  return {
    ...address,
    nationName: name(names.nationName),
    provinceName: name(names.provinceName),
    cityName: name(names.cityName),
    districtName: name(names.districtName),
  };
}
