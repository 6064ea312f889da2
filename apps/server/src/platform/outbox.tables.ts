import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages the platform sent by SMS or email. With no real provider configured this is where they go (the
 * development outbox): a developer or a test reads the codes here, never in the response that asked for them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    target: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_target_idx').on(t.channel, t.target, t.createdAt)],
);
