import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { area, nation } from '../location/location.tables.ts';
import { account } from './account.tables.ts';

/**
 * A delivery address of an account. The area ids keep the address pickable in any language; `areaText` is a
 * snapshot of the region line as the shopper saw it when saving, so it still reads right if areas are renamed.
 */
export const address = pgTable(
  'address',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    receiverName: text().notNull(),
    phoneCode: text().notNull(),
    mobile: text().notNull(),
    nationId: integer()
      .notNull()
      .references(() => nation.id),
    provinceId: integer().references(() => area.id),
    cityId: integer().references(() => area.id),
    districtId: integer().references(() => area.id),
    areaText: text().notNull().default(''),
    detail: text().notNull(),
    postcode: text().notNull().default(''),
    /** Where the address is: the shopper's pin, else the centre of its most specific area with one (takeaway's radius). */
    lat: doublePrecision(),
    lng: doublePrecision(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_account_idx').on(t.accountId, t.createdAt),
    // At most one default per account, whatever the callers race.
    uniqueIndex('address_default_key').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);
