import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';

/**
 * An image a user uploaded, so that only the uploader can use it (as an avatar, a review photo, ...). A private one
 * (an identity or licence document) is stored apart and served only through signed links (private-files.ts).
 */
export const upload = pgTable(
  'upload',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    mime: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    size: integer().notNull(),
    visibility: text({ enum: ['public', 'private'] }).notNull().default('public'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('upload_url_key').on(t.url), index('upload_account_idx').on(t.accountId, t.createdAt)],
);
