import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';

/**
 * A line of a shopper's cart: one SKU and how many. It never keeps a price; the cart and the checkout read the
 * SKU's current price. One line per SKU and shopper (adding again raises the quantity through the unique key);
 * a deleted SKU leaves the line with `skuId` null so that the cart can show it as gone.
 */
export const cartLine = pgTable(
  'cart_line',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer().references(() => goodsSku.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    picked: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_line_account_sku_key').on(t.accountId, t.skuId),
    index('cart_line_sku_idx').on(t.skuId),
    index('cart_line_goods_idx').on(t.goodsId),
    check('cart_line_quantity', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * The answer of a cart write sent with a client's request key (add, reorder), kept a day: the same key again (a
 * retry after a lost answer) gets this answer back instead of adding a second time. `fingerprint` is what was
 * asked, so a key reused for another request is refused rather than answered with the wrong thing.
 */
export const cartRequest = pgTable(
  'cart_request',
  {
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    requestKey: text().notNull(),
    fingerprint: text().notNull(),
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.requestKey] }), index('cart_request_created_idx').on(t.createdAt)],
);
