import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';
import { payment } from './payment.tables.ts';

/**
 * A recharge of a shopper's wallet (`userrechargeorder/take`): an amount paid through one payment of a provider
 * channel (the sandbox, scan; never the wallet itself). Its status is its payment's. When the payment settles, the
 * wallet is credited in the settling transaction by one ledger posting whose cause is this row (`recharge`, id), so
 * a settle delivered twice or raced credits once (recharge-settle.ts).
 */
export const rechargeOrder = pgTable(
  'recharge_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    paymentId: integer()
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    /** The caller's key for `userrechargeorder/take`: the same key answers the same recharge. */
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recharge_order_payment_key').on(t.paymentId),
    uniqueIndex('recharge_order_request_key').on(t.accountId, t.requestKey),
    index('recharge_order_account_idx').on(t.accountId, t.createdAt),
    check('recharge_order_amount', sql`${t.amount} > 0`),
  ],
);
