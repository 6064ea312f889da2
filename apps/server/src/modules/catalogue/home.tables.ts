import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BANNER_POSITIONS, LINK_TYPES, SHORTCUT_POSITIONS } from '@mall/contract/catalogue/catalogue-kinds';
import type { Localized } from '@mall/contract/platform/languages';
import { category, goods } from './catalogue.tables.ts';
import { shop } from '../shop/shop.tables.ts';

// Every tappable entry says where it leads the same way: a link type and its target (id, page path or URL).
const link = () => ({
  linkType: text({ enum: LINK_TYPES }).notNull().default('none'),
  linkTarget: text().notNull().default(''),
});

/** A swiper picture at a position of a page; shop banners carry their shop. Hidden outside its time window. */
export const banner = pgTable(
  'banner',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    position: text({ enum: BANNER_POSITIONS }).notNull(),
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    title: jsonb().$type<Localized>().notNull(),
    image: text().notNull(),
    ...link(),
    sort: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    index('banner_position_idx').on(t.position, t.sort).where(sql`${t.shopId} is null`),
    index('banner_shop_idx').on(t.shopId, t.position, t.sort).where(sql`${t.shopId} is not null`),
  ],
);

/**
 * A block of the home page: a row of goods, of shops, or a panel of shortcuts. Goods and shop groups list
 * their entries in home_group_item; shortcut groups own home_shortcut rows.
 */
export const homeGroup = pgTable(
  'home_group',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['goods', 'shops', 'shortcuts'] }).notNull(),
    title: jsonb().$type<Localized>().notNull(),
    subtitle: jsonb().$type<Localized>().notNull(),
    image: text().notNull().default(''),
    ...link(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('home_group_sort_idx').on(t.sort)],
);

export const homeGroupItem = pgTable(
  'home_group_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => homeGroup.id, { onDelete: 'cascade' }),
    goodsId: integer().references(() => goods.id, { onDelete: 'cascade' }),
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('home_group_item_group_idx').on(t.groupId, t.sort),
    check('home_group_item_target', sql`(${t.goodsId} is null) <> (${t.shopId} is null)`),
  ],
);

/**
 * An icon of a shortcut grid (home, health, takeaway pages) or of a shortcut group. A shortcut to a
 * category opens the shortcut page with that category's children, shops and goods.
 */
export const homeShortcut = pgTable(
  'home_shortcut',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    position: text({ enum: SHORTCUT_POSITIONS }).notNull(),
    groupId: integer().references(() => homeGroup.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => category.id, { onDelete: 'cascade' }),
    title: jsonb().$type<Localized>().notNull(),
    icon: text().notNull(),
    ...link(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    index('home_shortcut_position_idx').on(t.position, t.sort).where(sql`${t.groupId} is null`),
    index('home_shortcut_group_idx').on(t.groupId, t.sort).where(sql`${t.groupId} is not null`),
    index('home_shortcut_category_idx').on(t.categoryId).where(sql`${t.categoryId} is not null`),
  ],
);

/** The tabs across the top of the home page ("Recommended", then categories or pages). */
export const homeTopnav = pgTable(
  'home_topnav',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb().$type<Localized>().notNull(),
    categoryId: integer().references(() => category.id, { onDelete: 'cascade' }),
    ...link(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('home_topnav_sort_idx').on(t.sort)],
);

/** The category icons of a page (home, health, takeaway), each opening its category. */
export const categoryShortcut = pgTable(
  'category_shortcut',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    position: text({ enum: SHORTCUT_POSITIONS }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    title: jsonb().$type<Localized>().notNull(),
    icon: text().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('category_shortcut_position_idx').on(t.position, t.sort)],
);
