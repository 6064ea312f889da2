import { describe, expect, it } from 'vitest';
import type { ChatSocketPush, TChatMessage } from '@mall/contract/chat/chat-fields';
import { merchantChatReply } from '@mall/contract/chat/merchant-reply';
import { readChatRecord } from '@mall/contract/chat/record';
import { updateChatRead } from '@mall/contract/chat/update-message-status';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { clientId, conversationWith, listening, openSocket, sayAs, secondInstance } from '../../testing/chat-test-kit.ts';
import { createSession, endSession } from '../account/session.service.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 0);
const shopId = sku!.shopId;
const hostA = await listening(t.app);
const b = await secondInstance(t);
const hostB = await listening(b);
const merchant = await merchantOfShop(t, shopId);

const isMessage = (conversationId: number, seq?: number) => (p: ChatSocketPush) =>
  p.command === 'message' && p.conversationId === conversationId && (seq === undefined || p.message.seq === seq);

function merchantSays(conversationId: number, text: string) {
  return t.call(merchantChatReply, { conversationId, clientMessageId: clientId(), type: 'text', text }, { token: merchant.token });
}

describe('opening the socket', () => {
  it('refuses no token, a stale token, another user\'s client_key, a foreign Origin and a token of another app type', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const key = `User/${user.userId}`;
    await expect(openSocket(hostA, { clientKey: key })).rejects.toThrow('refused 401');
    await expect(openSocket(hostA, { clientKey: key, token: 'x'.repeat(43) })).rejects.toThrow('refused 401');
    await expect(openSocket(hostA, { clientKey: `User/${other.userId}`, token: user.token })).rejects.toThrow('refused 403');
    await expect(openSocket(hostA, { clientKey: key, token: user.token, origin: 'https://evil.example' })).rejects.toThrow('refused 403');
    await expect(openSocket(hostA, { clientKey: key, token: user.token, appType: 'android' })).rejects.toThrow('refused 401');
    // Its own origin (same host) and no origin at all (an app) are fine.
    const own = await openSocket(hostA, { clientKey: key, token: user.token, origin: `http://${hostA}` });
    own.close();
    const consoleUser = await createTestUser(t.db, 'console');
    const c = await openSocket(hostA, { clientKey: `User/${consoleUser.userId}`, token: consoleUser.token, appType: 'console' });
    c.close();
  });

  it('answers a heartbeat with a heartbeat', async () => {
    const user = await createTestUser(t.db);
    const s = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: user.token });
    s.ws.send(JSON.stringify({ command: 'heartbeat' }));
    expect(await s.next((p) => p.command === 'heartbeat')).toEqual({ command: 'heartbeat' });
    s.close();
  });

  it('closes the socket of a session another login replaced, or a logout ended, with 1008 at once', async () => {
    const user = await createTestUser(t.db);
    const s = await openSocket(hostB, { clientKey: `User/${user.userId}`, token: user.token });
    const started = Date.now();
    await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    const closed = await s.closed;
    expect(closed.code).toBe(1008);
    expect(Date.now() - started).toBeLessThan(2_000);
    // A logout, through the other instance: the socket closes without waiting for a heartbeat.
    const again = await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    const tab = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: again.token });
    const loggedOut = Date.now();
    await endSession(t.db, again.sessionId, 'logout');
    expect((await tab.closed).code).toBe(1008);
    expect(Date.now() - loggedOut).toBeLessThan(2_000);
  });

  it('opens a socket with a replaced session only to close it with 1008, so a page that reconnects learns it was logged out', async () => {
    const user = await createTestUser(t.db);
    await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    const s = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: user.token });
    expect((await s.closed).code).toBe(1008);
    expect(s.pushes).toEqual([]);
  });

  it('opens a socket with a replaced session only to close it with 1008, so a page that reconnects learns it was logged out', async () => {
    const user = await createTestUser(t.db);
    await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    const s = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: user.token });
    expect((await s.closed).code).toBe(1008);
    expect(s.pushes).toEqual([]);
  });
});

