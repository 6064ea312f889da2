import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@mall/contract/platform/languages';
import { ORDER_STATUSES, type TOrderAddress } from '@mall/contract/order/order-fields';
import { account } from '../account/account.tables.ts';
import { address } from '../account/address.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/** What a checkout buys: SKUs and quantities, and the cart lines they came from (null for buy-now). */
export interface CheckoutLineInput {
  cartId: number | null;
  goodsId: number;
  skuId: number;
  quantity: number;
  /** A group buy's line (groupbuy module): its listing and the pickup point chosen; priced at the group price, no delivery. */
  groupBuy?: { listingId: number; pickupPointId: number };
  /** A pharmacy's accepted quote (health module): priced at the quoted unit price; the commit checks the quote again. */
  quote?: { quoteId: number; unitPrice: number };
}

/**
 * The shopper's coupon choices. `shops` maps a shop id to a user coupon id, or null for "no coupon"; a shop not
 * in it gets its best usable coupon. `platform` likewise: absent for the best, null for none.
 */
export interface CheckoutCouponChoices {
  shops: Record<string, number | null>;
  platform?: number | null;
  /** Whether the shopper uses their score points (docs/decisions.md "Score points: spending at checkout"). */
  points?: boolean | number;
}

/**
 * An open checkout: the shopper's inputs only (lines, address, coupon choices, remarks). Prices are never
 * stored here; every answer and the commit price it afresh.
 */
export const checkout = pgTable(
  'checkout',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    source: text({ enum: ['cart', 'onegoods'] }).notNull(),
    lines: jsonb().$type<CheckoutLineInput[]>().notNull(),
    addressId: integer().references(() => address.id, { onDelete: 'set null' }),
    couponChoices: jsonb().$type<CheckoutCouponChoices>().notNull().default({ shops: {} }),
    /** Shop id → the shopper's remark for that shop's order. */
    remarks: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Set by the commit that turned it into orders, on this row because every commit of the checkout locks it:
     * a commit that waited for that lock reads this column as the winner left it (a subquery of the same
     * statement would still see the checkout uncommitted), so two numbers of one checkout cannot both commit.
     */
    committedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_account_idx').on(t.accountId, t.createdAt), index('checkout_expires_idx').on(t.expiresAt)],
);

/**
 * A one-time commit number of a checkout. The commit locks this row first: a second commit of the same number,
 * even at the same moment, waits and then answers the orders the first one stored in `orderIds`.
 */
