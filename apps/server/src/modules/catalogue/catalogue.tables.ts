import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SHOP_KINDS } from '@mall/contract/catalogue/catalogue-kinds';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';
import { deliveryFeeTemplate, shop } from '../shop/shop.tables.ts';
import { tsvector } from '../../platform/tsvector.ts';

/**
 * The category tree, three levels deep; goods hang on the third. `channel` says which pages show a tree
 * besides the category page (the takeaway and the health pages show theirs).
 */
export const category = pgTable(
  'category',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => category.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    /** A stable dotted slug ("health.otc.cold"); pages and generators find categories by it. */
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    /** Square artwork for grids; `image` is the wide picture at the top of the category page. */
    icon: text().notNull(),
    image: text().notNull().default(''),
    channel: text({ enum: SHOP_KINDS }).notNull().default('mall'),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('category_code_key').on(t.code),
    index('category_top_idx').on(t.channel, t.sort).where(sql`${t.parentId} is null`),
    index('category_parent_idx').on(t.parentId, t.sort),
    check('category_level', sql`${t.level} between 1 and 3`),
  ],
);

/**
 * An attribute shoppers filter a category's goods by (brand, colour, size, capacity …). Attributes of kind
 * `spec` are also the dimensions of SKUs: a SKU holds one value of each.
 */
export const categoryAttr = pgTable(
  'category_attr',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    kind: text({ enum: ['spec', 'brand', 'feature'] }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('category_attr_code_key').on(t.categoryId, t.code)],
);

export const categoryAttrValue = pgTable(
  'category_attr_value',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    attrId: integer()
      .notNull()
      .references(() => categoryAttr.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    /** A CSS colour for colour values, drawn as a swatch. */
    swatch: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('category_attr_value_code_key').on(t.attrId, t.code)],
);

/** One SKU dimension of a goods, as the detail page shows it: the attribute and the values its SKUs use. */
export interface GoodsSpec {
  attrId: number;
  name: Localized;
  values: { id: number; name: Localized; swatch?: string }[];
}

/**
 * A product listing (an SPU) of a shop: the row every list, filter and search reads, kept narrow so that
 * thousands of them fit in memory and the search vector stays inline (see goods_detail for the rest).
 * Prices, counters and filter values are kept in step with SKUs and reviews by the writes that change them.
 * `category1Id` and `category2Id` repeat the leaf's ancestors, so a list of any level is one index range.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The merchant's item number; unique, so generators can top up without duplicating. */
    code: text().notNull(),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    categoryId: integer()
      .notNull()
      .references(() => category.id),
    category2Id: integer()
      .notNull()
      .references(() => category.id),
    category1Id: integer()
      .notNull()
      .references(() => category.id),
    kind: text({ enum: SHOP_KINDS }).notNull().default('mall'),
    /** Medicines only: over the counter, or prescription (sold after a medicine-demand request). */
    drugClass: text({ enum: ['otc', 'rx'] }),
    title: jsonb().$type<Localized>().notNull(),
    /** The list picture (square). */
    image: text().notNull(),
    /** Minor units of the base currency: the cheapest and dearest enabled SKU, and the struck-through price. */
    priceMin: integer().notNull(),
    priceMax: integer().notNull(),
    marketPrice: integer().notNull(),
    /** Set for goods that can be bought with score points (the score mall), in points. */
    scorePrice: integer(),
    salesCount: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** Sum of review ratings; the average is ratingTotal / reviewCount. */
    ratingTotal: integer().notNull().default(0),
    /** Reviews rated 4 or 5, for the "good reviews" rate. */
    goodReviewCount: integer().notNull().default(0),
    favorCount: integer().notNull().default(0),
    /** Brand and SKU-dimension values (category_attr_value ids), for the category and search filters. */
    attrValueIds: integer().array().notNull().default(sql`'{}'::int[]`),
    deliveryTemplateId: integer().references(() => deliveryFeeTemplate.id, { onDelete: 'set null' }),
    /** Set for goods the platform recommends, lowest first. */
    recommendRank: integer(),
    /** The most pieces of this goods (all its SKUs) one order may hold; null for no limit beyond stock. */
    purchaseLimit: integer(),
    status: text({ enum: ['on_sale', 'off_shelf'] }).notNull().default('on_sale'),
    /**
     * False while the goods' shop is suspended by the platform (kept by the catalogue on `shop.suspended` /
     * `shop.reinstated`): shoppers' lists, search and pages show only goods on sale and listed.
     */
    shopListed: boolean().notNull().default(true),
    /**
     * Titles (weight A), keywords and searchable SKU values (B), category names (C) and shop names (D) in
     * en/zh/ja, made by search-tokens.ts. Stored inline (STORAGE MAIN, migration 0001) so that checking a
     * row during a search never reads the TOAST table.
     */
    searchVector: tsvector().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_code_key').on(t.code),
    // Category and shop lists, best sellers first (the default sort); other sorts order the range in memory.
    index('goods_category_idx').on(t.categoryId, t.salesCount),
    index('goods_category2_idx').on(t.category2Id, t.salesCount),
    index('goods_category1_idx').on(t.category1Id, t.salesCount),
    index('goods_shop_idx').on(t.shopId, t.salesCount),
    // Whole-catalogue orders: for a common search term the planner walks these and checks each row's vector
    // instead of sorting every match; (sales_count, id) is also the search's popularity order.
    index('goods_sales_idx').on(t.salesCount, t.id),
    index('goods_price_idx').on(t.priceMin, t.id),
    index('goods_created_idx').on(t.createdAt, t.id),
    index('goods_recommend_idx').on(t.recommendRank).where(sql`${t.recommendRank} is not null`),
    index('goods_score_idx').on(t.scorePrice).where(sql`${t.scorePrice} is not null`),
    index('goods_search_idx').using('gin', t.searchVector),
    index('goods_attr_values_idx').using('gin', t.attrValueIds),
    // The goods naming a delivery template: counted before a merchant deletes it, and what the delete's set null walks.
    index('goods_delivery_template_idx').on(t.deliveryTemplateId).where(sql`${t.deliveryTemplateId} is not null`),
    check('goods_prices', sql`${t.priceMin} >= 0 and ${t.priceMin} <= ${t.priceMax}`),
  ],
);

