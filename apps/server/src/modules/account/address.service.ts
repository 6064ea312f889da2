import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_ADDRESSES, type TAddress } from '@mall/contract/account/address-fields';
import type { TDeleteAddressResponse } from '@mall/contract/account/address-delete';
import type { TSaveAddressRequest } from '@mall/contract/account/address-save';
import type { Lang } from '@mall/contract/platform/languages';
import { builtOnce, type Db, type Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { account } from './account.tables.ts';
import { address } from './address.tables.ts';
import { areaCentre, resolveRegion } from '../location/location.api.ts';
import { readAddressBook, readOwnAddress } from '../../read-models/address-book.ts';
import { normalizeMobile } from './auth.service.ts';

const own = (accountId: number, id: number) => and(eq(address.accountId, accountId), eq(address.id, id));

async function readOwn(db: Db | Tx, accountId: number, id: number, lang: Lang): Promise<TAddress> {
  const found = await readOwnAddress(db, accountId, id, lang);
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
  return readAddressBook(db, accountId, lang);
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
      // Takeaway measures its range from here: the shopper's pin, else the district's (else city's) centre.
      ...(input.pin ?? (await areaCentre(tx, region)) ?? { lat: null, lng: null }),
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

const defaultAddressId = builtOnce((q) =>
  q
    .select({ id: address.id })
    .from(address)
    .where(and(eq(address.accountId, sql.placeholder('accountId')), eq(address.isDefault, true)))
    .prepare('address_default_id'),
);
const ownAddress = builtOnce((q) =>
  q
    .select({ id: address.id })
    .from(address)
    .where(and(eq(address.accountId, sql.placeholder('accountId')), eq(address.id, sql.placeholder('addressId'))))
    .prepare('address_own_id'),
);

/**
 * The id of one of the caller's addresses (another shopper's id is 1004), or of their default one when no id is
 * given (null: they have none).
 */
export async function ownAddressId(q: Db | Tx, accountId: number, addressId: number | undefined): Promise<number | null> {
  const [found] = await (addressId === undefined ? defaultAddressId(q).execute({ accountId }) : ownAddress(q).execute({ accountId, addressId }));
  if (addressId !== undefined && !found) throw notFound();
  return found?.id ?? null;
}

/** The caller's address asked for (another's is 1004), else their default or newest one; undefined with none. */
export async function addressOrDefault(db: Db, accountId: number, addressId: number | undefined, lang: Lang): Promise<TAddress | undefined> {
  if (addressId !== undefined) return queryAddressDetail(db, accountId, addressId, lang);
  const [first] = await db
    .select({ id: address.id })
    .from(address)
    .where(eq(address.accountId, accountId))
    .orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id))
    .limit(1);
  return first ? queryAddressDetail(db, accountId, first.id, lang) : undefined;
}

/** Where each of the caller's addresses is (nation and areas), in the book's order: what pricing a delivery needs. */
export async function addressRegions(db: Db, accountId: number) {
  return db
    .select({ id: address.id, nationId: address.nationId, provinceId: address.provinceId, cityId: address.cityId, districtId: address.districtId, lat: address.lat, lng: address.lng })
    .from(address)
    .where(eq(address.accountId, accountId))
    .orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id));
}
