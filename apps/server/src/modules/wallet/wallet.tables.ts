import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { account } from '../account/account.tables.ts';
import { payment, paymentRefund } from '../payment/payment.tables.ts';

/**
 * A shopper's wallet. `balance` is the sum of the wallet's ledger entries, kept beside them so that a debit is one
 * conditional update (`balance >= amount`) under the row lock; every change writes its entry in the same
 * transaction, so the two never disagree (a test sums them).
 */
export const wallet = pgTable(
  'wallet',
  {
    accountId: integer()
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const WALLET_ENTRY_KINDS = ['opening', 'payment', 'refund', 'recharge', 'withdraw', 'adjustment'] as const;

/**
 * The wallet ledger: append-only, one row per change of a balance, signed (credits positive, debits negative),
 * each tied to what caused it. A payment debits once and a refund credits once: the unique indexes refuse a
 * second entry for the same payment or refund.
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    kind: text({ enum: WALLET_ENTRY_KINDS }).notNull(),
    paymentId: integer().references(() => payment.id),
    refundId: integer().references(() => paymentRefund.id),
    /** The balance right after this entry, for statements. */
    balanceAfter: integer().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entry_account_idx').on(t.accountId, t.createdAt, t.id),
    uniqueIndex('wallet_entry_payment_key').on(t.paymentId).where(sql`${t.kind} = 'payment'`),
    uniqueIndex('wallet_entry_refund_key').on(t.refundId).where(sql`${t.kind} = 'refund'`),
    check('wallet_entry_amount', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);
