import { describe, expect, it } from 'vitest';
import { queryUnreadTotal } from '@mall/contract/messaging/query-unread-total';
import { queryUserMessages } from '@mall/contract/messaging/query-user-messages';
import { readUserMessage } from '@mall/contract/messaging/read-user-message';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { sendUserMessage } from './user-message.service.ts';

const t = await createTestApp();
const text = (s: string) => ({ en: s, zh: `${s}（中）`, ja: `${s}（日）` });

async function userWithMessages(n: number) {
  const user = await createTestUser(t.db);
  for (let i = 0; i < n; i++) {
    await sendUserMessage(t.db, { accountId: user.userId, kind: i % 2 ? 'order' : 'system', title: text(`Title ${i}`), content: text(`Body ${i}`) });
  }
  return user;
}

describe('user messages', () => {
  it('pages the caller\'s messages newest first, in the T-lang language', async () => {
    const user = await userWithMessages(25);
    const first = await t.call(queryUserMessages, { pageNum: 1, pageSize: 10 }, { token: user.token, lang: 'zh' });
    expect(first.body.data).toMatchObject({ total: 25, pageNum: 1, pageSize: 10, hasMore: true });
    expect(first.body.data!.list[0]).toMatchObject({ title: 'Title 24（中）', read: false });
    const last = await t.call(queryUserMessages, { pageNum: 3, pageSize: 10 }, { token: user.token });
    expect(last.body.data!.list).toHaveLength(5);
    expect(last.body.data!.hasMore).toBe(false);
    const orders = await t.call(queryUserMessages, { kind: 'order' }, { token: user.token });
    expect(orders.body.data!.total).toBe(12);
  });

  it('counts unread per kind, marks one or all read, and never touches another user\'s messages', async () => {
    const me = await userWithMessages(4);
    const other = await userWithMessages(2);
    expect((await t.call(queryUnreadTotal, {}, { token: me.token })).body.data).toEqual({ total: 4, byKind: { system: 2, order: 2, activity: 0 } });

    const theirs = (await t.call(queryUserMessages, {}, { token: other.token })).body.data!.list[0]!;
    expect((await t.call(readUserMessage, { id: theirs.id }, { token: me.token })).body.code).toBe(1004);
    expect((await t.call(queryUnreadTotal, {}, { token: other.token })).body.data!.total).toBe(2);

    const mine = (await t.call(queryUserMessages, {}, { token: me.token })).body.data!.list[0]!;
    expect((await t.call(readUserMessage, { id: mine.id }, { token: me.token })).body.data).toEqual({ updated: 1, unreadTotal: 3 });
    // Reading it again changes nothing.
    expect((await t.call(readUserMessage, { id: mine.id }, { token: me.token })).body.data).toEqual({ updated: 0, unreadTotal: 3 });
    expect((await t.call(readUserMessage, { all: true, kind: 'order' }, { token: me.token })).body.data!.unreadTotal).toBe(2);
    expect((await t.call(readUserMessage, { all: true }, { token: me.token })).body.data).toEqual({ updated: 2, unreadTotal: 0 });
    expect((await t.call(queryUnreadTotal, {}, { token: other.token })).body.data!.total).toBe(2);
  });

  it('refuses bad pages and ids, and needs login', async () => {
    const user = await createTestUser(t.db);
    for (const body of [{ pageNum: 0 }, { pageSize: 51 }, { pageNum: 1.5 }, { pageNum: '1' }, { kind: 'spam' }]) {
      expect((await t.call(queryUserMessages, body, { token: user.token })).body.code).toBe(1001);
    }
    for (const body of [{ id: -1 }, { id: 'x' }, { all: false }, {}]) {
      expect((await t.call(readUserMessage, body, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(queryUnreadTotal, {})).body.code).toBe(1002);
  });
});
