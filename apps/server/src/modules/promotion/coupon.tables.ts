import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    check(
      'coupon_terms',
      sql`${t.pickedQuantity} between 0 and ${t.totalQuantity} and ((${t.kind} = 'amount_off' and ${t.amountOff} > 0) or (${t.kind} = 'percent_off' and ${t.percentOff} between 1 and 99))`,
    ),
  ],
);
