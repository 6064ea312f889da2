import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** One account serves every role: shopper, merchant (after approval) and platform operator. */
export const account = pgTable(
  'account',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mobile: text(),
    phoneCode: text().notNull().default('86'),
    email: text(),
    passwordHash: text(),
    name: text().notNull().default(''),
    nickName: text().notNull().default(''),
    /** The member number shown to the user; not the primary key, so ids never leak an order of sign-up. */
    number: text().notNull(),
    avatar: text().notNull().default(''),
    userType: integer().notNull().default(0),
    vipStatus: integer().notNull().default(0),
    alipayReceiveAccount: text().notNull().default(''),
    roles: text().array().notNull().default(sql`'{user}'::text[]`),
    /** The code others register with to name this account as their referrer. */
    inviteCode: text(),
    referrerId: integer().references((): AnyPgColumn => account.id, { onDelete: 'set null' }),
    /** The register gift granted at sign-up (minor units); the wallet turns it into a ledger entry. */
    registerGiftAmount: integer().notNull().default(0),
    /** The shopper's display currency and language, chosen in settings. */
    currency: text(),
    lang: text(),
    status: text({ enum: ['active', 'disabled'] }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_mobile_key').on(t.phoneCode, t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('account_email_key').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    uniqueIndex('account_number_key').on(t.number),
    uniqueIndex('account_invite_code_key').on(t.inviteCode),
    index('account_referrer_idx').on(t.referrerId).where(sql`${t.referrerId} is not null`),
  ],
);

/**
 * A login. The token itself is never stored, only its SHA-256. At most one live session per account and app
 * type (the partial unique index): a new login ends the older one as "replaced", which answers 1008.
 */
export const session = pgTable(
  'session',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    appType: text().notNull(),
    tokenHash: text().notNull(),
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text({ enum: ['logout', 'replaced', 'expired'] }),
  },
  (t) => [
    uniqueIndex('session_token_hash_key').on(t.tokenHash),
    uniqueIndex('session_live_key').on(t.accountId, t.appType).where(sql`${t.endedAt} is null`),
    index('session_account_idx').on(t.accountId),
  ],
);

/**
 * A one-time code sent by SMS or email. Only a salted hash is kept; it lives 5 minutes, takes at most 5 tries,
 * and is consumed by the login or registration that uses it, so a replayed request fails.
 */
export const signCode = pgTable(
  'sign_code',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    /** "86 13812345678" for SMS, the lower-cased address for email. */
    target: text().notNull(),
    scene: text().notNull(),
    codeHash: text().notNull(),
    salt: text().notNull(),
    /** The client address that asked (its limits are counted in `throttle`). */
    clientKey: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sign_code_target_idx').on(t.channel, t.target, t.createdAt)],
);

/**
 * Attempt counters of the login and sign-up throttles (throttle.ts), shared by every instance: one row per rule
 * and key (an account's login name, a client address, a device), counting attempts in a window that starts with
 * the first one. `last_at` is the latest admitted attempt, from which a growing lock is timed.
 */
export const throttle = pgTable(
  'throttle',
  {
    scope: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    windowEnds: timestamp({ withTimezone: true }).notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('throttle_window_idx').on(t.windowEnds)],
);
