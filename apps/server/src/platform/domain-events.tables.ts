import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (platform/domain-events.ts): written in the transaction that causes them, so an
 * event exists exactly when its cause committed. `subject` names what it is about (an order id, a payment id).
 */
export const domainEvent = pgTable(
  'domain_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    subject: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a dispatcher wrote its deliveries, one per subscriber of its type. */
    fannedOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('domain_event_subject_idx').on(t.type, t.subject),
    index('domain_event_new_idx').on(t.id).where(sql`${t.fannedOutAt} is null`),
  ],
);

/**
 * One event's delivery to one subscriber, written when a dispatcher fans the event out. A delivery is done when its handler's
 * transaction commits (the handler's writes and `done_at` together), retried with a growing pause when it
 * fails, and set aside as failed after too many tries for an operator to look at.
 */
export const eventDelivery = pgTable(
  'event_delivery',
  {
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => domainEvent.id, { onDelete: 'cascade' }),
    subscriber: text().notNull(),
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.subscriber] }),
    index('event_delivery_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
