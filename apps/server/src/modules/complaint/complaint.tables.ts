import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, COMPLAINT_SUBJECTS } from '@mall/contract/complaint/complaint-fields';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';
import { returnOrder } from '../aftersale/aftersale.tables.ts';
import { goods } from '../catalogue/catalogue.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * A shopper's complaint to the platform (spec `complaint/*`) about a goods, a shop, an order, or a refused
 * after-sales request (an escalation). The platform console answers it; the shopper reads the answer.
 */
export const complaint = pgTable(
  'complaint',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    complaintNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => account.id),
    /** A value of the `complaint_type` dictionary. */
    type: text().notNull(),
    subject: text({ enum: COMPLAINT_SUBJECTS }).notNull(),
    /** The shop complained about (every subject has one). */
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    goodsId: integer().references(() => goods.id),
    orderId: integer().references(() => saleOrder.id),
    returnId: integer().references(() => returnOrder.id),
    content: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: COMPLAINT_STATUSES }).notNull().default('open'),
    answer: text(),
    answeredBy: integer().references(() => account.id),
    answeredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** The shopper's key for `complaint/add/goodsComplaint`: the same key answers the same complaint. */
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaint_no_key').on(t.complaintNo),
    uniqueIndex('complaint_request_key').on(t.accountId, t.requestKey),
    // One escalation per after-sales request.
    uniqueIndex('complaint_return_key').on(t.returnId).where(sql`${t.returnId} is not null`),
    index('complaint_account_idx').on(t.accountId, t.createdAt, t.id),
    // The platform's queue: by status, oldest first.
    index('complaint_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A help article (spec `complaint/kmsArtical`): what to do before and when complaining, in the three languages. */
export const helpArticle = pgTable(
  'help_article',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** A stable key the seed and links use. */
    code: text().notNull(),
    /** Which list it belongs to (e.g. `complaint`). */
    category: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    body: jsonb().$type<Localized>().notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_article_code_key').on(t.code), index('help_article_category_idx').on(t.category, t.sort)],
);
