import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessageBody, ChatMessageType, ChatSide, TChatSendRequest } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { chatGoodsCard, chatOrderCard } from '../../read-models/chat-cards.ts';
import { ownsUpload } from '../resource/resource.api.ts';
import { chatConversation, chatMessage } from './chat.tables.ts';
import type { ConversationRow, MessageRow } from './chat-view.ts';

/** The one way a message is stored, whoever sends it: the conversation's next number, once per send. */

/** The bus channel of a stored message; its payload names ids only (listeners read the message). */
export const CHAT_MESSAGE_CHANNEL = 'chat_message';
export interface ChatMessageSignal {
  conversationId: number;
  seq: number;
  messageId: number;
  shopperId: number;
  shopId: number | null;
}

export interface StoredMessage {
  message: MessageRow;
  /** False when the send was a retry: the message stored by the first one. */
  fresh: boolean;
}

/** A stored message as the statement answers it (column names). */
interface StoredRow extends Record<string, unknown> {
  id: number;
  conversation_id: number;
  seq: number;
  side: MessageRow['side'];
  sender_id: number | null;
  client_message_id: string;
  type: MessageRow['type'];
  body: ChatMessageBody;
  /** Drizzle leaves a raw statement's times as PostgreSQL's text. */
  created_at: string;
}

export interface NewMessage {
  conversationId: number;
  side: ChatSide;
  senderId: number | null;
  clientMessageId: string;
  type: ChatMessageType;
  body: ChatMessageBody;
}

/**
 * Stores a message in the caller's transaction. The conversation's row is locked first; only then is the sender's
 * client message id looked up, by a statement of its own, which therefore sees a concurrent retry that committed
 * while this one waited: the retry answers the stored message and takes no number. Otherwise the message takes
 * `last_seq + 1`, and the conversation's last time and the sender's own read mark move with it. The bus
 * signal (ChatMessageSignal) is a NOTIFY in the same statement: PostgreSQL sends it at the commit and never for a
 * rollback.
 */
export async function storeMessage(tx: Tx, m: NewMessage): Promise<StoredMessage> {
  const [conv] = await tx.select().from(chatConversation).where(eq(chatConversation.id, m.conversationId)).for('update');
  if (!conv) throw notFound();
  const [existing] = await tx
    .select()
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, m.conversationId),
        eq(chatMessage.side, m.side),
        sql`coalesce(${chatMessage.senderId}, 0) = ${m.senderId ?? 0}`,
        eq(chatMessage.clientMessageId, m.clientMessageId),
      ),
    );
  if (existing) {
    if (existing.type !== m.type || !sameBody(existing.body, m.body)) throw new AppError('CHAT_MESSAGE_ID_REUSED');
    return { message: existing, fresh: false };
  }
  const seq = conv.lastSeq + 1;
  // The sender has read what they answer; a notice leaves the staff's mark where it was unless all was read.
  const readMark =
    m.side === 'shopper'
      ? sql`, shopper_read_seq = m.seq, shopper_wrote_at = m.created_at`
      : m.side === 'shop' || m.side === 'platform'
        ? sql`, staff_read_seq = m.seq`
        : sql`, staff_read_seq = case when c.staff_read_seq = ${conv.lastSeq}::int then m.seq else c.staff_read_seq end`;
  // The message, the conversation's marks and the signal in one statement: one round trip, not three.
  const stored = await tx.execute<StoredRow>(sql`
    with m as (
      insert into chat_message (conversation_id, seq, side, sender_id, client_message_id, type, body)
      values (${m.conversationId}::int, ${seq}::int, ${m.side}, ${m.senderId}::int, ${m.clientMessageId}, ${m.type}, ${JSON.stringify(m.body)}::jsonb)
      returning id, conversation_id, seq, side, sender_id, client_message_id, type, body, created_at
    ), marks as (
      update chat_conversation c set last_seq = m.seq, last_message_at = m.created_at ${readMark} from m where c.id = m.conversation_id
    ), signal as (
      select pg_notify(${CHAT_MESSAGE_CHANNEL}, json_build_object(
        'conversationId', m.conversation_id, 'seq', m.seq, 'messageId', m.id, 'shopperId', ${conv.shopperId}::int, 'shopId', ${conv.shopId}::int
      )::text) from m
    )
    select m.* from m, signal`);
  const r = stored.rows[0]!;
  const message: MessageRow = {
    id: r.id,
    conversationId: r.conversation_id,
    seq: r.seq,
    side: r.side,
    senderId: r.sender_id,
    clientMessageId: r.client_message_id,
    type: r.type,
    body: r.body,
    createdAt: new Date(r.created_at),
  };
  return { message, fresh: true };
}

/** Whether two bodies hold the same (jsonb answers its keys in an order of its own). */
function sameBody(a: ChatMessageBody, b: ChatMessageBody): boolean {
  const canon = (v: object) => JSON.stringify(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)));
  return canon(a) === canon(b);
}

/** Stores a message in a transaction of its own. */
export function sendMessage(db: Db, m: NewMessage): Promise<StoredMessage> {
  return db.transaction((tx) => storeMessage(tx, m));
}

/**
 * What a caller's send stores, checked before anything is written: an image must be the sender's own upload, a
 * goods card an existing goods, an order card an order of the conversation's shopper (and of its shop).
 */
export async function contentOf(
  db: Db,
  senderId: number,
  conv: ConversationRow,
  input: Omit<TChatSendRequest, 'conversationId'>,
  lang: Lang,
): Promise<{ type: ChatMessageType; body: ChatMessageBody }> {
  switch (input.type) {
    case 'text':
      return { type: 'text', body: { text: input.text! } };
    case 'image':
      if (!(await ownsUpload(db, senderId, input.imageUrl!))) throw new AppError('INVALID_REQUEST', { detail: 'imageUrl: not an image you uploaded' });
      return { type: 'image', body: { url: input.imageUrl! } };
    case 'goods':
      if (!(await chatGoodsCard(db, input.goodsId!, lang))) throw new AppError('CHAT_CARD_UNAVAILABLE');
      return { type: 'goods', body: { goodsId: input.goodsId! } };
    case 'order': {
      const card = await chatOrderCard(db, conv.shopperId, input.orderNo!, lang);
      if (!card || (conv.shopId !== null && card.shopId !== conv.shopId)) throw new AppError('CHAT_CARD_UNAVAILABLE');
      return { type: 'order', body: { orderId: card.orderId, orderNo: card.orderNo } };
    }
  }
}
