import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from '../account/account.tables.ts';
import { goods } from '../catalogue/catalogue.tables.ts';

/** A shopper's share of a goods: one per sharer and goods, found by its random code. */
export const shareLink = pgTable(
  'share_link',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    sharerId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_link_code_key').on(t.code), uniqueIndex('share_link_sharer_goods_key').on(t.sharerId, t.goodsId)],
);

/**
 * What an inviter got for one invitee: one row per invitee (its key), written with the ledger credit, so a
 * registration rewards once however often its event is delivered. `points` is 0 when the inviter's day was full.
 */
export const inviteReward = pgTable(
  'invite_reward',
  {
    inviteeId: integer()
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    inviterId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    points: integer().notNull(),
    /** The inviter had had their day's rewards: recorded, not paid. */
    capped: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The inviter's rewards of a day (the daily limit) and their totals: by inviter and time.
  (t) => [index('invite_reward_inviter_idx').on(t.inviterId, t.createdAt), check('invite_reward_points_check', sql`${t.points} >= 0`)],
);
