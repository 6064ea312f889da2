import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversationDetails } from '@mall/contract/chat/conversation-details';
import { chatGoodsDetail } from '@mall/contract/chat/goods-detail';
import { merchantChatConversations } from '@mall/contract/chat/merchant-conversations';
import { merchantChatNotifyTotal } from '@mall/contract/chat/merchant-notify-total';
import { merchantChatRead } from '@mall/contract/chat/merchant-read';
import { merchantChatRecord } from '@mall/contract/chat/merchant-record';
import { merchantChatReply } from '@mall/contract/chat/merchant-reply';
import { chatNotifyTotal } from '@mall/contract/chat/notify-total';
import { orderChatDetail } from '@mall/contract/chat/order-chat-detail';
import { chatOrderDetail } from '@mall/contract/chat/order-detail';
import { platformChatConversations } from '@mall/contract/chat/platform-conversations';
import { platformChatNotifyTotal } from '@mall/contract/chat/platform-notify-total';
import { platformChatRecord } from '@mall/contract/chat/platform-record';
import { platformChatReply } from '@mall/contract/chat/platform-reply';
import { queryChatConversations } from '@mall/contract/chat/query-conversation';
import { readChatRecord } from '@mall/contract/chat/record';
import { chatReminder } from '@mall/contract/chat/reminder';
import { replyChat } from '@mall/contract/chat/reply';
import { replyPlatformChat } from '@mall/contract/chat/reply-platform';
import { shopCustomer } from '@mall/contract/chat/shop-customer';
import { shopCustomerHas } from '@mall/contract/chat/shop-customer-has';
import { queryShopCustomers } from '@mall/contract/chat/shop-query-customer';
import { startChat } from '@mall/contract/chat/start';
import { startPlatformChat } from '@mall/contract/chat/start-platform';
import { updateChatNotify } from '@mall/contract/chat/update-conversation-notify';
import { updateChatRead } from '@mall/contract/chat/update-message-status';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { settleEvents, shopper } from '../../testing/payment-test-kit.ts';
import { clientId, conversationWith, sayAs, secondInstance } from '../../testing/chat-test-kit.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { APPLICATION_EVENTS, type ApplicationDecided } from '../merchant/merchant.api.ts';
import { saleOrder } from '../order/order.tables.ts';
import { upload } from '../resource/upload.tables.ts';
import { chatConversation, chatMessage } from './chat.tables.ts';

const t = await createTestApp();
const [[skuA], [skuB]] = await shippingGoods(t.db, 2, 0, { stock: 1000 });
const shopA = skuA!.shopId;
const shopB = skuB!.shopId;

async function seqsOf(conversationId: number): Promise<number[]> {
  const rows = await t.db.select({ seq: chatMessage.seq }).from(chatMessage).where(eq(chatMessage.conversationId, conversationId)).orderBy(chatMessage.seq);
  return rows.map((r) => r.seq);
}

