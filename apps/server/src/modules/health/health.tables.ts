import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { chatConversation } from '../chat/chat.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * Health (decisions: "Health"). The regulatory facts of a medicine goods; whether it is prescription-only (`rx`) or
 * over the counter stays the catalogue's `goods.drug_class`, and its per-order limit the catalogue's purchase limit,
 * so that the cart and the checkout read one truth.
 */
export const healthGoods = pgTable('health_goods', {
  goodsId: integer()
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  /** The regulator's approval number (国药准字 …). */
  approvalNumber: text().notNull(),
  dosageForm: jsonb().$type<Localized>().notNull(),
  specification: jsonb().$type<Localized>().notNull(),
  usage: jsonb().$type<Localized>().notNull(),
  contraindications: jsonb().$type<Localized>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's medicine demand. `status` holds open, quoted, accepted or cancelled; an open or quoted demand past
 * `expires_at` is expired, decided at read and by every conditional update (no sweep needed).
 */
export const medicineDemand = pgTable(
  'medicine_demand',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    medicine: text().notNull(),
    quantity: integer().notNull(),
    symptoms: text().notNull(),
    goodsId: integer().references(() => goods.id, { onDelete: 'set null' }),
    prescription: boolean().notNull(),
    /** Private uploads of the requester (`/private/…`), handed out only as signed links. */
    photos: jsonb().$type<string[]>().notNull().default([]),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    status: text({ enum: ['open', 'quoted', 'accepted', 'cancelled'] }).notNull().default('open'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedQuoteId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medicine_demand_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    check('medicine_demand_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/** The verified pharmacies a demand was shown to at its release (near it): only they may see it, its photos and quote. */
export const medicineDemandShop = pgTable(
  'medicine_demand_shop',
  {
    demandId: integer()
      .notNull()
      .references(() => medicineDemand.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    distanceM: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.demandId, t.shopId] }), index('medicine_demand_shop_list_idx').on(t.shopId, t.createdAt.desc(), t.demandId.desc())],
);

/**
 * A pharmacy's quote for a demand: its goods at a price, valid until a time. offered → accepted (the shopper took it)
 * or declined (another was taken); past `valid_until` an offered quote is expired. `order_id` is set once, by the
 * commit that ordered it.
 */
export const medicineQuote = pgTable(
  'medicine_quote',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => medicineDemand.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id),
    skuId: integer()
      .notNull()
      .references(() => goodsSku.id),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    status: text({ enum: ['offered', 'accepted', 'declined'] }).notNull().default('offered'),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => account.id, { onDelete: 'set null' }),
    requestKey: text(),
    orderId: integer().references(() => saleOrder.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medicine_quote_demand_idx').on(t.demandId, t.id),
    uniqueIndex('medicine_quote_request_key').on(t.shopId, t.requestKey),
    check('medicine_quote_amounts', sql`${t.quantity} between 1 and 99 and ${t.unitPrice} > 0`),
  ],
);
