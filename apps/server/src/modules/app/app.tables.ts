import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';

/** A published version of an app (web, Android, iOS) with what changed in each language. */
export const appVersion = pgTable(
  'app_version',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    platform: text({ enum: ['h5', 'android', 'ios'] }).notNull(),
    pkgName: text().notNull(),
    versionCode: integer().notNull(),
    versionName: text().notNull(),
    forceUpdate: boolean().notNull().default(false),
    downUrl: text().notNull().default(''),
    iosUrl: text().notNull().default(''),
    ckVersion: text().notNull().default(''),
    described: jsonb().$type<Localized>().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_version_key').on(t.platform, t.pkgName, t.versionCode)],
);

/**
 * A device registered for push messages: one row per device and account that registered it, and one for the
 * device as a visitor (`accountId` null). The key includes the account, so a caller can only write its own row:
 * nobody can take or clear another account's registration by sending its device id.
 */
export const pushDevice = pgTable(
  'push_device',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deviceId: text().notNull(),
    platform: text({ enum: ['h5', 'android', 'ios'] }).notNull(),
    pushToken: text().notNull(),
    accountId: integer().references(() => account.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('push_device_owner_key').on(t.deviceId, t.accountId).nullsNotDistinct(),
    index('push_device_account_idx').on(t.accountId).where(sql`${t.accountId} is not null`),
  ],
);
