import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { TDenomination, TPlusBenefitText } from '@mall/contract/shop/shop-plus-fields';
import { account } from '../account/account.tables.ts';
import { shop } from './shop.tables.ts';

/**
 * A shop's membership ("plus", shop-plus.service.ts): whether it sells it, the benefits its merchant describes and
 * the preset top-ups (each with the bonus the shop adds). No row: no membership.
 */
export const shopPlus = pgTable('shop_plus', {
  shopId: integer()
    .primaryKey()
    .references(() => shop.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  benefits: jsonb().$type<TPlusBenefitText[]>().notNull().default([]),
  denominations: jsonb().$type<TDenomination[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's membership of a shop: joined once (the key), free. Their stored value there is a ledger account. */
export const shopPlusMember = pgTable(
  'shop_plus_member',
  {
    shopId: integer()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.accountId] }), index('shop_plus_member_account_idx').on(t.accountId, t.joinedAt), check('shop_plus_member_ids', sql`${t.shopId} > 0`)],
);