export const checkoutNumber = pgTable(
  'checkout_number',
  {
    number: text().primaryKey(),
    checkoutId: integer()
      .notNull()
      .references(() => checkout.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp({ withTimezone: true }),
    orderIds: integer().array(),
  },
  (t) => [
    index('checkout_number_checkout_idx').on(t.checkoutId),
    // The database's own guard behind the commit's lock: one committed number per checkout, whatever races.
    uniqueIndex('checkout_number_committed_key').on(t.checkoutId).where(sql`${t.committedAt} is not null`),
  ],
);

/**
 * One shop's order. Amounts are integer minor units of the base currency, fixed at commit:
 * `payAmount = goodsAmount − shopCouponAmount − platformCouponAmount − pointsAmount + deliveryFee`. The status moves only
 * through the order state machine, each move recorded in `sale_order_event`.
 */
export const saleOrder = pgTable(
  'sale_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shop.id),
    /** The commit that created it; orders of one commit share it (and may be paid together). */
    checkoutNumber: text().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('paying'),
    quantity: integer().notNull(),
    goodsAmount: integer().notNull(),
    shopCouponAmount: integer().notNull().default(0),
    platformCouponAmount: integer().notNull().default(0),
    deliveryFee: integer().notNull().default(0),
    /** A takeaway shop's packing fee, a part of `deliveryFee` (so the amounts' check stays one sum); 0 otherwise. */
    packingFee: integer().notNull().default(0),
    /** Score points this order's share of the commit spent (ledger cause `order_points_spend`, the commit number). */
    pointsUsed: integer().notNull().default(0),
    /** What those points took off, minor units (`pointsUsed × 100 / LOYALTY_RULES.pointsPerUnit`). */
    pointsAmount: integer().notNull().default(0),
    payAmount: integer().notNull(),
    /** The shop coupon this order used. */
    userCouponId: integer().references(() => userCoupon.id, { onDelete: 'set null' }),
    /** The platform coupon shared by the orders of the commit. */
    platformUserCouponId: integer().references(() => userCoupon.id, { onDelete: 'set null' }),
    address: jsonb().$type<TOrderAddress>().notNull(),
    remark: text().notNull().default(''),
    /** An unpaid order is cancelled at this time by a scheduled job. */
    payDeadline: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    terminatedAt: timestamp({ withTimezone: true }),
    terminateReason: text(),
    /** The shopper deleted a finished order: hidden from their lists, kept for the shop and the books. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_order_no_key').on(t.orderNo),
    uniqueIndex('sale_order_checkout_shop_key').on(t.checkoutNumber, t.shopId),
    index('sale_order_account_idx').on(t.accountId, t.status, t.createdAt),
    // The shopper's list of every group: newest first without sorting all of their orders.
    index('sale_order_account_visible_idx').on(t.accountId, t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index('sale_order_shop_idx').on(t.shopId, t.status, t.createdAt),
    // A shop's list of every status, newest first: the largest shop's first page without sorting all its orders.
    index('sale_order_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    // A shop's paid orders by the time they were paid: the merchant's daily figures (read-models/shop-dashboard.ts).
    // The amount and the shopper ride along, so a month of a shop with half a million orders is read from the index
    // alone (an index-only scan) instead of 22,000 rows of the table.
    index('sale_order_shop_paid_idx').on(t.shopId, t.paidAt, t.payAmount, t.accountId).where(sql`${t.paidAt} is not null`),
    index('sale_order_pay_deadline_idx').on(t.payDeadline).where(sql`${t.status} = 'paying'`),
    // The automatic receipt's sweep: shipped orders by shipping time.
    index('sale_order_receive_idx').on(t.shippedAt).where(sql`${t.status} = 'receiving'`),
    check('sale_order_packing_fee', sql`${t.packingFee} >= 0 and ${t.packingFee} <= ${t.deliveryFee}`),
    check(
      'sale_order_amounts',
      sql`${t.quantity} > 0 and ${t.goodsAmount} >= 0 and ${t.shopCouponAmount} >= 0 and ${t.platformCouponAmount} >= 0 and ${t.deliveryFee} >= 0 and ${t.pointsUsed} >= 0 and ${t.pointsAmount} >= 0 and ${t.payAmount} >= 0 and ${t.payAmount} = ${t.goodsAmount} - ${t.shopCouponAmount} - ${t.platformCouponAmount} - ${t.pointsAmount} + ${t.deliveryFee}`,
    ),
  ],
);

/** A line of an order: a snapshot of the goods as bought (title, picture, spec and price in force then). */
export const saleOrderGoods = pgTable(
  'sale_order_goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id),
    skuId: integer().references(() => goodsSku.id, { onDelete: 'set null' }),
    title: jsonb().$type<Localized>().notNull(),
    specName: jsonb().$type<Localized>().notNull(),
    image: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    /** unitPrice × quantity. */
    amount: integer().notNull(),
    /** This line's share of the order's coupons (shop and platform), for refunds of single lines. */
    discountAmount: integer().notNull().default(0),
  },
  (t) => [
    index('sale_order_goods_order_idx').on(t.orderId),
    index('sale_order_goods_goods_idx').on(t.goodsId),
    check('sale_order_goods_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * ${t.quantity} and ${t.discountAmount} between 0 and ${t.amount}`),
  ],
);

/** Every status move of an order: from, to, who and when. The first row (from null) is the commit. */
export const saleOrderEvent = pgTable(
  'sale_order_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => saleOrder.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }).notNull(),
    /** shopper, merchant, system (scheduled jobs) or platform. */
    actor: text({ enum: ['shopper', 'merchant', 'system', 'platform'] }).notNull(),
    actorId: integer(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sale_order_event_order_idx').on(t.orderId, t.createdAt)],
);
