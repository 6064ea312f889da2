import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpShoppers } from './scale-orders.ts';
import { checkScaleChats, topUpChats } from './scale-chats.ts';
import { openPlatformConversation, storeMessage } from '../modules/chat/chat.api.ts';

const t = await createTestApp();

it('gives a share of generated shoppers one shop conversation numbered without gaps, once', async () => {
  await topUpShoppers(t.db, 1_000);
  const written = await topUpChats(t.db);
  expect(await topUpChats(t.db)).toBe(0);
  expect(await checkScaleChats(t.db)).toEqual([]);

  // A mall running on the data writes its own notices to these shoppers (an order shipped), by its own rules: not
  // the load's to check.
  await t.db.transaction(async (tx) => {
    const { rows: [shopper] } = await t.db.$client.query<{ id: number }>(`select id from account where number ~ '^SP[0-9]{8}$' order by id limit 1`);
    const conv = await openPlatformConversation(tx, shopper!.id);
    await storeMessage(tx, { conversationId: conv.id, side: 'system', senderId: null, clientMessageId: 'event:1', type: 'notice', body: { notice: 'order_shipped', orderId: 1, orderNo: 'G000000001' } });
  });
  expect(await checkScaleChats(t.db)).toEqual([]);

  const { rows: [made] } = await t.db.$client.query<{ conversations: number; messages: number }>(
    `select count(distinct c.id)::int as conversations, count(m.id)::int as messages from chat_conversation c join chat_message m on m.conversation_id = c.id
     join account a on a.id = c.shopper_id where a.number ~ '^SP[0-9]{8}$' and c.kind = 'shop'`,
  );
  // About a fifth of the shoppers, 2 to 6 messages each.
  expect(made!.conversations).toBeGreaterThan(120);
  expect(made!.conversations).toBeLessThan(280);
  expect(made!.messages).toBeGreaterThanOrEqual(made!.conversations * 2);
  expect(made!.messages).toBeLessThanOrEqual(made!.conversations * 6);
  expect(written).toBe(made!.conversations + made!.messages);

  // More shoppers: only theirs are added; the check can fail.
  await topUpShoppers(t.db, 1_100);
  expect(await topUpChats(t.db)).toBeGreaterThan(0);
  expect(await checkScaleChats(t.db)).toEqual([]);
  await t.db.$client.query(`delete from chat_message where id = (select m.id from chat_message m join chat_conversation c on c.id = m.conversation_id
    join account a on a.id = c.shopper_id where a.number ~ '^SP[0-9]{8}$' and m.seq = 1 limit 1)`);
  expect(await checkScaleChats(t.db)).toEqual(['1 generated conversations whose messages are not numbered 1..last_seq']);
});