/** What only the goods detail page shows, one row per goods: kept out of `goods` so lists stay narrow. */
export const goodsDetail = pgTable('goods_detail', {
  goodsId: integer()
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  /** Selling points under the title. */
  subtitle: jsonb().$type<Localized>().notNull(),
  description: jsonb().$type<Localized>().notNull(),
  /** Extra search words in any language (brand names, model numbers, colours), space-separated. */
  keywords: text().notNull().default(''),
  /** The detail swiper (starting with the list picture) and the pictures of the long description. */
  images: text().array().notNull(),
  detailImages: text().array().notNull().default(sql`'{}'::text[]`),
  /** The SKU dimensions and their values, for the SKU picker. */
  specs: jsonb().$type<GoodsSpec[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A purchasable variant of a goods: one value of each of its spec dimensions, with its own price and stock. */
export const goodsSku = pgTable(
  'goods_sku',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** category_attr_value ids, in the order of the goods' `specs`. */
    specValueIds: integer().array().notNull(),
    /** "Red / XL", in each language. */
    specName: jsonb().$type<Localized>().notNull(),
    image: text().notNull(),
    price: integer().notNull(),
    marketPrice: integer().notNull(),
    /** Changed only by conditional updates (`stock = stock - n where stock >= n`); the check is the last guard. */
    stock: integer().notNull(),
    salesCount: integer().notNull().default(0),
    weightGrams: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('goods_sku_code_key').on(t.code),
    index('goods_sku_goods_idx').on(t.goodsId, t.sort),
    uniqueIndex('goods_sku_default_key').on(t.goodsId).where(sql`${t.isDefault}`),
    check('goods_sku_stock', sql`${t.stock} >= 0 and ${t.price} >= 0`),
  ],
);

/**
 * A shopper's review of a goods. Reviews are written in the reviewer's language (`lang`) and not translated.
 * The goods' review counters and the review's `agreeCount` move with the rows that cause them.
 */
export const review = pgTable(
  'review',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer().references(() => goodsSku.id, { onDelete: 'set null' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** The order line reviewed, once the order tables exist; one review per line. */
    orderItemId: integer(),
    rating: integer().notNull(),
    content: text().notNull(),
    lang: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    /** The SKU as bought ("Red / XL"), in the reviewer's language. */
    specText: text().notNull().default(''),
    anonymous: boolean().notNull().default(false),
    agreeCount: integer().notNull().default(0),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    status: text({ enum: ['visible', 'hidden'] }).notNull().default('visible'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_goods_idx').on(t.goodsId, t.createdAt),
    index('review_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('review_order_item_key').on(t.orderItemId).where(sql`${t.orderItemId} is not null`),
    check('review_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** "Helpful" marks: one per shopper and review. */
export const reviewAgree = pgTable(
  'review_agree',
  {
    reviewId: integer()
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.accountId] })],
);

/** The wishlist: goods a shopper favoured; the goods' `favorCount` moves with these rows. */
export const goodsFavor = pgTable(
  'goods_favor',
  {
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.goodsId] }),
    index('goods_favor_account_idx').on(t.accountId, t.createdAt),
    index('goods_favor_goods_idx').on(t.goodsId),
  ],
);

/** The goods a shopper viewed, once per goods (an upsert moves it to the top), latest first. */
export const browseHistory = pgTable(
  'browse_history',
  {
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    browsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.goodsId] }),
    index('browse_history_account_idx').on(t.accountId, t.browsedAt),
  ],
);

/** Goods news: new arrivals, price drops, restocks and short stories of a shop or goods, newest first. */
export const goodsNews = pgTable(
  'goods_news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['new_arrival', 'price_drop', 'restock', 'story'] }).notNull(),
    goodsId: integer().references(() => goods.id, { onDelete: 'cascade' }),
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    title: jsonb().$type<Localized>().notNull(),
    summary: jsonb().$type<Localized>().notNull(),
    body: jsonb().$type<Localized>().notNull(),
    image: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_news_published_idx').on(t.publishedAt)],
);

/**
 * A lightning deal: one SKU at `dealPrice` between `startsAt` and `endsAt`, while `soldQuantity` stays under
 * `quantity` (raised by a conditional update, never read-modify-write).
 */
export const lightningDeal = pgTable(
  'lightning_deal',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => goodsSku.id, { onDelete: 'cascade' }),
    dealPrice: integer().notNull(),
    quantity: integer().notNull(),
    soldQuantity: integer().notNull().default(0),
    perUserLimit: integer().notNull().default(1),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    // Live deals are `ends_at > now() and starts_at <= now()`, soonest ending first: one range of this index.
    index('lightning_deal_ends_idx').on(t.endsAt, t.startsAt),
    index('lightning_deal_goods_idx').on(t.goodsId, t.endsAt),
    check('lightning_deal_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('lightning_deal_quantity', sql`${t.soldQuantity} between 0 and ${t.quantity} and ${t.dealPrice} > 0`),
  ],
);
