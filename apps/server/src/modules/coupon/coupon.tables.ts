import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';
import type { Localized } from '@mall/contract/platform/languages';
import { shop } from '../shop/shop.tables.ts';

/**
 * A coupon a shop (or the platform, shop null) offers for picking. What shoppers picked and used is the
 * promotion domain's ledger of user coupons; `pickedQuantity` only moves by conditional updates.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    title: jsonb().$type<Localized>().notNull(),
    /** `amount_off` takes `amountOff` minor units off; `percent_off` takes `percentOff` percent off. */
    kind: text({ enum: ['amount_off', 'percent_off'] }).notNull(),
    /** The smallest order (minor units) the coupon applies to; 0 for any. */
    thresholdAmount: integer().notNull().default(0),
    amountOff: integer(),
    percentOff: integer(),
    /** A percentage coupon takes at most this much off (minor units); null for no cap. */
    maxOff: integer(),
    totalQuantity: integer().notNull(),
    pickedQuantity: integer().notNull().default(0),
    perUserLimit: integer().notNull().default(1),
    /** When shoppers can pick it. */
    pickStartsAt: timestamp({ withTimezone: true }).notNull(),
    pickEndsAt: timestamp({ withTimezone: true }).notNull(),
    /** How many days a picked coupon stays usable. */
    validDays: integer().notNull(),
    status: text({ enum: ['active', 'stopped'] }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_shop_idx').on(t.shopId, t.pickEndsAt),
    // The merchant's "upcoming" tab: a shop's coupons by when claiming starts (the other tabs walk coupon_shop_idx).
    index('coupon_shop_starts_idx').on(t.shopId, t.pickStartsAt),
    check(
      'coupon_terms',
      sql`${t.pickedQuantity} between 0 and ${t.totalQuantity} and ((${t.kind} = 'amount_off' and ${t.amountOff} > 0) or (${t.kind} = 'percent_off' and ${t.percentOff} between 1 and 99)) and (${t.maxOff} is null or ${t.maxOff} > 0)`,
    ),
  ],
);

/**
 * A coupon a shopper picked: the ledger behind per-user limits, the coupon list and the checkout. `status` only
 * moves `unused` → `used` (a commit consumes it) and back (an unpaid order cancelled releases it); "expired" is
 * `expiresAt` in the past, never stored, so no job has to sweep it. The order that used it points at it.
 */
export const userCoupon = pgTable(
  'user_coupon',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    /** The coupon's shop, repeated so that the checkout finds a shop's usable coupons in one index range; null for the platform's. */
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    status: text({ enum: ['unused', 'used'] }).notNull().default('unused'),
    pickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('user_coupon_account_idx').on(t.accountId, t.status, t.expiresAt),
    index('user_coupon_coupon_idx').on(t.couponId, t.accountId),
    // How many of a coupon were used (the merchant's list): an index-only count of the used rows alone.
    index('user_coupon_used_idx').on(t.couponId).where(sql`${t.status} = 'used'`),
  ],
);

/**
 * An activity: a campaign of the platform that offers a set of coupons for a time (the activity page's coupon
 * centre). Claiming through it picks one of its coupons by the coupon's own limits, inside both windows.
 */
export const couponActivity = pgTable(
  'coupon_activity',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['active', 'stopped'] }).notNull().default('active'),
    /** Smaller first on the page. */
    position: integer().notNull().default(0),
    /** Score points a claim of the activity's points gives (0: the activity gives none), cause `activity_points`. */
    points: integer().notNull().default(0),
    /** How many times one shopper may claim the points. */
    pointsPerUser: integer().notNull().default(1),
    /** How many claims of the points there are in all (null: no limit), and how many were made. */
    pointsTotal: integer(),
    pointsClaimed: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_activity_live_idx').on(t.status, t.endsAt),
    check('coupon_activity_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('coupon_activity_points', sql`${t.points} >= 0 and ${t.pointsPerUser} >= 1 and ${t.pointsClaimed} >= 0 and (${t.pointsTotal} is null or ${t.pointsClaimed} <= ${t.pointsTotal})`),
  ],
);

/** A shopper's claim of an activity's points (`user/activity/points/pick`): the ledger credit's cause is this row. */
export const activityPointsPick = pgTable(
  'activity_points_pick',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer()
      .notNull()
      .references(() => couponActivity.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    points: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_points_pick_account_idx').on(t.activityId, t.accountId)],
);

/** The coupons an activity offers, in its order. */
export const couponActivityCoupon = pgTable(
  'coupon_activity_coupon',
  {
    activityId: integer()
      .notNull()
      .references(() => couponActivity.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.couponId] }), index('coupon_activity_coupon_coupon_idx').on(t.couponId)],
);
