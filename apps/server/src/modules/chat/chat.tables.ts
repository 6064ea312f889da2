import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_KINDS, CHAT_MESSAGE_TYPES, CHAT_SIDES, type ChatMessageBody } from '@mall/contract/chat/chat-fields';
import { account } from '../account/account.tables.ts';
import { shop } from '../shop/shop.tables.ts';

/**
 * Chat (decisions: "Chat: conversations, sequence numbers, the socket"). A conversation is a shopper with a shop
 * (`shop`) or with the platform (`platform`); each message takes the conversation's next sequence number under the
 * conversation's row lock, so the numbers have no gap, and unread for a side is `last_seq` less its read mark.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Text so that a later kind (`demand`) is one more value of the contract's list. */
    kind: text({ enum: CHAT_KINDS }).notNull(),
    shopperId: integer()
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** The shop of a `shop` conversation; null for the platform's. */
    shopId: integer().references(() => shop.id, { onDelete: 'cascade' }),
    /** The medicine demand a `demand` conversation is about (health module; no foreign key: chat does not depend on health). */
    demandId: integer(),
    lastSeq: integer().notNull().default(0),
    /** The shopper's read mark: every message up to it is read. */
    shopperReadSeq: integer().notNull().default(0),
    /** The other side's read mark (the shop's staff, or the platform's operators), shared by all of them. */
    staffReadSeq: integer().notNull().default(0),
    shopperMuted: boolean().notNull().default(false),
    /** Null until the first message: conversations without one are in nobody's list. */
    lastMessageAt: timestamp({ withTimezone: true }),
    /** When the shopper last wrote: the platform's operators list only conversations a shopper wrote in. */
    shopperWroteAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_shop_key').on(t.shopperId, t.shopId).where(sql`${t.kind} = 'shop'`),
    uniqueIndex('chat_conversation_platform_key').on(t.shopperId).where(sql`${t.kind} = 'platform'`),
    index('chat_conversation_shopper_list_idx').on(t.shopperId, t.lastMessageAt.desc(), t.id.desc()).where(sql`${t.lastMessageAt} is not null`),
    index('chat_conversation_shop_list_idx').on(t.shopId, t.lastMessageAt.desc(), t.id.desc()).where(sql`${t.lastMessageAt} is not null`),
    index('chat_conversation_platform_list_idx')
      .on(t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'platform' and ${t.shopperWroteAt} is not null`),
    uniqueIndex('chat_conversation_demand_key').on(t.demandId, t.shopId).where(sql`${t.kind} = 'demand'`),
    check('chat_conversation_shop', sql`(${t.kind} in ('shop', 'demand')) = (${t.shopId} is not null)`),
    check('chat_conversation_demand', sql`(${t.kind} = 'demand') = (${t.demandId} is not null)`),
    check('chat_conversation_reads', sql`${t.shopperReadSeq} between 0 and ${t.lastSeq} and ${t.staffReadSeq} between 0 and ${t.lastSeq}`),
  ],
);

/** One message: its conversation's sequence number, who sent it, and what it is. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    side: text({ enum: CHAT_SIDES }).notNull(),
    /** Null for the platform's system notices. */
    senderId: integer().references(() => account.id, { onDelete: 'set null' }),
    /** The sender's id of the send (a retry sends the same one); `event:<id>` for a system notice. */
    clientMessageId: text().notNull(),
    type: text({ enum: CHAT_MESSAGE_TYPES }).notNull(),
    body: jsonb().$type<ChatMessageBody>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_seq_key').on(t.conversationId, t.seq),
    // A retried send of one sender in one conversation stores one row (system notices have no sender: 0).
    uniqueIndex('chat_message_client_key').on(t.conversationId, t.side, sql`coalesce(${t.senderId}, 0)`, t.clientMessageId),
    check('chat_message_seq', sql`${t.seq} > 0`),
  ],
);