describe('conversations', () => {
  it('a shopper opens one conversation with a shop, however many open it at once, and one with the platform', async () => {
    const user = await createTestUser(t.db);
    const opened = await Promise.all(Array.from({ length: 10 }, () => t.call(startChat, { shopId: shopA }, { token: user.token })));
    const ids = new Set(opened.map((r) => r.body.data!.conversation.conversationId));
    expect(ids.size).toBe(1);
    expect(opened[0]!.body.data!.conversation).toMatchObject({ kind: 'shop', shopId: shopA, lastSeq: 0, unread: 0, lastMessage: null });
    expect(opened[0]!.body.data!.conversation.title).not.toBe('');
    const platform = await Promise.all(Array.from({ length: 5 }, () => t.call(startPlatformChat, {}, { token: user.token })));
    expect(new Set(platform.map((r) => r.body.data!.conversation.conversationId)).size).toBe(1);
    expect(platform[0]!.body.data!.conversation).toMatchObject({ kind: 'platform', shopId: null, title: 'Platform service' });
    // No message yet: in nobody's list.
    const list = await t.call(queryChatConversations, { pageSize: 20 }, { token: user.token });
    expect(list.body.data!.list).toEqual([]);
  });

  it('answers the goods and order cards it is about; an unknown shop is not found, another shop\'s order refused', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, skuA!);
    const [order] = await t.db.select({ orderNo: saleOrder.orderNo }).from(saleOrder).where(eq(saleOrder.id, orderId));
    const r = await t.call(startChat, { shopId: shopA, goodsId: skuA!.goodsId, orderNo: order!.orderNo }, { token: user.token });
    expect(r.body.code, r.body.message).toBe(1000);
    expect(r.body.data!.goods).toMatchObject({ goodsId: skuA!.goodsId, shopId: shopA, onSale: true });
    expect(r.body.data!.order).toMatchObject({ orderId, orderNo: order!.orderNo, shopId: shopA });
    expect((await t.call(startChat, { shopId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(startChat, { shopId: shopB, orderNo: order!.orderNo }, { token: user.token })).body.code).toBe(5002);
    // The cards alone; another shopper's order is not found.
    expect((await t.call(chatGoodsDetail, { goodsId: skuA!.goodsId }, { token: user.token })).body.data).toMatchObject({ goodsId: skuA!.goodsId });
    expect((await t.call(chatOrderDetail, { orderNo: order!.orderNo }, { token: user.token })).body.data).toMatchObject({ orderId });
    expect((await t.call(orderChatDetail, { orderNo: order!.orderNo }, { token: user.token })).body.data).toMatchObject({ orderId });
    const other = await createTestUser(t.db);
    expect((await t.call(chatOrderDetail, { orderNo: order!.orderNo }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(orderChatDetail, { orderNo: order!.orderNo }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(chatGoodsDetail, { goodsId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
  });
});

describe('sending', () => {
  it('stores a text with the next number, answers it, and puts it first in both sides\' lists', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    const id = clientId();
    const sent = await sayAs(t, user.token, conversationId, 'Hello\nis this in stock? 👍', id);
    expect(sent.body.code, sent.body.message).toBe(1000);
    expect(sent.body.data).toMatchObject({ conversationId, seq: 1, side: 'shopper', senderId: user.userId, clientMessageId: id, type: 'text', text: 'Hello\nis this in stock? 👍' });
    const mine = await t.call(queryChatConversations, { pageSize: 20 }, { token: user.token });
    expect(mine.body.data!.list[0]).toMatchObject({ conversationId, lastSeq: 1, readSeq: 1, unread: 0, lastMessage: { messageId: sent.body.data!.messageId, senderId: user.userId, text: 'Hello\nis this in stock? 👍' } });
    const merchant = await merchantOfShop(t, shopA);
    const theirs = await t.call(merchantChatConversations, { shopId: shopA, pageSize: 50 }, { token: merchant.token });
    expect(theirs.body.code, theirs.body.message).toBe(1000);
    expect(theirs.body.data!.list.find((c) => c.conversationId === conversationId)).toMatchObject({ unread: 1, readSeq: 0, shopperId: user.userId });
  });

  it('refuses a blank, too long or control-character text, a wrong field for the type, and stores nothing', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    const bad = [
      { type: 'text', text: '' },
      { type: 'text', text: '   \n ' },
      { type: 'text', text: 'x'.repeat(2001) },
      { type: 'text', text: 'bell\u0007' },
      { type: 'text', text: 'nul\u0000' },
      { type: 'text' },
      { type: 'text', text: 'hi', goodsId: skuA!.goodsId },
      { type: 'image', text: 'hi' },
      { type: 'voice', text: 'hi' },
    ];
    for (const b of bad) {
      const r = await t.call(replyChat, { conversationId, clientMessageId: clientId(), ...b }, { token: user.token });
      expect(r.body.code, JSON.stringify(b).slice(0, 60)).toBe(1001);
    }
    expect((await sayAs(t, user.token, conversationId, 'x'.repeat(2000))).body.data!.seq).toBe(1);
    expect((await t.call(replyChat, { conversationId, clientMessageId: 'short', type: 'text', text: 'hi' }, { token: user.token })).body.code).toBe(1001);
    expect(await seqsOf(conversationId)).toEqual([1]);
  });

  it('sends an own upload as an image, goods and order cards; refuses someone else\'s upload, unknown goods and others\' orders', async () => {
    const user = await shopper(t);
    const other = await shopper(t);
    const conversationId = await conversationWith(t, user.token, shopA);
    const mineUrl = `/uploads/test/${clientId()}.webp`;
    const theirsUrl = `/uploads/test/${clientId()}.webp`;
    await t.db.insert(upload).values([
      { accountId: user.userId, url: mineUrl, mime: 'image/webp', width: 10, height: 10, size: 100 },
      { accountId: other.userId, url: theirsUrl, mime: 'image/webp', width: 10, height: 10, size: 100 },
    ]);
    const send = (b: Record<string, unknown>) => t.call(replyChat, { conversationId, clientMessageId: clientId(), ...b }, { token: user.token });
    expect((await send({ type: 'image', imageUrl: mineUrl })).body.data).toMatchObject({ type: 'image', imageUrl: mineUrl, seq: 1 });
    expect((await send({ type: 'image', imageUrl: theirsUrl })).body.code).toBe(1001);
    expect((await send({ type: 'goods', goodsId: skuB!.goodsId })).body.data).toMatchObject({ type: 'goods', goodsId: skuB!.goodsId, seq: 2 });
    expect((await send({ type: 'goods', goodsId: 2_000_000_000 })).body.code).toBe(5002);
    const myOrder = await placeOrder(t, user, skuA!);
    const theirOrder = await placeOrder(t, other, skuA!);
    const otherShopOrder = await placeOrder(t, user, skuB!);
    const noOf = async (id: number) => (await t.db.select({ no: saleOrder.orderNo }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.no;
    expect((await send({ type: 'order', orderNo: await noOf(myOrder) })).body.data).toMatchObject({ type: 'order', orderNo: await noOf(myOrder), seq: 3 });
    expect((await send({ type: 'order', orderNo: await noOf(theirOrder) })).body.code).toBe(5002);
    expect((await send({ type: 'order', orderNo: await noOf(otherShopOrder) })).body.code).toBe(5002);
    expect(await seqsOf(conversationId)).toEqual([1, 2, 3]);
  });

  it('a send retried three times, one after another, stores one message and takes one number', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    const id = clientId();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await sayAs(t, user.token, conversationId, 'once', id)).body.data!);
    expect(new Set(answers.map((a) => a.messageId)).size).toBe(1);
    expect((await sayAs(t, user.token, conversationId, 'next')).body.data!.seq).toBe(2);
    expect(await seqsOf(conversationId)).toEqual([1, 2]);
    // The same id with other content is a mistake, not a retry.
    expect((await sayAs(t, user.token, conversationId, 'different', id)).body.code).toBe(5001);
  });

  it('a send retried at once, on two instances on the same database, stores one message', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    const b = await secondInstance(t);
    const id = clientId();
    const viaB = async () => {
      const res = await b.inject({
        method: 'POST',
        url: `${API_BASE}/${replyChat.path}`,
        headers: { 'content-type': 'application/json', [HEADERS.token]: user.token },
        payload: JSON.stringify({ conversationId, clientMessageId: id, type: 'text', text: 'across' }),
      });
      return (res.json() as { data: { messageId: number } }).data.messageId;
    };
    const viaA = async () => (await sayAs(t, user.token, conversationId, 'across', id)).body.data!.messageId;
    const ids = await Promise.all([viaA(), viaB(), viaA(), viaB()]);
    expect(new Set(ids).size).toBe(1);
    expect(await seqsOf(conversationId)).toEqual([1]);
  });

  it('50 senders at once (the shopper and the shop, each retrying) leave numbers 1..50 with no gap and no duplicate', async () => {
    const user = await createTestUser(t.db);
    const merchant = await merchantOfShop(t, shopA);
    const conversationId = await conversationWith(t, user.token, shopA);
    const ids = Array.from({ length: 50 }, () => clientId());
    const sends = ids.flatMap((id, i) => {
      const once = () =>
        i % 2 === 0
          ? sayAs(t, user.token, conversationId, `m${i}`, id)
          : t.call(merchantChatReply, { conversationId, clientMessageId: id, type: 'text', text: `m${i}` }, { token: merchant.token });
      return [once(), once()];
    });
    const answers = await Promise.all(sends);
    for (const a of answers) expect(a.body.code, a.body.message).toBe(1000);
    expect(await seqsOf(conversationId)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [conv] = await t.db.select().from(chatConversation).where(eq(chatConversation.id, conversationId));
    expect(conv!.lastSeq).toBe(50);
  });
});

describe('privacy', () => {
  it('another shopper\'s conversation is not found on every call; a merchant of another shop is not found either', async () => {
    const owner = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const conversationId = await conversationWith(t, owner.token, shopA);
    await sayAs(t, owner.token, conversationId, 'private');
    const s = { token: stranger.token };
    expect((await sayAs(t, stranger.token, conversationId, 'intrude')).body.code).toBe(1004);
    expect((await t.call(readChatRecord, { conversationId }, s)).body.code).toBe(1004);
    expect((await t.call(chatConversationDetails, { conversationId }, s)).body.code).toBe(1004);
    expect((await t.call(updateChatRead, { conversationId, readSeq: 1 }, s)).body.code).toBe(1004);
    expect((await t.call(updateChatNotify, { conversationId, muted: true }, s)).body.code).toBe(1004);
    const elsewhere = await otherMerchant(t, shopA);
    const m = { token: elsewhere.token };
    expect((await t.call(merchantChatRecord, { conversationId }, m)).body.code).toBe(1004);
    expect((await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'x' }, m)).body.code).toBe(1004);
    expect((await t.call(merchantChatRead, { conversationId, readSeq: 1 }, m)).body.code).toBe(1004);
    expect((await t.call(merchantChatConversations, { shopId: shopA, pageSize: 10 }, m)).body.code).toBe(1004);
    // A shopper is no merchant; a support operator cannot read a shop's conversation as the platform.
    expect((await t.call(merchantChatRecord, { conversationId }, s)).body.code).toBe(1003);
    const operator = await createTestOperator(t.db, 'support');
    expect((await t.call(platformChatRecord, { conversationId }, { token: operator.token })).body.code).toBe(1004);
    expect((await t.call(platformChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'x' }, { token: operator.token })).body.code).toBe(1004);
    expect(await seqsOf(conversationId)).toEqual([1]);
  });
});

