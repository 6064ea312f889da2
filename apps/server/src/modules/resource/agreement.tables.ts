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
