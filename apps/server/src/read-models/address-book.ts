import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import { builtOnce, type Db, type Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { address } from '../modules/account/address.tables.ts';
import { area, nation } from '../modules/location/location.tables.ts';

/**
 * Read model: shoppers' addresses (account) with the names of their nation and areas (location), as every page
 * shows them: the address book, the checkout, the cart's and the goods page's delivery fees. One joined query.
 */

const province = alias(area, 'province');
const city = alias(area, 'city');
const district = alias(area, 'district');

const columns = {
  a: address,
  nationCode: nation.code,
  nationName: nation.name,
  provinceName: province.name,
  cityName: city.name,
  districtName: district.name,
};

type Row = { a: typeof address.$inferSelect; nationCode: string; nationName: Localized; provinceName: Localized | null; cityName: Localized | null; districtName: Localized | null };

function joined(q: Db | Tx) {
  return q
    .select(columns)
    .from(address)
    .innerJoin(nation, eq(nation.id, address.nationId))
    .leftJoin(province, eq(province.id, address.provinceId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(district, eq(district.id, address.districtId));
}

function toAddress({ a, ...r }: Row, lang: Lang): TAddress {
  const name = (n: Localized | null) => (n ? textIn(n, lang) : null);
  return {
    id: a.id,
    receiverName: a.receiverName,
    phoneCode: a.phoneCode,
    mobile: a.mobile,
    nationId: a.nationId,
    nationCode: r.nationCode,
    nationName: textIn(r.nationName, lang),
    provinceId: a.provinceId,
    provinceName: name(r.provinceName),
    cityId: a.cityId,
    cityName: name(r.cityName),
    districtId: a.districtId,
    districtName: name(r.districtName),
    areaText: a.areaText,
    detail: a.detail,
    postcode: a.postcode,
    isDefault: a.isDefault,
    lat: a.lat,
    lng: a.lng,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** Addresses matching `where`, the default first, then the newest. */
export async function readAddresses(q: Db | Tx, lang: Lang, where: SQL | undefined): Promise<TAddress[]> {
  const rows = await joined(q).where(where).orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id));
  return rows.map((r) => toAddress(r, lang));
}

/** A shopper's addresses, the default first (the address book's order). */
export const readAddressBook = (q: Db | Tx, accountId: number, lang: Lang) => readAddresses(q, lang, eq(address.accountId, accountId));

/** One of a shopper's addresses; undefined for another shopper's or an unknown id. */
export async function readOwnAddress(q: Db | Tx, accountId: number, id: number, lang: Lang): Promise<TAddress | undefined> {
  const [found] = await readAddresses(q, lang, and(eq(address.accountId, accountId), eq(address.id, id)));
  return found;
}

/** An address as the checkout shows it, and as an order keeps it. */
export interface CheckoutAddress {
  view: TAddress;
  snapshot: TOrderAddress;
}

/** The checkout's reads of an address, the default one or one chosen: named statements built once. */
const defaultAddress = builtOnce((q) =>
  joined(q)
    .where(and(eq(address.accountId, sql.placeholder('accountId')), eq(address.isDefault, true)))
    .limit(1)
    .prepare('checkout_default_address'),
);
const chosenAddress = builtOnce((q) =>
  joined(q)
    .where(and(eq(address.accountId, sql.placeholder('accountId')), eq(address.id, sql.placeholder('addressId'))))
    .limit(1)
    .prepare('checkout_address'),
);

/** One of the shopper's addresses, or their default one when `addressId` is null; null when there is none. The checkout's read. */
export async function readCheckoutAddress(q: Db | Tx, accountId: number, addressId: number | null, lang: Lang): Promise<CheckoutAddress | null> {
  const [row] = await (addressId === null ? defaultAddress(q).execute({ accountId }) : chosenAddress(q).execute({ accountId, addressId }));
  if (!row) return null;
  const { a } = row;
  return {
    view: toAddress(row, lang),
    snapshot: {
      addressId: a.id,
      receiverName: a.receiverName,
      phoneCode: a.phoneCode,
      mobile: a.mobile,
      nationId: a.nationId,
      provinceId: a.provinceId,
      cityId: a.cityId,
      districtId: a.districtId,
      areaText: a.areaText,
      detail: a.detail,
      postcode: a.postcode,
      lat: a.lat,
      lng: a.lng,
    },
  };
}

/** The areas of a shopper's default address, province to district, with their names and centres; empty without one. */
export async function readDefaultAddressAreas(db: Db, accountId: number) {
  const [row] = await db
    .select({
      p: { lat: province.lat, lng: province.lng, name: province.name },
      c: { lat: city.lat, lng: city.lng, name: city.name },
      d: { lat: district.lat, lng: district.lng, name: district.name },
    })
    .from(address)
    .leftJoin(province, eq(province.id, address.provinceId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(district, eq(district.id, address.districtId))
    .where(and(eq(address.accountId, accountId), eq(address.isDefault, true)));
  return row ? [row.p, row.c, row.d] : [];
}

/** Where one of a shopper's addresses is, with the names of its nation and areas; undefined for another shopper's. */
export async function readAddressArea(db: Db, accountId: number, addressId: number) {
  const [row] = await db
    .select({
      nationId: address.nationId,
      provinceId: address.provinceId,
      cityId: address.cityId,
      districtId: address.districtId,
      nationName: nation.name,
      provinceName: province.name,
      cityName: city.name,
      districtName: district.name,
    })
    .from(address)
    .innerJoin(nation, eq(nation.id, address.nationId))
    .leftJoin(province, eq(province.id, address.provinceId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(district, eq(district.id, address.districtId))
    .where(and(eq(address.accountId, accountId), eq(address.id, addressId)));
  return row;
}