describe('delivery', () => {
  it('a message sent through instance A reaches the shopper\'s socket on instance B well within a second, and the shop\'s staff on B', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopId);
    const shopperSocket = await openSocket(hostB, { clientKey: `User/${user.userId}`, token: user.token });
    const staffSocket = await openSocket(hostB, { clientKey: `User/${merchant.accountId}`, token: merchant.token });
    const latencies: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const sentAt = performance.now();
      const r = await merchantSays(conversationId, `hello ${i}`);
      expect(r.body.code, r.body.message).toBe(1000);
      const pushed = await shopperSocket.next(isMessage(conversationId, i), 1_000);
      latencies.push(performance.now() - sentAt);
      expect(pushed).toMatchObject({ message: { seq: i, side: 'shop', text: `hello ${i}` } });
    }
    latencies.sort((x, y) => x - y);
    console.info(`chat: send through A to a socket on B, ms: p50 ${latencies[5]!.toFixed(1)}, max ${latencies[9]!.toFixed(1)}`);
    expect(latencies[9]).toBeLessThan(1_000);
    await sayAs(t, user.token, conversationId, 'thanks');
    expect(await staffSocket.next(isMessage(conversationId, 11), 1_000)).toMatchObject({ message: { side: 'shopper', text: 'thanks' } });
    shopperSocket.close();
    staffSocket.close();
  });

  it('pushes nothing to a socket of someone not in the conversation', async () => {
    const user = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopId);
    const mine = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: user.token });
    const theirs = await openSocket(hostA, { clientKey: `User/${stranger.userId}`, token: stranger.token });
    const theirsOnB = await openSocket(hostB, { clientKey: `User/${stranger.userId}`, token: stranger.token });
    await merchantSays(conversationId, 'for you only');
    await sayAs(t, user.token, conversationId, 'me too');
    await mine.next(isMessage(conversationId, 2));
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.pushes).toEqual([]);
    expect(theirsOnB.pushes).toEqual([]);
    for (const s of [mine, theirs, theirsOnB]) s.close();
  });

  it('200 messages sent while the shopper is offline arrive on reconnect through chat/record, all, in order, once, with live ones meanwhile', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopId);
    for (let i = 1; i <= 200; i++) await merchantSays(conversationId, `offline ${i}`);
    // Reconnect: subscribe first, then fetch everything after the last number the client knew (0), while more arrive.
    const s = await openSocket(hostB, { clientKey: `User/${user.userId}`, token: user.token });
    const live = (async () => {
      for (let i = 201; i <= 220; i++) await merchantSays(conversationId, `live ${i}`);
    })();
    const fetched: TChatMessage[] = [];
    let after = 0;
    for (;;) {
      const page = await t.call(readChatRecord, { conversationId, afterSeq: after, pageSize: 100 }, { token: user.token });
      fetched.push(...page.body.data!.list);
      after = fetched[fetched.length - 1]?.seq ?? after;
      if (!page.body.data!.hasMore) break;
    }
    await live;
    await s.next(isMessage(conversationId, 220), 2_000);
    // The client keeps a message once by its number: what it fetched, then what was pushed.
    const seen = new Map<number, string>();
    for (const m of fetched) {
      expect(seen.has(m.seq)).toBe(false);
      seen.set(m.seq, m.text!);
    }
    for (const p of s.pushes) if (p.command === 'message' && !seen.has(p.message.seq)) seen.set(p.message.seq, p.message.text!);
    expect([...seen.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 220 }, (_, i) => i + 1));
    expect(fetched.map((m) => m.seq)).toEqual(Array.from({ length: fetched.length }, (_, i) => i + 1));
    expect(seen.get(1)).toBe('offline 1');
    expect(seen.get(220)).toBe('live 220');
    // The pushes themselves: each number once, in order.
    const pushed = s.pushes.flatMap((p) => (p.command === 'message' ? [p.message.seq] : []));
    expect(pushed).toEqual([...new Set(pushed)].sort((x, y) => x - y));
    s.close();
  });

  it('reading in one tab updates the unread total of every tab, on both instances', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopId);
    await merchantSays(conversationId, 'one');
    await merchantSays(conversationId, 'two');
    const tabA = await openSocket(hostA, { clientKey: `User/${user.userId}`, token: user.token });
    const tabB = await openSocket(hostB, { clientKey: `User/${user.userId}`, token: user.token });
    const staff = await openSocket(hostB, { clientKey: `User/${merchant.accountId}`, token: merchant.token });
    const res = await b.inject({
      method: 'POST',
      url: `${API_BASE}/${updateChatRead.path}`,
      headers: { 'content-type': 'application/json', [HEADERS.token]: user.token },
      payload: JSON.stringify({ conversationId, readSeq: 2 }),
    });
    expect(res.json()).toMatchObject({ code: 1000, data: { readSeq: 2, unread: 0 } });
    const isRead = (p: ChatSocketPush) => p.command === 'read' && p.conversationId === conversationId;
    for (const tab of [tabA, tabB]) expect(await tab.next(isRead, 1_000)).toMatchObject({ command: 'read', side: 'shopper', readSeq: 2, unreadTotal: 0 });
    // The shop's staff hear of their own side's marks, not of the shopper's.
    await new Promise((r) => setTimeout(r, 200));
    expect(staff.pushes.filter(isRead)).toEqual([]);
    for (const s of [tabA, tabB, staff]) s.close();
  });

  it('hundreds of random disconnects while messages are sent leave the client no gap and no duplicate', async () => {
    const user = await createTestUser(t.db);
    const conversationId = await conversationWith(t, user.token, shopId);
    const total = 400;
    let sent = 0;
    const sender = (async () => {
      for (let i = 1; i <= total; i++) {
        await merchantSays(conversationId, `r${i}`);
        sent = i;
      }
    })();
    const log: number[] = [];
    let last = 0;
    let reconnects = 0;
    let random = 42;
    const next = () => (random = (random * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    while (sent < total || last < total) {
      // The protocol: open (subscribe) first, then fetch everything after the last number held.
      const s = await openSocket(next() < 0.5 ? hostA : hostB, { clientKey: `User/${user.userId}`, token: user.token });
      for (;;) {
        const page = await t.call(readChatRecord, { conversationId, afterSeq: last, pageSize: 100 }, { token: user.token });
        for (const m of page.body.data!.list) {
          expect(m.seq).toBe(last + 1);
          log.push(m.seq);
          last = m.seq;
        }
        if (!page.body.data!.hasMore) break;
      }
      await new Promise((r) => setTimeout(r, next() * 12));
      // What was pushed since: anything already fetched is dropped by its number; the rest follows on without a gap.
      for (const p of s.pushes) {
        if (p.command !== 'message' || p.message.seq <= last) continue;
        expect(p.message.seq).toBe(last + 1);
        log.push(p.message.seq);
        last = p.message.seq;
      }
      s.ws.terminate();
      reconnects++;
    }
    await sender;
    console.info(`chat: ${reconnects} random reconnects during ${total} sends`);
    expect(reconnects).toBeGreaterThan(100);
    expect(log).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });
});
