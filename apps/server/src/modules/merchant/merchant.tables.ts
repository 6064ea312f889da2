import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, MERCHANT_KINDS, type DocumentKind } from '@mall/contract/merchant/application-fields';
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
    kind: text({ enum: MERCHANT_KINDS }).notNull(),
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

/**
 * An application to sell (spec merchant/apply/*): one per account, changed in place while pending or after a
 * refusal, and kept after approval as the record of what the platform checked. Its steps are in
 * `merchant_application_step`; approving it creates the `merchant` row (unique per account) and the first shop.
 */
export const merchantApplication = pgTable(
  'merchant_application',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id),
    kind: text({ enum: MERCHANT_KINDS }).notNull(),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('pending'),
    legalName: text().notNull(),
    idNumber: text().notNull(),
    licenceNumber: text(),
    legalRepresentative: text(),
    contactName: text().notNull(),
    contactPhoneCode: text().notNull(),
    contactPhone: text().notNull(),
    contactEmail: text(),
    categoryId: integer().notNull(),
    shopName: text().notNull(),
    /** Private uploads of the applicant, by kind. */
    documents: jsonb().$type<{ kind: DocumentKind; url: string }[]>().notNull(),
    refuseReason: text(),
    decidedBy: integer().references(() => account.id),
    decidedAt: timestamp({ withTimezone: true }),
    merchantId: integer().references(() => merchant.id),
    shopId: integer(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_application_account_key').on(t.accountId),
    // One live application per contact phone: a phone cannot front two applicants.
    uniqueIndex('merchant_application_contact_key').on(t.contactPhoneCode, t.contactPhone),
    // The review queues: pending oldest first, decided newest first.
    index('merchant_application_queue_idx').on(t.status, t.submittedAt, t.id),
    index('merchant_application_decided_idx').on(t.status, t.decidedAt, t.id).where(sql`${t.decidedAt} is not null`),
  ],
);

/** Each step of an application: who did what, when (submitted, edited, approved, refused with the reason). */
export const merchantApplicationStep = pgTable(
  'merchant_application_step',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => merchantApplication.id, { onDelete: 'cascade' }),
    action: text({ enum: ['submitted', 'edited', 'approved', 'refused'] }).notNull(),
    status: text({ enum: APPLICATION_STATUSES }).notNull(),
    reason: text().notNull().default(''),
    actorId: integer()
      .notNull()
      .references(() => account.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_application_step_application_idx').on(t.applicationId, t.at)],
);
