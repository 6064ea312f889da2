import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** A device registered for push messages, tied to the account that was logged in when it last registered. */
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
    uniqueIndex('push_device_device_key').on(t.deviceId),
    index('push_device_account_idx').on(t.accountId).where(sql`${t.accountId} is not null`),
  ],
);
