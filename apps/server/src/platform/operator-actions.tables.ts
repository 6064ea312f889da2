import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's audit log: every operator action that changed something (a platform call that is not a read), who
 * made it, on what, what it asked, and the subject before and after (operator-actions.ts). Rows are only added.
 */
export const operatorAction = pgTable(
  'operator_action',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer().notNull(),
    /** The call's path, e.g. `platform/withdraw/pay`. */
    action: text().notNull(),
    /** What it acted on, e.g. `withdrawId:12`; empty when the call names nothing. */
    subject: text().notNull(),
    request: jsonb().notNull(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The log newest first, of everyone, of one operator, or of one subject (keyset on id).
  (t) => [index('operator_action_operator_idx').on(t.operatorId, t.id), index('operator_action_subject_idx').on(t.subject, t.id).where(sql`${t.subject} <> ''`)],
);