describe('unread and read marks', () => {
  it('unread is what came after the side\'s mark; a mark never passes the last message nor goes back; muted ones leave the total', async () => {
    const user = await createTestUser(t.db);
    const merchant = await merchantOfShop(t, shopA);
    const conversationId = await conversationWith(t, user.token, shopA);
    await sayAs(t, user.token, conversationId, 'hi');
    for (let i = 0; i < 3; i++) {
      const r = await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: `answer ${i}` }, { token: merchant.token });
      expect(r.body.code, r.body.message).toBe(1000);
    }
    const before = (await t.call(chatNotifyTotal, {}, { token: user.token })).body.data!.total;
    expect(before).toBe(3);
    expect((await t.call(chatConversationDetails, { conversationId }, { token: user.token })).body.data).toMatchObject({ unread: 3, readSeq: 1, peerReadSeq: 4, lastSeq: 4 });
    const read = await t.call(updateChatRead, { conversationId, readSeq: 3 }, { token: user.token });
    expect(read.body.data).toEqual({ conversationId, readSeq: 3, unread: 1, unreadTotal: 1 });
    // Backwards and beyond: the mark stays, then stops at the last message.
    expect((await t.call(updateChatRead, { conversationId, readSeq: 2 }, { token: user.token })).body.data).toMatchObject({ readSeq: 3, unread: 1 });
    expect((await t.call(updateChatRead, { conversationId, readSeq: 1_000 }, { token: user.token })).body.data).toMatchObject({ readSeq: 4, unread: 0, unreadTotal: 0 });
    // Two tabs marking at once end at the highest.
    await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'more' }, { token: merchant.token });
    await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'more' }, { token: merchant.token });
    await Promise.all([5, 6, 5].map((readSeq) => t.call(updateChatRead, { conversationId, readSeq }, { token: user.token })));
    expect((await t.call(chatConversationDetails, { conversationId }, { token: user.token })).body.data).toMatchObject({ readSeq: 6, unread: 0 });
    // Muted: counted on the conversation, not in the total.
    await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'sale!' }, { token: merchant.token });
    expect((await t.call(updateChatNotify, { conversationId, muted: true }, { token: user.token })).body.data).toMatchObject({ muted: true, unread: 1 });
    expect((await t.call(chatNotifyTotal, {}, { token: user.token })).body.data!.total).toBe(0);
    await t.call(updateChatNotify, { conversationId, muted: false }, { token: user.token });
    expect((await t.call(chatNotifyTotal, {}, { token: user.token })).body.data!.total).toBe(1);
    // The shop's side: the shopper's first message is read by the shop's answers; mark and unread for staff.
    const shopTotal = async () => (await t.call(merchantChatNotifyTotal, { shopId: shopA }, { token: merchant.token })).body.data!.total;
    const before2 = await shopTotal();
    const other = await createTestUser(t.db);
    const otherConv = await conversationWith(t, other.token, shopA);
    await sayAs(t, other.token, otherConv, 'a question');
    await sayAs(t, other.token, otherConv, 'another');
    expect(await shopTotal()).toBe(before2 + 2);
    const shopSide = await t.call(merchantChatRead, { conversationId: otherConv, readSeq: 2 }, { token: merchant.token });
    expect(shopSide.body.data).toMatchObject({ readSeq: 2, unread: 0, unreadTotal: before2 });
    expect(await shopTotal()).toBe(before2);
  });

  it('records page forward after a number and backward before one, in order', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    for (let i = 1; i <= 7; i++) await sayAs(t, user.token, conversationId, `n${i}`);
    const after = await t.call(readChatRecord, { conversationId, afterSeq: 2, pageSize: 3 }, { token: user.token });
    expect(after.body.data!.list.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(after.body.data!.hasMore).toBe(true);
    const latest = await t.call(readChatRecord, { conversationId, pageSize: 3 }, { token: user.token });
    expect(latest.body.data!.list.map((m) => m.seq)).toEqual([5, 6, 7]);
    const before = await t.call(readChatRecord, { conversationId, beforeSeq: 5, pageSize: 3 }, { token: user.token });
    expect(before.body.data!.list.map((m) => m.seq)).toEqual([2, 3, 4]);
    expect((await t.call(readChatRecord, { conversationId, beforeSeq: 2, pageSize: 3 }, { token: user.token })).body.data!.hasMore).toBe(false);
    expect((await t.call(readChatRecord, { conversationId, afterSeq: 1, beforeSeq: 3 }, { token: user.token })).body.code).toBe(1001);
  });

  it('lists page by the latest message, newest first, without repeating or skipping', async () => {
    const user = await createTestUser(t.db);
    const shops = await shippingGoods(t.db, 4, 0, { stock: 1000 });
    const ids: number[] = [];
    for (const [sku] of shops.slice(0, 4)) {
      const id = await conversationWith(t, user.token, sku!.shopId);
      await sayAs(t, user.token, id, 'hello');
      ids.push(id);
    }
    const first = await t.call(queryChatConversations, { pageSize: 3 }, { token: user.token });
    const second = await t.call(queryChatConversations, { pageSize: 3, after: first.body.data!.next! }, { token: user.token });
    expect([...first.body.data!.list, ...second.body.data!.list].map((c) => c.conversationId)).toEqual([...ids].reverse());
    expect(second.body.data!.next).toBeNull();
    expect((await t.call(queryChatConversations, { pageSize: 3, after: 'nonsense' }, { token: user.token })).body.code).toBe(1001);
  });
});

