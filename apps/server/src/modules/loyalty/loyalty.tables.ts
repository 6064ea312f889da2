import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import { SCORE_EXCHANGE_STATUSES } from '@mall/contract/loyalty/score-fields';

/**
 * Score points earned by completed orders and taken back by their refunds (loyalty-rules.ts). The points themselves
 * are ledger entries (wallet module); these rows say what each order earned and what each refund took back, so the
 * proportional take-back of several refunds adds up to no more than the order earned.
 */

/** What a completed order earned: one row per order, written with the ledger credit (cause `order_points`). */
export const pointsEarning = pgTable(
  'points_earning',
  {
    orderId: integer().primaryKey(),
    accountId: integer().notNull(),
    orderNo: text().notNull(),
    /** What the order cost, minor units of the base currency. */
    payAmount: bigint({ mode: 'number' }).notNull(),
    points: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_earning_points', sql`${t.points} >= 0`)],
);

/**
 * What a settled refund of an order took back (cause `points_take_back`, the refund): `due` is its share of what the
 * order earned, `taken` what the shopper still held of it (less when they had already spent the points).
 */
export const pointsTakeBack = pgTable(
  'points_take_back',
  {
    refundId: integer().primaryKey(),
    orderId: integer().notNull(),
    /** The refund's money, minor units. */
    amount: bigint({ mode: 'number' }).notNull(),
    due: integer(),
    taken: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_take_back_order_idx').on(t.orderId)],
);

/** Goods a shopper can take for points (seeded for a few demo goods): one SKU of a goods at a price in points. */
export const scoreGoods = pgTable(
  'score_goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer().notNull(),
    skuId: integer().notNull(),
    scorePrice: integer().notNull(),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('score_goods_sku_key').on(t.skuId), check('score_goods_price', sql`${t.scorePrice} > 0`)],
);

/**
 * A score goods taken for points (`userrechargeorder/score/take`): written with the ledger debit (cause
 * `score_exchange`, this row) in one transaction; the request key answers a repeated call with the same exchange.
 */
export const scoreExchange = pgTable(
  'score_exchange',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer().notNull(),
    scoreGoodsId: integer()
      .notNull()
      .references(() => scoreGoods.id),
    points: integer().notNull(),
    requestKey: text().notNull(),
    /** The SKU whose stock it took (one piece), and where it goes: the caller's address as it was (null before addresses). */
    skuId: integer(),
    address: jsonb().$type<TOrderAddress>(),
    /**
     * `to_ship` until the goods' shop sends it (`merchant/score/exchange/ship`: a `score_exchange` parcel whose
     * reference is this row), `shipped` then, `received` once the carrier delivers it.
     */
    status: text({ enum: SCORE_EXCHANGE_STATUSES }).notNull().default('to_ship'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('score_exchange_request_key').on(t.accountId, t.requestKey),
    index('score_exchange_account_idx').on(t.accountId, t.createdAt),
    // A shop's list by status: its few score goods, each an index range in time order.
    index('score_exchange_goods_status_idx').on(t.scoreGoodsId, t.status, t.createdAt, t.id),
  ],
);

/**
 * What a settled refund of an order that used score points at checkout gave back (cause `order_points_return`,
 * `refund:<id>`): all refunds of the order together give back `floor(pointsUsed × refunded ÷ paid)`, all of them once
 * everything is refunded, each refund the growth it makes (loyalty-points-return.ts).
 */
export const pointsRefundReturn = pgTable(
  'points_refund_return',
  {
    refundId: integer().primaryKey(),
    orderId: integer().notNull(),
    /** The refund's money, minor units. */
    amount: bigint({ mode: 'number' }).notNull(),
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_refund_return_order_idx').on(t.orderId)],
);
