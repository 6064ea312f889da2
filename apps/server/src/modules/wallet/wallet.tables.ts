import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';

/**
 * One ledger for every balance a shopper holds: wallet money, score points and stored value at a shop are accounts
 * of it (ledger.ts). Every movement is a transfer of entries that sum to zero, the counter-entry on a platform
 * account (where gifts come from, where payments go), so all entries of the ledger sum to zero.
 */

export const LEDGER_ASSETS = ['money', 'points', 'shop_value'] as const;
export type LedgerAsset = (typeof LEDGER_ASSETS)[number];

/**
 * An account of the ledger. A shopper's is keyed `shopper:<account>:money`, `shopper:<account>:money:frozen` (held
 * back by withdrawals under review), `shopper:<account>:points` or `shopper:<account>:shop:<shop>`; the platform's `platform:<asset>:<purpose>` (e.g. `platform:money:clearing`).
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    kind: text({ enum: ['shopper', 'platform'] }).notNull(),
    asset: text({ enum: LEDGER_ASSETS }).notNull(),
    /** The shopper who holds it (null for the platform's). */
    ownerAccountId: integer().references(() => account.id, { onDelete: 'cascade' }),
    /** For stored value: the shop it is spent at. */
    shopId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_account_key').on(t.key), index('ledger_account_owner_idx').on(t.ownerAccountId).where(sql`${t.ownerAccountId} is not null`)],
);

/**
 * The cached balance of a shopper's account: the sum of its entries, changed in the transaction that posts them,
 * only by a conditional update, never below zero. The platform's accounts have none: their sums are computed when
 * asked, so a busy counter-account is not a row every payment waits for.
 */
export const ledgerBalance = pgTable(
  'ledger_balance',
  {
    accountId: integer()
      .primaryKey()
      .references(() => ledgerAccount.id, { onDelete: 'cascade' }),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ledger_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Numbers the transfers: every entry of one posting carries the same one. */
export const ledgerTransferSeq = pgSequence('ledger_transfer_seq');

/**
 * An entry of the ledger: append-only, signed, on one account, tied to what caused it (`causeType`, `causeId`:
 * a payment, a refund, an opening, an expiry). One entry per account and cause: a retried cause never posts twice.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint({ mode: 'number' }).notNull(),
    transferId: bigint({ mode: 'number' }).notNull(),
    causeType: text().notNull(),
    causeId: text().notNull(),
    /** A shopper account's balance right after this entry, for statements (null on the platform's accounts). */
    balanceAfter: bigint({ mode: 'number' }),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entry_cause_key').on(t.accountId, t.causeType, t.causeId),
    index('ledger_entry_account_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_entry_transfer_idx').on(t.transferId),
    check('ledger_entry_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * Points earned in one go, with when they expire: spending takes from the lots that expire soonest first, and an
 * expiry removes only what is left of its lot.
 */
export const pointsLot = pgTable(
  'points_lot',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccount.id, { onDelete: 'cascade' }),
    /** The entry that earned it. */
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntry.id),
    amount: integer().notNull(),
    remaining: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_lot_spend_idx').on(t.accountId, t.expiresAt, t.id).where(sql`${t.remaining} > 0`),
    index('points_lot_expiry_idx').on(t.expiresAt).where(sql`${t.remaining} > 0`),
    check('points_lot_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);
