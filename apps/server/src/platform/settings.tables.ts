import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform-wide settings as JSON values under a key (decoration config, timeouts, gifts, currency rates). */
export const setting = pgTable('setting', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