describe('the platform side', () => {
  it('a shopper writes to the platform, support answers, and only conversations a shopper wrote in are listed', async () => {
    const user = await createTestUser(t.db);
    const operator = await createTestOperator(t.db, 'support');
    const finance = await createTestOperator(t.db, 'finance');
    const sent = await t.call(replyPlatformChat, { clientMessageId: clientId(), type: 'text', text: 'Help' }, { token: user.token });
    expect(sent.body.code, sent.body.message).toBe(1000);
    const conversationId = sent.body.data!.conversationId;
    const list = await t.call(platformChatConversations, { pageSize: 50 }, { token: operator.token });
    expect(list.body.data!.list.find((c) => c.conversationId === conversationId)).toMatchObject({ unread: 1, kind: 'platform' });
    expect((await t.call(platformChatConversations, { pageSize: 50 }, { token: finance.token })).body.code).toBe(1003);
    const answer = await t.call(platformChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'Hello' }, { token: operator.token });
    expect(answer.body.data).toMatchObject({ side: 'platform', seq: 2 });
    expect((await t.call(chatNotifyTotal, {}, { token: user.token })).body.data!.total).toBe(1);
    const total = await t.call(platformChatNotifyTotal, {}, { token: operator.token });
    expect(total.body.code, total.body.message).toBe(1000);
    await t.call(replyPlatformChat, { clientMessageId: clientId(), type: 'text', text: 'Still there?' }, { token: user.token });
    expect((await t.call(platformChatNotifyTotal, {}, { token: operator.token })).body.data!.total).toBe(total.body.data!.total + 1);
  });

  it('an order shipped and a refund settled arrive as notices from the platform, once however often delivered', async () => {
    const user = await shopper(t);
    const orderId = await placeOrder(t, user, skuA!);
    await putOrderIn(t, orderId, 'receiving');
    await settleEvents(t);
    // A redelivery of the same event: the same client message id, nothing more.
    await t.db.execute(sql`update event_delivery set done_at = null, due_at = now() where subscriber = 'chat.notice-order-shipped'`);
    await settleEvents(t);
    const conv = (await t.call(startPlatformChat, {}, { token: user.token })).body.data!.conversation;
    const record = await t.call(readChatRecord, { conversationId: conv.conversationId }, { token: user.token, lang: 'zh' });
    expect(record.body.data!.list).toHaveLength(1);
    expect(record.body.data!.list[0]).toMatchObject({ side: 'system', type: 'notice', notice: 'order_shipped', senderId: null });
    expect(record.body.data!.list[0]!.text).toContain('已发货');
    expect(conv.unread).toBe(1);
    // Not in the operators' list: no shopper wrote there.
    const operator = await createTestOperator(t.db, 'support');
    const list = await t.call(platformChatConversations, { pageSize: 50 }, { token: operator.token });
    expect(list.body.data!.list.some((c) => c.conversationId === conv.conversationId)).toBe(false);
  });
});

