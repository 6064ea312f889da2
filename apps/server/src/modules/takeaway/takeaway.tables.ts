import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TAKEAWAY_STAGES } from '@mall/contract/takeaway/takeaway-fields';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * How far a paid takeaway order has come: accepted (on payment) → preparing → delivering → delivered, each moved
 * by the shop's staff with one conditional update (`where stage = <from>`), each step's time stamped.
 */
export const takeawayProgress = pgTable(
  'takeaway_progress',
  {
    orderId: integer()
      .primaryKey()
      .references(() => saleOrder.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    stage: text({ enum: TAKEAWAY_STAGES }).notNull().default('accepted'),
    /** When the shopper may expect it: payment time + the shop's delivery minutes then. */
    etaAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    preparingAt: timestamp({ withTimezone: true }),
    deliveringAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The console's lists: a shop's orders of one stage, newest first, paged by (accepted_at, order_id).
    index('takeaway_progress_shop_idx').on(t.shopId, t.stage, t.acceptedAt, t.orderId),
    check('takeaway_progress_stage', sql`${t.stage} in ('accepted', 'preparing', 'delivering', 'delivered')`),
  ],
);
