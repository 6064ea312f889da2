import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { REMINDER_AFTER_MS } from '@mall/contract/chat/chat-fields';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { chatMessage } from './chat.tables.ts';
import type { MessageRow } from './chat-view.ts';
import { conversationOf } from './conversations.ts';
import { storeMessage } from './send-message.ts';

/**
 * `chat/reminder`: the shopper nudges the shop (or the platform) about their last message, still unanswered. The
 * reminder is a `reminder` notice sent by the shopper under the client message id `reminder:<seq of that message>`,
 * so however often it is asked for (twice at once, a replay) one reminder is stored per unanswered message, and it
 * can only be asked for once that message has waited REMINDER_AFTER_MS (timed by the database's clock, which
 * stamped the message).
 */
export async function remindStaff(db: Db, shopperId: number, conversationId: number): Promise<MessageRow> {
  const conv = await conversationOf(db, { side: 'shopper', accountId: shopperId }, conversationId);
  return db.transaction(async (tx) => {
    // The shopper's last message of their own (not a notice), and whether staff wrote after it: both walk the
    // (conversation, seq) index backwards from the end.
    const [waiting] = await tx
      .select({ seq: chatMessage.seq, due: sql<boolean>`${chatMessage.createdAt} <= now() - make_interval(secs => ${REMINDER_AFTER_MS / 1000})` })
      .from(chatMessage)
      .where(and(eq(chatMessage.conversationId, conv.id), eq(chatMessage.side, 'shopper'), ne(chatMessage.type, 'notice')))
      .orderBy(desc(chatMessage.seq))
      .limit(1);
    if (!waiting) throw new AppError('CHAT_NOTHING_TO_REMIND');
    const [answered] = await tx
      .select({ seq: chatMessage.seq })
      .from(chatMessage)
      .where(and(eq(chatMessage.conversationId, conv.id), gt(chatMessage.seq, waiting.seq), inArray(chatMessage.side, ['shop', 'platform'])))
      .limit(1);
    if (answered) throw new AppError('CHAT_NOTHING_TO_REMIND');
    if (!waiting.due) throw new AppError('CHAT_REMINDER_TOO_SOON');
    const { message } = await storeMessage(tx, {
      conversationId: conv.id,
      side: 'shopper',
      senderId: shopperId,
      clientMessageId: `reminder:${waiting.seq}`,
      type: 'notice',
      body: { notice: 'reminder' },
    });
    return message;
  });
}
