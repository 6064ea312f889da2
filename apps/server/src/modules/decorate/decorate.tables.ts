import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const DECORATE_DRAFT_STATUSES = ['draft', 'published', 'superseded'] as const;

/**
 * A version of the decoration config: edited as a draft, published in one step (the settings key then holds its
 * config), superseded by the next publish. At most one is published (a partial unique index), and versions only grow.
 * Operators are account ids without a foreign key: the decorate module sits below the account module.
 */
export const decorateDraft = pgTable(
  'decorate_draft',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    version: integer().notNull(),
    /** The whole stored config (ZStoredDecorateConfig); its `version` string is written at publish. */
    config: jsonb().notNull(),
    status: text({ enum: DECORATE_DRAFT_STATUSES }).notNull().default('draft'),
    /** A rollback's copy names the version it copies. */
    copiedFrom: integer(),
    createdBy: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('decorate_draft_version_key').on(t.version),
    uniqueIndex('decorate_draft_published_key').on(t.status).where(sql`${t.status} = 'published'`),
    index('decorate_draft_status_idx').on(t.status, t.version),
    check('decorate_draft_published_has_who', sql`${t.status} = 'draft' or (${t.publishedBy} is not null and ${t.publishedAt} is not null)`),
  ],
);
