import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@mall/contract/payment/payment-fields';
import { account } from '../account/account.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * One attempt to pay one or more orders of a shopper (orders committed together may be paid together). It
 * settles at most once: the move `pending|reviewing → paid` is one conditional update, and it moves its orders
 * `paying → shipping` in the same transaction under their row locks, so a second confirmation, a cancel or the
 * unpaid-order job racing it changes nothing.
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

/**
 * Money given back through the payment that took it: a paid order cancelled before shipping (whole order), and
 * later after-sales refunds (part of an order). Wallet refunds also write a wallet ledger entry; the sandbox
 * refunds at once. `requestKey` makes a retried refund request answer the same refund.
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
    status: text({ enum: ['refunding', 'refunded', 'failed'] }).notNull().default('refunded'),
    reason: text().notNull().default(''),
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refund_request_key').on(t.requestKey),
    index('payment_refund_order_idx').on(t.orderId),
    index('payment_refund_payment_idx').on(t.paymentId),
    check('payment_refund_amount', sql`${t.amount} > 0`),
  ],
);

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
