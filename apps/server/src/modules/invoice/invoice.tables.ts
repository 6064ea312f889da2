import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, INVOICE_STATUSES, INVOICE_TITLE_KINDS } from '@mall/contract/invoice/invoice-fields';
import { account } from '../account/account.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { paymentRefund } from '../payment/payment.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/** A shopper's saved invoice title (spec `invoice/query/template/list`): a person's name, or a company's with its tax number. */
export const invoiceTitle = pgTable(
  'invoice_title',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    kind: text({ enum: INVOICE_TITLE_KINDS }).notNull(),
    name: text().notNull(),
    taxNo: text().notNull().default(''),
    email: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_title_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * An invoice a shop issues for a completed order (spec `invoice/*`), or a credit note for a refund after it was
 * issued. Numbers are given at issue from `invoice_counter`, in the issuing transaction: unique and gapless per shop.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: INVOICE_KINDS }).notNull().default('invoice'),
    accountId: integer()
      .notNull()
      .references(() => account.id),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('requested'),
    titleKind: text({ enum: INVOICE_TITLE_KINDS }).notNull(),
    titleName: text().notNull(),
    taxNo: text().notNull().default(''),
    email: text().notNull().default(''),
    /** Minor units of the base currency: the order's paid amount less refunds (an invoice), or the refund (a credit note). */
    amount: integer().notNull(),
    /** The shop's running number, given at issue. */
    invoiceNo: integer(),
    /** A credit note's invoice and refund. */
    creditOf: integer().references((): AnyPgColumn => invoice.id),
    refundId: integer().references(() => paymentRefund.id),
    /** The stored PDF (a private file key), written at issue. */
    pdfKey: text(),
    issuedAt: timestamp({ withTimezone: true }),
    issuedBy: integer().references(() => account.id),
    requestKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_shop_no_key').on(t.shopId, t.invoiceNo).where(sql`${t.invoiceNo} is not null`),
    // One live invoice per order; one credit note per refund.
    uniqueIndex('invoice_order_key').on(t.orderId).where(sql`${t.kind} = 'invoice' and ${t.status} <> 'cancelled'`),
    uniqueIndex('invoice_refund_key').on(t.refundId).where(sql`${t.refundId} is not null`),
    uniqueIndex('invoice_request_key').on(t.accountId, t.requestKey).where(sql`${t.requestKey} is not null`),
    index('invoice_account_idx').on(t.accountId, t.createdAt, t.id),
    index('invoice_shop_idx').on(t.shopId, t.status, t.createdAt, t.id),
    check('invoice_amount', sql`${t.amount} >= 0`),
  ],
);

/** Each shop's last invoice number: raised by one in the transaction that issues, so numbers have no gaps. */
export const invoiceCounter = pgTable('invoice_counter', {
  shopId: integer()
    .primaryKey()
    .references(() => shop.id),
  lastNo: integer().notNull().default(0),
});
