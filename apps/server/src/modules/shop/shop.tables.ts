import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SHOP_KINDS } from '@mall/contract/catalogue/catalogue-kinds';
import { SHOP_RIGHTS } from '@mall/contract/platform/api';
import type { Localized } from '@mall/contract/platform/languages';
import { account } from '../account/account.tables.ts';
import { merchant } from '../merchant/merchant.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { tsvector } from '../../platform/tsvector.ts';

/**
 * A shop of a merchant. Takeaway shops deliver within `deliveryRadiusM` of their coordinates during their
 * business times; mall and health shops ship by their delivery-fee templates. Counters (followers, sales,
 * goods) are kept by the writes that change them, so lists never count rows.
 */
export const shop = pgTable(
  'shop',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchant.id),
    /** A stable slug; generators and links find shops by it. */
    code: text().notNull(),
    kind: text({ enum: SHOP_KINDS }).notNull(),
    name: jsonb().$type<Localized>().notNull(),
    intro: jsonb().$type<Localized>().notNull(),
    logo: text().notNull(),
    banner: text().notNull(),
    phone: text().notNull().default(''),
    nationId: integer()
      .notNull()
      .references(() => nation.id),
    provinceId: integer().references(() => area.id),
    cityId: integer().references(() => area.id),
    districtId: integer().references(() => area.id),
    address: jsonb().$type<Localized>().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** Takeaway only: how far the shop delivers, the smallest order, its delivery fee and usual delivery time. */
    deliveryRadiusM: integer().notNull().default(0),
    minOrderAmount: integer().notNull().default(0),
    deliveryFee: integer().notNull().default(0),
    deliveryMinutes: integer().notNull().default(0),
    /** Takeaway only: the packing fee of every order, and how many minutes before closing orders stop being taken. */
    packingFee: integer().notNull().default(0),
    lastOrderMinutes: integer().notNull().default(0),
    /** Scores out of 5 from reviews: overall, goods as described, service, delivery. */
    rating: doublePrecision().notNull().default(5),
    descScore: doublePrecision().notNull().default(5),
    serviceScore: doublePrecision().notNull().default(5),
    deliveryScore: doublePrecision().notNull().default(5),
    followerCount: integer().notNull().default(0),
    salesCount: integer().notNull().default(0),
    goodsCount: integer().notNull().default(0),
    /** Set for shops the platform recommends, lowest first. */
    recommendRank: integer(),
    status: text({ enum: ['open', 'closed', 'disabled'] }).notNull().default('open'),
    /**
     * Set while the platform suspends the shop (status `disabled`): when, why, and the status it goes back to when
     * reinstated. Shoppers see a suspended shop as a disabled one; its staff keep the console (see shop-staff.ts).
     */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendReason: text(),
    resumeStatus: text({ enum: ['open', 'closed'] }),
    /** Names and intro in every language, made by search-tokens.ts; for the shop side of the search. */
    searchVector: tsvector().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_code_key').on(t.code),
    index('shop_merchant_idx').on(t.merchantId),
    index('shop_kind_idx').on(t.kind, t.salesCount),
    index('shop_recommend_idx').on(t.recommendRank).where(sql`${t.recommendRank} is not null`),
    // "Near shops": a GiST over the point answers `order by point(lng, lat) <-> point(:lng, :lat)` nearest
    // first without reading every shop; the exact distance (haversine) is then computed for the page only.
    index('shop_location_idx')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.lat} is not null and ${t.lng} is not null`),
    index('shop_search_idx').using('gin', t.searchVector),
    check('shop_takeaway_terms', sql`${t.packingFee} >= 0 and ${t.lastOrderMinutes} between 0 and 720`),
  ],
);

/** Opening hours: one row per opening span of a weekday (1 Monday … 7 Sunday), in minutes after midnight. */
export const shopBusinessTime = pgTable(
  'shop_business_time',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    weekday: integer().notNull(),
    opensAt: integer().notNull(),
    /** May pass 1440 for a span that ends after midnight (a night market open 18:00-02:00 closes at 1560). */
    closesAt: integer().notNull(),
  },
  (t) => [
    index('shop_business_time_shop_idx').on(t.shopId, t.weekday, t.opensAt),
    check('shop_business_time_span', sql`${t.weekday} between 1 and 7 and ${t.opensAt} >= 0 and ${t.closesAt} > ${t.opensAt} and ${t.closesAt} <= 2880`),
  ],
);

/** A day a takeaway shop is closed (a holiday), as a date in the shop's own time zone. */
export const shopHoliday = pgTable(
  'shop_holiday',
  {
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** A shopper following a shop; the shop's `followerCount` moves with these rows. */
export const shopFollow = pgTable(
  'shop_follow',
  {
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shopId] }),
    index('shop_follow_account_idx').on(t.accountId, t.createdAt),
    index('shop_follow_shop_idx').on(t.shopId),
  ],
);

/** The shops a shopper visited, once per shop, latest visit first. */
export const shopBrowseHistory = pgTable(
  'shop_browse_history',
  {
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    browsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shopId] }),
    index('shop_browse_history_account_idx').on(t.accountId, t.browsedAt),
  ],
);

/** A licence or permit of the shop itself (food, drug, medical devices, brand authorisation), with its picture. */
export const shopQualification = pgTable(
  'shop_qualification',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    kind: text({
      enum: ['business_license', 'food_license', 'drug_license', 'medical_device', 'brand_authorization', 'other'],
    }).notNull(),
    name: jsonb().$type<Localized>().notNull(),
    number: text().notNull(),
    image: text().notNull(),
    validUntil: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('shop_qualification_shop_idx').on(t.shopId, t.sort)],
);

/** A shop's other addresses: where returns go, and pickup points of group-buy goods. */
export const shopAddress = pgTable(
  'shop_address',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['return', 'pickup'] }).notNull(),
    name: jsonb().$type<Localized>().notNull(),
    contactName: text().notNull(),
    phone: text().notNull(),
    nationId: integer()
      .notNull()
      .references(() => nation.id),
    provinceId: integer().references(() => area.id),
    cityId: integer().references(() => area.id),
    districtId: integer().references(() => area.id),
    address: jsonb().$type<Localized>().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('shop_address_shop_idx').on(t.shopId, t.kind, t.sort)],
);

/**
 * How a shop charges for shipping. Goods name a template (or use the shop's default); the fee for an
 * address comes from the most specific rule: the address's province, else its nation, else the rule for
 * everywhere (both null).
 */
export const deliveryFeeTemplate = pgTable(
  'delivery_fee_template',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    name: jsonb().$type<Localized>().notNull(),
    /** Units of the rules: pieces, or grams of the SKUs' weight. */
    chargeBy: text({ enum: ['piece', 'weight'] }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_fee_template_shop_idx').on(t.shopId),
    uniqueIndex('delivery_fee_template_default_key').on(t.shopId).where(sql`${t.isDefault}`),
  ],
);

/** The fee of a template for one region: `firstFee` covers `firstUnits`, each further `extraUnits` cost `extraFee`. */
export const deliveryFeeRule = pgTable(
  'delivery_fee_rule',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer()
      .notNull()
      .references(() => deliveryFeeTemplate.id, { onDelete: 'cascade' }),
    nationId: integer().references(() => nation.id),
    /** A province (level-1 area) of the nation; null covers the whole nation. */
    areaId: integer().references(() => area.id),
    firstUnits: integer().notNull(),
    firstFee: integer().notNull(),
    extraUnits: integer().notNull(),
    extraFee: integer().notNull(),
    /** Orders of the shop at or over this amount ship free to the region; null never. */
    freeOverAmount: integer(),
  },
  (t) => [
    // One rule per region of a template; null regions count as equal, so there is one rule for everywhere.
    unique('delivery_fee_rule_region_key').on(t.templateId, t.nationId, t.areaId).nullsNotDistinct(),
    check('delivery_fee_rule_units', sql`${t.firstUnits} > 0 and ${t.extraUnits} > 0 and ${t.firstFee} >= 0 and ${t.extraFee} >= 0`),
  ],
);

/**
 * Who works for a shop and what they may do there: the owner (the account of the shop's merchant, every right) and
 * the staff the owner invites, each with rights of SHOP_RIGHTS. A merchant call acts on one shop, and the route's
 * shop scope checks the caller's rights here before the call runs.
 */
export const shopMember = pgTable(
  'shop_member',
  {
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'staff'] }).notNull(),
    rights: text({ enum: SHOP_RIGHTS }).array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.accountId] }), index('shop_member_account_idx').on(t.accountId)],
);

/**
 * Who visited a shop on a day (its page, or a goods of it): one row per shop, business day and visitor (`a:<account>`
 * for a shopper, `d:<device>` for a visitor), so a day's visitors are a count and a period's a distinct count, for the
 * merchant's dashboard (read-models/shop-dashboard.ts).
 */
export const shopVisit = pgTable(
  'shop_visit',
  {
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.visitor] })],
);

/** The platform's actions on a shop, newest last: suspended with a reason, reinstated; who and when (the shop's history). */
export const shopStatusEvent = pgTable(
  'shop_status_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    action: text({ enum: ['suspended', 'reinstated'] }).notNull(),
    reason: text().notNull().default(''),
    operatorId: integer()
      .notNull()
      .references(() => account.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_status_event_shop_idx').on(t.shopId, t.id)],
);
