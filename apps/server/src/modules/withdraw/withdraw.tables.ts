import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';

/**
 * Withdrawals from a shopper's wallet to their receive account (withdraw-apply.ts, withdraw-review.ts). The money
 * itself moves in the ledger (wallet module): applying moves the amount from the wallet to the shopper's frozen
 * account (cause `withdraw_apply`), rejecting or a failed payout moves it back (`withdraw_release`), paying moves it
 * out to the platform's `provider_out` account, the fee to `fees` (`withdraw_paid`).
 */

export const WITHDRAW_ORDER_STATES = ['applied', 'paying', 'paid', 'rejected', 'failed'] as const;

/** A withdrawal: applied → paying → paid | failed, or applied → rejected; each move one conditional update. */
export const withdrawOrder = pgTable(
  'withdraw_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** Minor units taken from the wallet; the fee is taken from it and `netAmount` paid out. */
    amount: integer().notNull(),
    fee: integer().notNull(),
    netAmount: integer().notNull(),
    /** The account's receive account when applying (a snapshot: a later change does not redirect it). */
    receiveAccount: text().notNull(),
    state: text({ enum: WITHDRAW_ORDER_STATES }).notNull().default('applied'),
    /** The caller's key for `userwithdraworder/apply`: the same key answers the same withdrawal. */
    requestKey: text().notNull(),
    /** The operator who paid or rejected it. */
    reviewerId: integer().references(() => account.id, { onDelete: 'set null' }),
    /** Why it was rejected (the operator's words) or why its payout failed (the provider's). */
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was paid, rejected or failed. */
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdraw_order_request_key').on(t.accountId, t.requestKey),
    index('withdraw_order_account_idx').on(t.accountId, t.id),
    index('withdraw_order_state_idx').on(t.state, t.id),
    check('withdraw_order_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.netAmount} > 0 and ${t.netAmount} + ${t.fee} = ${t.amount}`),
  ],
);

/**
 * The payout of a withdrawal: written, with the idempotency key the provider is given (`withdraw:<id>`), in the
 * transaction that moves the withdrawal to paying, so it exists before any provider call; one per withdrawal.
 * pending → succeeded | failed.
 */
export const withdrawPayout = pgTable(
  'withdraw_payout',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    withdrawId: integer()
      .notNull()
      .references(() => withdrawOrder.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    amount: integer().notNull(),
    receiveAccount: text().notNull(),
    state: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    /** The provider's reference of the payout, once it answered. */
    providerRef: text(),
    /** How many times the provider was asked (a retry after a timeout asks again with the same key). */
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdraw_payout_withdraw_key').on(t.withdrawId), uniqueIndex('withdraw_payout_idempotency_key').on(t.idempotencyKey)],
);

/**
 * The sandbox payout provider's own records, as a real provider keeps them: one per idempotency key, written on its
 * own connection, so a key asked again answers the payout it made (or refused) instead of paying twice.
 */
export const sandboxPayout = pgTable('sandbox_payout', {
  idempotencyKey: text().primaryKey(),
  amount: integer().notNull(),
  receiveAccount: text().notNull(),
  outcome: text({ enum: ['paid', 'refused'] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
