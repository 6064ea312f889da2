import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RETURN_KINDS, RETURN_STATUSES } from '@mall/contract/aftersale/return-fields';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { shipment } from '../logistics/logistics.tables.ts';
import { saleOrder, saleOrderGoods } from '../order/order.tables.ts';
import { paymentRefund } from '../payment/payment.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/** Where the shopper sends goods back: the shop's address as it was when the request was approved. */
export interface ReturnAddress {
  receiverName: Localized;
  phone: string;
  /** The shop's region and street, in each language the shop gave. */
  address: Localized;
}

/**
 * An after-sales request (spec `returnorder/*`): some units of some lines of one order (return_order_line), of one
 * kind. Its status moves only along the table of return-state.ts, each move a conditional update recorded in
 * return_order_event. While it is not refused or cancelled its units are held: a line's units in open requests,
 * plus those refunded, never exceed what was bought (checked under the order's row lock).
 */
export const returnOrder = pgTable(
  'return_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnNo: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id),
    accountId: integer()
      .notNull()
      .references(() => account.id),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    kind: text({ enum: RETURN_KINDS }).notNull(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    /** A value of the `return_reason` dictionary. */
    reason: text().notNull(),
    description: text().notNull().default(''),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    /** What the request would refund at most, when asked: the held units' paid share. */
    amount: integer().notNull().default(0),
    /** The shopper's key for `returnorder/apply`: the same key answers the same request. */
    requestKey: text().notNull(),
    /** A request still `requested` at this time is taken as agreed (the merchant's silence), by a sweep. */
    respondBy: timestamp({ withTimezone: true }),
    refuseReason: text(),
    returnAddress: jsonb().$type<ReturnAddress>(),
    /** The shopper's parcel back, and for an exchange the shop's parcel with the new SKU. */
    returnShipmentId: integer().references(() => shipment.id),
    exchangeShipmentId: integer().references(() => shipment.id),
    /** The refund that paid it out, once asked for. */
    refundId: integer().references(() => paymentRefund.id),
    refundAmount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_order_no_key').on(t.returnNo),
    uniqueIndex('return_order_request_key').on(t.accountId, t.requestKey),
    // The shopper's list, newest first, by keyset.
    index('return_order_account_idx').on(t.accountId, t.createdAt, t.id),
    // The merchant console's lists by status, newest first.
    index('return_order_shop_idx').on(t.shopId, t.status, t.createdAt, t.id),
    index('return_order_order_idx').on(t.orderId),
    // The merchant's silence: requests waiting for an answer, by when they are taken as agreed.
    index('return_order_respond_idx').on(t.respondBy).where(sql`${t.status} = 'requested'`),
    check('return_order_amounts', sql`${t.amount} >= 0 and (${t.refundAmount} is null or ${t.refundAmount} >= 0)`),
  ],
);

/** The units of one order line a request is about; for an exchange the SKU wanted instead; what came back. */
export const returnOrderLine = pgTable(
  'return_order_line',
  {
    returnId: integer()
      .notNull()
      .references(() => returnOrder.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => saleOrderGoods.id),
    quantity: integer().notNull(),
    /** Set when the merchant records the parcel back: how many of `quantity` arrived. */
    receivedQuantity: integer(),
    exchangeSkuId: integer().references(() => goodsSku.id),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    index('return_order_line_line_idx').on(t.orderLineId),
    check('return_order_line_quantities', sql`${t.quantity} > 0 and (${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity})`),
  ],
);

/** Every move of a request's status: from, to, who and when (the timeline of `order/orderreturndetail`). */
export const returnOrderEvent = pgTable(
  'return_order_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => returnOrder.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: RETURN_STATUSES }),
    toStatus: text({ enum: RETURN_STATUSES }).notNull(),
    actor: text({ enum: ['shopper', 'merchant', 'system', 'platform'] }).notNull(),
    actorId: integer(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_order_event_return_idx').on(t.returnId, t.id)],
);
