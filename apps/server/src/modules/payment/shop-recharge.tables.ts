import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';
import { payment } from './payment.tables.ts';

/**
 * A top-up of a shopper's stored value at a shop (`usershoprechargeorder/take`, shop membership): like a wallet
 * recharge, a payment without orders. When the payment settles, the stored value is credited in the settling
 * transaction by one posting whose cause is this row (`shop_recharge`, id), and the bonus fixed at take by another
 * (`shop_recharge_bonus`, id), so a settle delivered twice or raced credits once (shop-recharge-settle.ts).
 */
export const shopRechargeOrder = pgTable(
  'shop_recharge_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    shopId: integer().notNull(),
    amount: integer().notNull(),
    bonus: integer().notNull().default(0),
    paymentId: integer()
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_recharge_order_payment_key').on(t.paymentId),
    uniqueIndex('shop_recharge_order_request_key').on(t.accountId, t.requestKey),
    index('shop_recharge_order_account_idx').on(t.accountId, t.createdAt),
    check('shop_recharge_order_amount', sql`${t.amount} > 0 and ${t.bonus} >= 0`),
  ],
);