describe('the platform side: applications', () => {
  it('an approved merchant application arrives as a notice, once; a refused one does not', async () => {
    const user = await createTestUser(t.db);
    const decide = (applicationId: number, status: ApplicationDecided['status']) =>
      t.db.transaction((tx) =>
        publishEvent(tx, { type: APPLICATION_EVENTS.decided, subject: applicationId, payload: { applicationId, accountId: user.userId, status, reason: status === 'refused' ? 'blurred' : '' } satisfies ApplicationDecided }),
      );
    await decide(900_001, 'refused');
    await decide(900_002, 'approved');
    await settleEvents(t);
    await t.db.execute(sql`update event_delivery set done_at = null, due_at = now() where subscriber = 'chat.notice-application-approved'`);
    await settleEvents(t);
    const conv = (await t.call(startPlatformChat, {}, { token: user.token })).body.data!.conversation;
    const record = await t.call(readChatRecord, { conversationId: conv.conversationId }, { token: user.token, lang: 'ja' });
    expect(record.body.data!.list).toEqual([expect.objectContaining({ side: 'system', type: 'notice', notice: 'application_approved', orderNo: null })]);
    expect(record.body.data!.list[0]!.text).toContain('承認');
  });
});

describe('reminders', () => {
  it('reminds once per unanswered message, only after it waited two minutes, and not after an answer', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopA);
    const remind = (token = user.token) => t.call(chatReminder, { conversationId }, { token });
    expect((await remind()).body.code).toBe(5003);
    const sent = (await sayAs(t, user.token, conversationId, 'Is this in stock?')).body.data!;
    expect((await remind()).body.code).toBe(5004);
    // Two minutes pass (the database stamped the message; the check reads the database's clock).
    await t.db.update(chatMessage).set({ createdAt: sql`now() - interval '121 seconds'` }).where(eq(chatMessage.id, sent.messageId));
    const [a, b] = await Promise.all([remind(), remind()]);
    expect(a.body.data).toMatchObject({ side: 'shopper', type: 'notice', notice: 'reminder', senderId: user.userId, seq: sent.seq + 1 });
    expect(b.body.data!.messageId).toBe(a.body.data!.messageId);
    expect((await remind()).body.data!.messageId).toBe(a.body.data!.messageId);
    expect(await t.db.$count(chatMessage, eq(chatMessage.conversationId, conversationId))).toBe(2);
    // The shop's staff see it as unread; once they answer there is nothing to remind them of.
    const merchant = await merchantOfShop(t, shopA);
    const list = await t.call(merchantChatConversations, { shopId: shopA, pageSize: 50 }, { token: merchant.token });
    expect(list.body.data!.list.find((c) => c.conversationId === conversationId)).toMatchObject({ unread: 2, lastMessage: { notice: 'reminder' } });
    await t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text: 'Yes' }, { token: merchant.token });
    expect((await remind()).body.code).toBe(5003);
    // Someone else's conversation, or none, is not found; a bad id is refused.
    const stranger = await createTestUser(t.db);
    expect((await remind(stranger.token)).body.code).toBe(1004);
    expect((await t.call(chatReminder, { conversationId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(chatReminder, { conversationId: -1 } as never, { token: user.token })).body.code).toBe(1001);
  });
});

describe('a shop\'s service staff', () => {
  it('answers the staff holding the chat right, names only', async () => {
    const user = await createTestUser(t.db);
    const owner = await merchantOfShop(t, shopA);
    const list = await t.call(queryShopCustomers, { shopId: shopA }, { token: user.token });
    expect(list.body.data!.list.map((c) => c.customerId)).toContain(owner.accountId);
    expect(Object.keys(list.body.data!.list[0]!).sort()).toEqual(['avatar', 'customerId', 'name', 'shopId']);
    expect((await t.call(shopCustomerHas, { shopId: shopA }, { token: user.token })).body.data).toEqual({ has: true });
    expect((await t.call(shopCustomerHas, { shopId: 2_000_000_000 }, { token: user.token })).body.data).toEqual({ has: false });
    expect((await t.call(shopCustomer, {}, { token: user.token, params: { customerId: owner.accountId } })).body.data).toMatchObject({ customerId: owner.accountId });
    expect((await t.call(shopCustomer, {}, { token: user.token, params: { customerId: user.userId } })).body.code).toBe(1004);
  });
});
