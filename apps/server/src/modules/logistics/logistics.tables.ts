import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { PARCEL_KINDS, SHIPMENT_STATUSES } from '@mall/contract/logistics/logistics-fields';
import { account } from '../account/account.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/** A shipping company a merchant may ship with (`resource/query/shipping/company`). */
export const shippingCompany = pgTable(
  'shipping_company',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** A stable short code (e.g. `SF`), what shipments store. */
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    /** What a tracking number of this company looks like, checked when shipping. */
    trackingPattern: text().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_company_code_key').on(t.code)],
);

/**
 * A parcel: an order's (shop to shopper), or an after-sales request's (`return`: the shopper's parcel back to the
 * shop; `exchange`: the shop's parcel with the new SKU). The company, the tracking number and the carrier that
 * reports on it (`simulated` unless a tracking API is configured). `status` is the latest event's, kept for lists.
 */
export const shipment = pgTable(
  'shipment',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The order of an `order`, `return` or `exchange` parcel; null for a `score_exchange` parcel (no order). */
    orderId: integer().references(() => saleOrder.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    kind: text({ enum: PARCEL_KINDS }).notNull().default('order'),
    /**
     * The after-sales request a `return` or `exchange` parcel belongs to, or the score exchange (loyalty's
     * score_exchange.id) of a `score_exchange` parcel. Not a foreign key: those modules build on this one.
     */
    returnId: integer(),
    companyCode: text().notNull(),
    trackingNo: text().notNull(),
    carrier: text().notNull().default('simulated'),
    status: text({ enum: SHIPMENT_STATUSES }).notNull().default('InfoReceived'),
    /** The merchant account that shipped it. */
    shippedBy: integer().references(() => account.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * When to ask the carrier for the parcel's next event; null once it has none to come (Delivered). Set in the
     * transaction that ships or steps the parcel, and swept (carrier-steps.ts): the partial index is the queue.
     */
    nextStepAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One parcel per order (a shop ships an order whole), and one of each kind per after-sales request.
    uniqueIndex('shipment_order_key').on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('shipment_return_key').on(t.returnId, t.kind).where(sql`${t.returnId} is not null`),
    uniqueIndex('shipment_tracking_key').on(t.companyCode, t.trackingNo),
    // The carrier-step sweep's queue: parcels with a step to come, soonest first.
    index('shipment_next_step_idx').on(t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
  ],
);

/** One tracking event of a parcel, as the carrier reported it: the timeline of `saleorder/logistics`. */
export const shipmentEvent = pgTable(
  'shipment_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer()
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    status: text({ enum: SHIPMENT_STATUSES }).notNull(),
    description: jsonb().$type<Localized>().notNull(),
    location: jsonb().$type<Localized>().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** When the carrier step that appended it came due (null for the hand-over): created_at - due_at is its lag. */
    dueAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_event_shipment_idx').on(t.shipmentId, t.occurredAt)],
);
