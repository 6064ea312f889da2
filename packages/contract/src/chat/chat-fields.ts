import { z } from 'zod';
import { multilineText } from '../platform/text-rules.ts';

/** Chat (decisions: "Chat: conversations, sequence numbers, the socket"). */

/** Who a conversation is with: a shop, or the platform (a later `demand` kind is one more value). */
export const CHAT_KINDS = ['shop', 'platform'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Who sent a message: the shopper, the shop's staff, the platform's operators, or the platform's own notices. */
export const CHAT_SIDES = ['shopper', 'shop', 'platform', 'system'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** What a message is; `notice` is a system notice (order shipped, refund settled, application approved, a reminder). */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'goods', 'order', 'notice'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** What a caller may send. */
export const CHAT_SEND_TYPES = ['text', 'image', 'goods', 'order'] as const;

/** The platform's notices (no sender), and the shopper's `reminder` (sent by them through `chat/reminder`). */
export const CHAT_NOTICES = ['order_shipped', 'refund_settled', 'application_approved', 'reminder'] as const;
export type ChatNotice = (typeof CHAT_NOTICES)[number];

export const CHAT_TEXT_MAX = 2000;

/** A reminder may be sent once the shopper's message has waited this long without an answer. */
export const REMINDER_AFTER_MS = 2 * 60_000;

/** A message's stored content (server side), by type. */
export type ChatMessageBody =
  | { text: string }
  | { url: string }
  | { goodsId: number }
  | { orderId: number; orderNo: string }
  | { notice: ChatNotice; orderId?: number; orderNo?: string; amount?: number };

/** A message as every call and the socket answer it. */
export const ZChatMessage = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  /** The conversation's sequence number: 1, 2, 3 ... with no gap. */
  seq: z.number().int(),
  side: z.enum(CHAT_SIDES),
  /** Null for the platform's notices. */
  senderId: z.number().int().nullable(),
  clientMessageId: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** A text message's text; a notice's text in the caller's language. */
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  goodsId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  notice: z.enum(CHAT_NOTICES).nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A conversation as the lists and the details answer it, for the side asking. */
export const ZChatConversation = z.object({
  conversationId: z.number().int(),
  kind: z.enum(CHAT_KINDS),
  shopId: z.number().int().nullable(),
  /** The other side's name and picture: the shop's, the platform's, or (for staff) the shopper's. */
  title: z.string(),
  avatar: z.string(),
  shopperId: z.number().int(),
  lastSeq: z.number().int(),
  /** The asking side's read mark and what it has not read (`lastSeq − readSeq`). */
  readSeq: z.number().int(),
  unread: z.number().int(),
  /** The other side's read mark (for "read" ticks). */
  peerReadSeq: z.number().int(),
  /** The shopper muted it: not counted in the shopper's total. */
  muted: z.boolean(),
  lastMessage: ZChatMessage.nullable(),
  lastMessageAt: z.string().nullable().describe('ISO 8601'),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/** A goods card in a chat. */
export const ZChatGoodsCard = z.object({
  goodsId: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** Lowest SKU price, minor units. */
  price: z.number().int(),
  onSale: z.boolean(),
});
export type TChatGoodsCard = z.infer<typeof ZChatGoodsCard>;

/** An order card in a chat (the shopper's own order). */
export const ZChatOrderCard = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  status: z.string(),
  payAmount: z.number().int(),
  quantity: z.number().int(),
  title: z.string(),
  image: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TChatOrderCard = z.infer<typeof ZChatOrderCard>;

const ZChatText = multilineText(z.string().min(1).max(CHAT_TEXT_MAX));

/** The client's id of a send; a retry sends the same, and the stored message is answered again. */
export const ZClientMessageId = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'must be 8 to 64 letters, digits or _ . : -');

/** What a reply sends: its type, and the one field that type needs. */
export const ZChatSendFields = {
  conversationId: z.number().int().positive().max(2_147_483_647),
  clientMessageId: ZClientMessageId,
  type: z.enum(CHAT_SEND_TYPES),
  text: ZChatText.optional(),
  /** An image the sender uploaded (`resource/upload/image`). */
  imageUrl: z.string().min(1).max(500).optional(),
  goodsId: z.number().int().positive().max(2_147_483_647).optional(),
  orderNo: z.string().min(1).max(40).optional(),
};

const FIELD_OF = { text: 'text', image: 'imageUrl', goods: 'goodsId', order: 'orderNo' } as const;

/** The send request: strict, and the field of its type present, the others absent. */
export function chatSendRequest<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape).superRefine((v, ctx) => {
    const r = v as unknown as Record<string, unknown> & { type: keyof typeof FIELD_OF };
    const wanted = FIELD_OF[r.type];
    for (const field of Object.values(FIELD_OF)) {
      if (field === wanted && r[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `a ${r.type} message needs ${field}` });
      if (field !== wanted && r[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `a ${r.type} message has no ${field}` });
    }
    if (r.type === 'text' && typeof r.text === 'string' && !/\S/.test(r.text)) ctx.addIssue({ code: 'custom', path: ['text'], message: 'must not be blank' });
  });
}
export type TChatSendRequest = {
  conversationId: number;
  clientMessageId: string;
  type: (typeof CHAT_SEND_TYPES)[number];
  text?: string | undefined;
  imageUrl?: string | undefined;
  goodsId?: number | undefined;
  orderNo?: string | undefined;
};

export const ZConversationIdRequest = z.strictObject({ conversationId: z.number().int().positive().max(2_147_483_647) });

/** A page of a conversation's messages: after a sequence number (catching up), or before one (history upward). */
export const ZChatRecordRequest = z
  .strictObject({
    conversationId: z.number().int().positive().max(2_147_483_647),
    afterSeq: z.number().int().min(0).max(2_147_483_647).optional(),
    beforeSeq: z.number().int().min(1).max(2_147_483_647).optional(),
    pageSize: z.number().int().min(1).max(100).default(50),
  })
  .refine((r) => r.afterSeq === undefined || r.beforeSeq === undefined, { message: 'give afterSeq or beforeSeq, not both', path: ['beforeSeq'] });
/** Messages in sequence order, and whether more follow in the direction asked. */
export const ZChatRecordResponse = z.object({ list: z.array(ZChatMessage), hasMore: z.boolean(), lastSeq: z.number().int() });
export type TChatRecordResponse = z.infer<typeof ZChatRecordResponse>;

export const ZChatReadRequest = z.strictObject({
  conversationId: z.number().int().positive().max(2_147_483_647),
  /** Everything up to this sequence number is read (capped at the last; a mark never goes back). */
  readSeq: z.number().int().min(0).max(2_147_483_647),
});
export const ZChatReadResponse = z.object({ conversationId: z.number().int(), readSeq: z.number().int(), unread: z.number().int(), unreadTotal: z.number().int() });
export type TChatReadResponse = z.infer<typeof ZChatReadResponse>;

/** What the socket sends (spec section 4: messages carry `command`). */
export type ChatSocketPush =
  | { command: 'heartbeat' }
  | { command: 'message'; conversationId: number; message: TChatMessage }
  | { command: 'read'; conversationId: number; side: ChatSide; readSeq: number; unreadTotal: number | null };
/** The socket's subprotocol; the session token travels as the second one (`new WebSocket(url, [CHAT_PROTOCOL, token])`). */
export const CHAT_PROTOCOL = 'mall.v1';
export const CHAT_SOCKET_PATH = 'ws';

/** A shop's service staff member as shoppers see them: a name and a picture, nothing to reach them by. */
export const ZShopCustomer = z.object({ customerId: z.number().int(), shopId: z.number().int(), name: z.string(), avatar: z.string() });
export type TShopCustomer = z.infer<typeof ZShopCustomer>;
