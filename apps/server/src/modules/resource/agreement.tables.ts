import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';

/** The texts a shopper accepts (user agreement, privacy policy), each in the three languages, with a version. */
export const agreement = pgTable(
  'agreement',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    content: jsonb().$type<Localized>().notNull(),
    version: text().notNull(),
    sort: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_code_key').on(t.code)],
);

/**
 * Every published version of an agreement, numbered 1, 2, 3 … per agreement. A save adds one under the agreement's
 * row lock and copies it into `agreement` (what shoppers read); a version row is never changed, so the text a
 * shopper accepted stays as it was. An agreement seeded before versions existed gets its first row at its first save.
 */
export const agreementVersion = pgTable(
  'agreement_version',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer()
      .notNull()
      .references(() => agreement.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    content: jsonb().$type<Localized>().notNull(),
    /** The operator's account; null for the seeded text. */
    savedBy: integer(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_version_key').on(t.agreementId, t.version)],
);
