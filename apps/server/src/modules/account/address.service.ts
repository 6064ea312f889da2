import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_ADDRESSES, type TAddress } from '@mall/contract/account/address-fields';
import type { TDeleteAddressResponse } from '@mall/contract/account/address-delete';
import type { TSaveAddressRequest } from '@mall/contract/account/address-save';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from '../location/location.tables.ts';
import { account } from './account.tables.ts';
import { address } from './address.tables.ts';
import { resolveRegion } from './address-region.ts';
import { normalizeMobile } from './auth.service.ts';

const province = alias(area, 'province');
const city = alias(area, 'city');
const district = alias(area, 'district');

/** Addresses with their nation and area names, in one joined query. */
async function selectAddresses(db: Db | Tx, lang: Lang, where: SQL | undefined): Promise<TAddress[]> {
  const rows = await db
    .select({
      a: address,
      nationCode: nation.code,
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
    .where(where)
    .orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id));
  return rows.map(({ a, ...r }) => ({
    id: a.id,
    receiverName: a.receiverName,
    phoneCode: a.phoneCode,
    mobile: a.mobile,
    nationId: a.nationId,
    nationCode: r.nationCode,
    nationName: textIn(r.nationName, lang),
    provinceId: a.provinceId,
    provinceName: r.provinceName && textIn(r.provinceName, lang),
    cityId: a.cityId,
    cityName: r.cityName && textIn(r.cityName, lang),
    districtId: a.districtId,
    districtName: r.districtName && textIn(r.districtName, lang),
    areaText: a.areaText,
    detail: a.detail,
    postcode: a.postcode,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
}

const own = (accountId: number, id: number) => and(eq(address.accountId, accountId), eq(address.id, id));

async function readOwn(db: Db | Tx, accountId: number, id: number, lang: Lang): Promise<TAddress> {
  const [found] = await selectAddresses(db, lang, own(accountId, id));
  if (!found) throw notFound();
  return found;
}

/**
 * Address writes of one account take turns (a lock on the account row), so the 30-address limit, "the first is
 * the default" and moving the default hold under concurrent calls; the partial unique index is the last guard.
 */
async function lockAddressBook(tx: Tx, accountId: number): Promise<void> {
  const [row] = await tx.select({ id: account.id }).from(account).where(eq(account.id, accountId)).for('no key update');
  if (!row) throw notFound();
}

/** Two statements, not one: a unique index is checked row by row, so both defaults must never coexist mid-update. */
async function moveDefault(tx: Tx, accountId: number, id: number): Promise<void> {
  await tx
    .update(address)
    .set({ isDefault: false })
    .where(and(eq(address.accountId, accountId), eq(address.isDefault, true), ne(address.id, id)));
  await tx.update(address).set({ isDefault: true }).where(own(accountId, id));
}

/** The caller's addresses: the default first, then the newest. */
export async function queryAddresses(db: Db, accountId: number, lang: Lang): Promise<TAddress[]> {
  return selectAddresses(db, lang, eq(address.accountId, accountId));
}

/** One of the caller's addresses; another account's id answers 1004. */
export async function queryAddressDetail(db: Db, accountId: number, id: number, lang: Lang): Promise<TAddress> {
  return readOwn(db, accountId, id, lang);
}

/** Adds (no id) or edits one of the caller's addresses after checking its nation and area chain; may move the default. */
export async function saveAddress(db: Db, accountId: number, input: TSaveAddressRequest, lang: Lang): Promise<TAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, accountId);
    let existing: { isDefault: boolean } | undefined;
    if (input.id !== undefined) {
      [existing] = await tx.select({ isDefault: address.isDefault }).from(address).where(own(accountId, input.id));
      if (!existing) throw notFound();
    }
    const region = await resolveRegion(tx, input, lang);
    const phoneCode = input.phoneCode ?? region.phoneCode;
    const fields = {
      receiverName: input.receiverName,
      phoneCode,
      mobile: normalizeMobile(input.mobile, phoneCode),
      nationId: input.nationId,
      provinceId: region.provinceId,
      cityId: region.cityId,
      districtId: region.districtId,
      areaText: region.areaText,
      detail: input.detail,
      postcode: input.postcode ?? '',
    };

    let id: number;
    if (input.id !== undefined) {
      id = input.id;
      await tx
        .update(address)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(own(accountId, id));
      // An account with addresses always has a default: false never unsets it, another address must take it.
      if (input.isDefault && !existing!.isDefault) await moveDefault(tx, accountId, id);
    } else {
      const [counted] = await tx.select({ total: count() }).from(address).where(eq(address.accountId, accountId));
      const total = counted?.total ?? 0;
      if (total >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT_REACHED');
      const isDefault = total === 0 || input.isDefault === true;
      if (isDefault) {
        await tx.update(address).set({ isDefault: false }).where(and(eq(address.accountId, accountId), eq(address.isDefault, true)));
      }
      const [row] = await tx
        .insert(address)
        .values({ ...fields, accountId, isDefault })
        .returning({ id: address.id });
      id = row!.id;
    }
    return readOwn(tx, accountId, id, lang);
  });
}

/** Makes one of the caller's addresses the default; another account's id answers 1004 and changes nothing. */
export async function setDefaultAddress(db: Db, accountId: number, id: number, lang: Lang): Promise<TAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, accountId);
    const [found] = await tx.select({ isDefault: address.isDefault }).from(address).where(own(accountId, id));
    if (!found) throw notFound();
    if (!found.isDefault) await moveDefault(tx, accountId, id);
    return readOwn(tx, accountId, id, lang);
  });
}

/** Deletes one of the caller's addresses; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, accountId: number, id: number): Promise<TDeleteAddressResponse> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, accountId);
    const [deleted] = await tx.delete(address).where(own(accountId, id)).returning({ isDefault: address.isDefault });
    if (!deleted) throw notFound();
    if (deleted.isDefault) {
      const newest = tx
        .select({ id: address.id })
        .from(address)
        .where(eq(address.accountId, accountId))
        .orderBy(desc(address.createdAt), desc(address.id))
        .limit(1);
      const [promoted] = await tx
        .update(address)
        .set({ isDefault: true })
        .where(eq(address.id, sql`(${newest})`))
        .returning({ id: address.id });
      return { id, defaultId: promoted?.id ?? null };
    }
    const [current] = await tx
      .select({ id: address.id })
      .from(address)
      .where(and(eq(address.accountId, accountId), eq(address.isDefault, true)));
    return { id, defaultId: current?.id ?? null };
  });
}
