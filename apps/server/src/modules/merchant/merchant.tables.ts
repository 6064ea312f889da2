import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';

/**
 * An approved merchant: an account (holding the 'merchant' role) that owns one or more shops. Applications
 * (merchant/apply/*) live in their own table; approving one creates this row.
 */
export const merchant = pgTable(
  'merchant',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id),
    kind: text({ enum: ['individual', 'enterprise'] }).notNull(),
    /** The person's or company's name as registered, in each language the merchant gave. */
    name: jsonb().$type<Localized>().notNull(),
    contactName: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    status: text({ enum: ['approved', 'suspended'] }).notNull().default('approved'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_account_key').on(t.accountId)],
);

/** A document the platform checked for a merchant (business licence, ID, food or drug licence), shown to shoppers. */
export const merchantCertificate = pgTable(
  'merchant_certificate',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    kind: text({
      enum: ['business_license', 'id_card', 'food_license', 'drug_license', 'tax_registration', 'brand_authorization'],
    }).notNull(),
    name: jsonb().$type<Localized>().notNull(),
    /** Registration number; shown partly masked where it identifies a person. */
    number: text().notNull(),
    holder: text().notNull(),
    image: text().notNull(),
    validUntil: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('merchant_certificate_merchant_idx').on(t.merchantId, t.sort)],
);
