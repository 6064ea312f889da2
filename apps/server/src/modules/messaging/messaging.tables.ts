import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';

/** A system message to one user (welcome, order, activity news), written in all three languages. */
export const userMessage = pgTable(
  'user_message',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['system', 'order', 'activity'] }).notNull(),
    title: jsonb().$type<Localized>().notNull(),
    content: jsonb().$type<Localized>().notNull(),
    link: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('user_message_account_idx').on(t.accountId, t.createdAt),
    index('user_message_unread_idx').on(t.accountId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
