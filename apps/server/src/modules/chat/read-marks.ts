import { and, eq, sql } from 'drizzle-orm';
import type { TChatReadResponse } from '@mall/contract/chat/chat-fields';
import type { Db } from '../../platform/database.ts';
import { chatConversation } from './chat.tables.ts';
import { conversationOf, shopperUnreadTotal, staffUnreadTotal, type Party } from './conversations.ts';
import { unreadOf } from './chat-view.ts';

/** The bus channel of a moved read mark, so that every tab and instance of the reader updates. */
export const CHAT_READ_CHANNEL = 'chat_read';
export interface ChatReadSignal {
  conversationId: number;
  side: 'shopper' | 'shop' | 'platform';
  shopperId: number;
  shopId: number | null;
  readSeq: number;
}

/**
 * Marks a side's messages read up to `readSeq`: the mark becomes greatest(mark, least(given, last_seq)) by one
 * conditional update, so it never passes the last message and never goes back, whatever order tabs send marks in.
 * A mark that moved is signalled on the bus (NOTIFY in the update's transaction).
 */
export async function markRead(db: Db, party: Party, conversationId: number, readSeq: number): Promise<TChatReadResponse> {
  await conversationOf(db, party, conversationId);
  const column = party.side === 'shopper' ? chatConversation.shopperReadSeq : chatConversation.staffReadSeq;
  const row = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(chatConversation)
      .set(party.side === 'shopper' ? { shopperReadSeq: sql`least(${readSeq}, ${chatConversation.lastSeq})` } : { staffReadSeq: sql`least(${readSeq}, ${chatConversation.lastSeq})` })
      .where(and(eq(chatConversation.id, conversationId), sql`${column} < least(${readSeq}, ${chatConversation.lastSeq})`))
      .returning();
    if (moved) {
      const signal: ChatReadSignal = { conversationId, side: party.side, shopperId: moved.shopperId, shopId: moved.shopId, readSeq: party.side === 'shopper' ? moved.shopperReadSeq : moved.staffReadSeq };
      await tx.execute(sql`select pg_notify(${CHAT_READ_CHANNEL}, ${JSON.stringify(signal)})`);
      return moved;
    }
    return (await tx.select().from(chatConversation).where(eq(chatConversation.id, conversationId)))[0]!;
  });
  const viewer = party.side === 'shopper' ? 'shopper' : 'staff';
  return {
    conversationId,
    readSeq: party.side === 'shopper' ? row.shopperReadSeq : row.staffReadSeq,
    unread: unreadOf(row, viewer),
    unreadTotal: party.side === 'shopper' ? await shopperUnreadTotal(db, party.accountId) : await staffUnreadTotal(db, party),
  };
}
