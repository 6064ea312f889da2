import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import { textIn } from '../../platform/localized.ts';
import { area } from '../resource/nation.tables.ts';
import { saleOrder } from './order.tables.ts';

/**
 * An order's address as the shopper's views show it: the snapshot taken at the commit, plus the names of its areas
 * in the caller's language. The snapshot's `areaText` stays in the language the address was saved in ("Beijing
 * Chaoyang" on a zh page); the names come from the area table by the snapshot's ids, joined into the query that
 * reads the order (three primary-key lookups in the same query, never one query per order).
 *
 * Use: `.leftJoin(orderProvince, onOrderArea('provinceId'))` (and city, district) with
 * `areaNameColumns` in the select, then `withAreaNames(address, row, lang)`.
 */

export const orderProvince = alias(area, 'order_province');
export const orderCity = alias(area, 'order_city');
export const orderDistrict = alias(area, 'order_district');

const LEVELS = { provinceId: orderProvince, cityId: orderCity, districtId: orderDistrict };

/** The join of a level's alias on the snapshot's area id of that level (jsonb, so read as text and cast). */
export const onOrderArea = (key: keyof typeof LEVELS) => eq(LEVELS[key].id, sql<number>`(${saleOrder.address} ->> ${key})::int`);

export const areaNameColumns = {
  provinceName: orderProvince.name,
  cityName: orderCity.name,
  districtName: orderDistrict.name,
};

export interface AreaNames {
  provinceName: Localized | null;
  cityName: Localized | null;
  districtName: Localized | null;
}

/** The snapshot with its area names in `lang`; null for a level the address has not (or an area removed since). */
export function withAreaNames(address: TOrderAddress, names: AreaNames, lang: Lang): TOrderAddress {
  const name = (value: Localized | null) => (value ? textIn(value, lang) : null);
  return { ...address, provinceName: name(names.provinceName), cityName: name(names.cityName), districtName: name(names.districtName) };
}
