import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '@mall/contract/payment/payment-fields';
import { account } from '../account/account.tables.ts';
import { saleOrder, saleOrderGoods } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * One attempt to pay one or more orders of a shopper (orders committed together may be paid together). It
 * settles at most once: the move `pending|reviewing → paid` is one conditional update, and it moves its orders
 * `paying → shipping` in the same transaction under their row locks, so a second confirmation, a cancel or the
 * overdue sweep racing it changes nothing.
 */
export const payment = pgTable(
  'payment',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** A PAY_CHANNELS value. */
    channel: integer().notNull(),
    /** The sum of its orders' pay amounts when it was created; settling checks they still add up to it. */
    amount: integer().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The caller's key for `payment/create`: the same key answers the same payment. */
    requestKey: text(),
    /** Random per payment; part of the signed package of the sandbox and scan channels. */
    nonce: text().notNull(),
    /** The earliest pay deadline of its orders: it cannot settle after that. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    failReason: text(),
    /** Offline transfers: the voucher pictures the shopper uploaded, their note, and the merchant's review. */
    voucherImages: text().array(),
    voucherNote: text(),
    voucherAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => account.id),
    reviewNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_no_key').on(t.paymentNo),
    uniqueIndex('payment_request_key').on(t.accountId, t.requestKey).where(sql`${t.requestKey} is not null`),
    index('payment_account_idx').on(t.accountId, t.createdAt),
    // Offline vouchers waiting for a merchant.
    index('payment_reviewing_idx').on(t.createdAt).where(sql`${t.status} = 'reviewing'`),
    check('payment_amount', sql`${t.amount} >= 0`),
  ],
);

/** Which orders a payment pays, and how much of it each one is (its pay amount at creation). */
export const paymentOrder = pgTable(
  'payment_order',
  {
    paymentId: integer()
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index('payment_order_order_idx').on(t.orderId), check('payment_order_amount', sql`${t.amount} >= 0`)],
);

export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back through the payment that took it, for some lines of one of its orders (payment_refund_line): a
 * paid order cancelled before shipping (every line), and after-sales refunds (some lines, some units). It starts
 * `pending` and settles through the payment's provider after the transaction that asked for it (payment-refund.ts),
 * the refund's id being the provider's idempotency key, so a retry after a timeout never pays twice.
 * `requestKey` makes a repeated request answer the same refund.
 */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payment.id),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id),
    amount: integer().notNull(),
    channel: integer().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text().notNull().default(''),
    requestKey: text().notNull(),
    /** The provider's reference of the refund, once it settled. */
    providerRef: text(),
    failReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refund_request_key').on(t.requestKey),
    index('payment_refund_order_idx').on(t.orderId),
    index('payment_refund_payment_idx').on(t.paymentId),
    // Refunds that may be stuck (platform/refund/query): the few pending or failed ones, by id.
    index('payment_refund_stuck_idx').on(t.id).where(sql`${t.status} in ('pending', 'failed')`),
    check('payment_refund_amount', sql`${t.amount} > 0`),
  ],
);

/** What a refund gives back of each order line: how many units and how much of the line's paid share. */
export const paymentRefundLine = pgTable(
  'payment_refund_line',
  {
    refundId: integer()
      .notNull()
      .references(() => paymentRefund.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => saleOrderGoods.id),
    quantity: integer().notNull(),
    amount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderLineId] }), index('payment_refund_line_line_idx').on(t.orderLineId), check('payment_refund_line_amounts', sql`${t.quantity} >= 0 and ${t.amount} >= 0`)],
);

/** Every move of a payment's or a refund's status: from, to, who and when (payment-state.ts). */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    refundId: integer().references(() => paymentRefund.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    actor: text({ enum: ['shopper', 'merchant', 'system', 'platform'] }).notNull(),
    actorId: integer(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_event_payment_idx').on(t.paymentId, t.createdAt)],
);

/**
 * The sandbox provider's own books of refunds, as a real provider keeps them on its side: one per idempotency key,
 * written by the provider itself (not in the transaction that asked), so a refund asked again after a lost answer
 * is found, not paid twice.
 */
export const sandboxRefund = pgTable('sandbox_refund', {
  idempotencyKey: text().primaryKey(),
  paymentNo: text().notNull(),
  amount: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The bank account a shop takes offline transfers on (channel `offline`); a shop without one does not offer it. */
export const shopBankAccount = pgTable('shop_bank_account', {
  shopId: integer()
    .primaryKey()
    .references(() => shop.id, { onDelete: 'cascade' }),
  bankName: text().notNull(),
  accountName: text().notNull(),
  accountNumber: text().notNull(),
  /** e.g. a SWIFT code or branch; shown as given. */
  branch: text().notNull().default(''),
});
