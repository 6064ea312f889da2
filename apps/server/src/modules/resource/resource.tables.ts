import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';

/**
 * Lists the app offers (cancel reasons, return reasons, complaint and invoice types, ...) as a tree: a root entry
 * with a code, and its children, each labelled in the three languages.
 */
export const dictionary = pgTable(
  'dictionary',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    parentId: integer().references((): AnyPgColumn => dictionary.id, { onDelete: 'cascade' }),
    label: jsonb().$type<Localized>().notNull(),
    value: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('dictionary_code_key').on(t.code), index('dictionary_parent_idx').on(t.parentId, t.sort)],
);
