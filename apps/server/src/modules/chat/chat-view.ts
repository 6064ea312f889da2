import { and, eq, or } from 'drizzle-orm';
import type { ChatNotice, TChatConversation, TChatMessage } from '@mall/contract/chat/chat-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { shopperFaces } from '../../read-models/chat-people.ts';
import { shopFaces } from '../shop/shop.api.ts';
import { chatMessage, type chatConversation } from './chat.tables.ts';

/** How conversations and messages are answered, for the side that asks. */

export type ConversationRow = typeof chatConversation.$inferSelect;
export type MessageRow = typeof chatMessage.$inferSelect;
/** Who is looking: the shopper, or the other side (a shop's staff, the platform's operators). */
export type Viewer = 'shopper' | 'staff';

/** The platform's name in its conversations. */
export const PLATFORM_NAME: Localized = { en: 'Platform service', zh: '平台客服', ja: 'プラットフォームサポート' };

const NOTICE_TEXT: Record<ChatNotice, Localized> = {
  order_shipped: { en: 'Your order {orderNo} has shipped.', zh: '您的订单 {orderNo} 已发货。', ja: 'ご注文 {orderNo} を発送しました。' },
  refund_settled: { en: 'The refund for your order {orderNo} is complete.', zh: '您的订单 {orderNo} 的退款已完成。', ja: 'ご注文 {orderNo} の返金が完了しました。' },
  application_approved: {
    en: 'Your merchant application was approved and your shop is open. Welcome aboard!',
    zh: '您的商家入驻申请已通过，店铺已开通，欢迎入驻！',
    ja: '出店申請が承認され、ショップが開設されました。ようこそ！',
  },
  // Read by both sides (the socket pushes one text per language), so it names neither.
  reminder: { en: 'A reply reminder was sent.', zh: '已发送回复提醒。', ja: '返信のリマインドが送信されました。' },
};

/** A message as calls and the socket answer it; a notice's text in the caller's language. */
export function toMessage(row: MessageRow, lang: Lang): TChatMessage {
  const b = row.body as Partial<{ text: string; url: string; goodsId: number; orderId: number; orderNo: string; notice: ChatNotice }>;
  const notice = b.notice ?? null;
  const text = notice ? textIn(NOTICE_TEXT[notice], lang).replace('{orderNo}', b.orderNo ?? '') : (b.text ?? null);
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    side: row.side,
    senderId: row.senderId,
    clientMessageId: row.clientMessageId,
    type: row.type,
    text,
    imageUrl: b.url ?? null,
    goodsId: b.goodsId ?? null,
    orderNo: b.orderNo ?? null,
    notice,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Unread for a side: what came after its read mark. */
export function unreadOf(row: Pick<ConversationRow, 'lastSeq' | 'shopperReadSeq' | 'staffReadSeq'>, viewer: Viewer): number {
  return Math.max(0, row.lastSeq - (viewer === 'shopper' ? row.shopperReadSeq : row.staffReadSeq));
}

/** Conversations as the viewer sees them: the other side's name and picture, their unread, the last message. */
export async function conversationViews(db: Db | Tx, rows: readonly ConversationRow[], viewer: Viewer, lang: Lang): Promise<TChatConversation[]> {
  const withMessages = rows.filter((r) => r.lastSeq > 0);
  const [shops, shoppers, lastRows] = await Promise.all([
    viewer === 'shopper' ? shopFaces(db, rows.flatMap((r) => (r.shopId === null ? [] : [r.shopId]))) : Promise.resolve(new Map<number, { name: Localized; logo: string }>()),
    viewer === 'staff' ? shopperFaces(db, rows.map((r) => r.shopperId)) : Promise.resolve(new Map<number, { name: string; avatar: string }>()),
    // Each conversation's last message: one probe of the (conversation, seq) index per conversation, in one query.
    withMessages.length === 0
      ? Promise.resolve([] as MessageRow[])
      : db
          .select()
          .from(chatMessage)
          .where(or(...withMessages.map((r) => and(eq(chatMessage.conversationId, r.id), eq(chatMessage.seq, r.lastSeq)))))
  ]);
  const lasts = new Map(lastRows.map((m) => [m.conversationId, m]));
  return rows.map((r) => {
    let title: string;
    let avatar = '';
    if (viewer === 'staff') {
      const face = shoppers.get(r.shopperId);
      title = face?.name ?? '';
      avatar = face?.avatar ?? '';
    } else if (r.shopId === null) {
      title = textIn(PLATFORM_NAME, lang);
    } else {
      const face = shops.get(r.shopId);
      title = face ? textIn(face.name, lang) : '';
      avatar = face?.logo ?? '';
    }
    const lastRow = lasts.get(r.id);
    const last = lastRow ? toMessage(lastRow, lang) : null;
    return {
      conversationId: r.id,
      kind: r.kind,
      shopId: r.shopId,
      title,
      avatar,
      shopperId: r.shopperId,
      lastSeq: r.lastSeq,
      readSeq: viewer === 'shopper' ? r.shopperReadSeq : r.staffReadSeq,
      unread: unreadOf(r, viewer),
      peerReadSeq: viewer === 'shopper' ? r.staffReadSeq : r.shopperReadSeq,
      muted: r.shopperMuted,
      lastMessage: last,
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    };
  });
}
