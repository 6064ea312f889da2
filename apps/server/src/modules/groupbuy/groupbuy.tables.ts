import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { GROUPBUY_STATUSES } from '@mall/contract/groupbuy/groupbuy-fields';
import { account } from '../account/account.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop, shopAddress } from '../shop/shop.tables.ts';

/**
 * Community group buying: house goods sold for a pickup date at the shop's pickup points (its `shop_address` rows of
 * kind `pickup`). A listing succeeds at its cut-off when the paid units reach its threshold, else it fails and every
 * participant order is cancelled (the paid ones refunded through the payment module).
 */

/** The house goods' own categories (the catalogue's categories belong to shop channels; none fits "house"). */
export const houseCategory = pgTable(
  'house_category',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    icon: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('house_category_code_key').on(t.code)],
);

/** One goods (one SKU) offered to a group at a group price, for a pickup date, until a cut-off. */
export const groupbuyListing = pgTable(
  'groupbuy_listing',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => goodsSku.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => houseCategory.id),
    /** Minor units per piece. */
    groupPrice: integer().notNull(),
    /** The day the goods wait at the pickup points (the shop's calendar day). */
    pickupDate: date({ mode: 'string' }).notNull(),
    /** Buying ends at this instant (inclusive: a commit at the cut-off's very time still joins). */
    cutOffAt: timestamp({ withTimezone: true }).notNull(),
    /** Paid units the group needs by the cut-off. */
    threshold: integer().notNull(),
    /** Paid units so far (each paid order adds its units once, `groupbuy_order.joined_at`). */
    joined: integer().notNull().default(0),
    perShopperLimit: integer().notNull(),
    status: text({ enum: GROUPBUY_STATUSES }).notNull().default('open'),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groupbuy_listing_category_idx').on(t.categoryId, t.id).where(sql`${t.status} = 'open'`),
    index('groupbuy_listing_shop_idx').on(t.shopId, t.id),
    // The cut-off sweep's queue: open listings by cut-off.
    index('groupbuy_listing_cutoff_idx').on(t.cutOffAt).where(sql`${t.status} = 'open'`),
    check('groupbuy_listing_amounts', sql`${t.groupPrice} > 0 and ${t.threshold} > 0 and ${t.joined} >= 0 and ${t.perShopperLimit} > 0`),
  ],
);

/**
 * A participant order: written by the commit (order's commit step), with the pickup point chosen. `joined_at` when
 * its payment was counted into the listing, `left_at` when it stopped counting (cancelled); `cancel_due_at` queues it
 * for cancelling (the group failed, or it was paid too late); the pickup code (issued at payment) is kept as an HMAC
 * for the lookup at its pickup point and sealed (AES-GCM) for the shopper's own order page.
 */
export const groupbuyOrder = pgTable(
  'groupbuy_order',
  {
    orderId: integer()
      .primaryKey()
      .references(() => saleOrder.id, { onDelete: 'cascade' }),
    listingId: integer()
      .notNull()
      .references(() => groupbuyListing.id, { onDelete: 'cascade' }),
    pickupPointId: integer()
      .notNull()
      .references(() => shopAddress.id),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    joinedAt: timestamp({ withTimezone: true }),
    leftAt: timestamp({ withTimezone: true }),
    cancelDueAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    codeHash: text(),
    codeSealed: text(),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedBy: integer().references(() => account.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groupbuy_order_listing_idx').on(t.listingId, t.accountId),
    uniqueIndex('groupbuy_order_code_key').on(t.pickupPointId, t.codeHash),
    index('groupbuy_order_cancel_idx').on(t.cancelDueAt).where(sql`${t.cancelDueAt} is not null and ${t.cancelledAt} is null`),
    check('groupbuy_order_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Staff accounts assigned to a pickup point (the shop's owner is staff of every point without a row). */
export const groupbuyPickupStaff = pgTable(
  'groupbuy_pickup_staff',
  {
    pickupPointId: integer()
      .notNull()
      .references(() => shopAddress.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pickupPointId, t.accountId] }), index('groupbuy_pickup_staff_account_idx').on(t.accountId)],
);

/** Wrong pickup codes per key (`a:<staff account>`, `p:<pickup point>`) and window, for the redeem's rate limit. */
export const groupbuyRedeemFailure = pgTable(
  'groupbuy_redeem_failure',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    failures: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
