import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSocketPush } from '@mall/contract/chat/chat-fields';
import { CHAT_SOCKET_TIMINGS, ChatSocket, type SocketLike } from './chat-socket.ts';

/** A WebSocket the test drives: it opens, answers, errs and closes when told. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  sent: string[] = [];
  closed: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closed = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }
  heartbeats() {
    return this.sent.filter((s) => (JSON.parse(s) as { command: string }).command === 'heartbeat').length;
  }
}

function setup(loggedIn = true) {
  const sockets: FakeSocket[] = [];
  const pushes: ChatSocketPush[] = [];
  const opens = vi.fn();
  const ended = vi.fn();
  const client = new ChatSocket({
    target: () => (loggedIn ? { url: 'ws://shop/api/jhyl/osm/v1/ws?client_key=User/7', protocols: ['mall.v1', 'tok'] } : undefined),
    create: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
    onPush: (p) => pushes.push(p),
    onOpen: opens,
    onSessionEnded: ended,
  });
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, pushes, opens, ended, last };
}

describe('the chat socket (spec 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec timings', () => {
    expect(CHAT_SOCKET_TIMINGS).toEqual({ heartbeatDelayMs: 3000, replyTimeoutMs: 15000, reconnectDelayMs: 5000, maxAttempts: 3 });
  });

  it('opens nothing without a login, and connects with the token as the second subprotocol', () => {
    const none = setup(false);
    none.client.start();
    expect(none.sockets).toHaveLength(0);
    expect(none.client.state).toBe('idle');
    const s = setup();
    s.client.start();
    expect(s.sockets).toHaveLength(1);
    expect(s.last().protocols).toEqual(['mall.v1', 'tok']);
    expect(s.last().url).toContain('client_key=User/7');
  });

  it('sends the heartbeat 3 s after opening, not before, and again 3 s after each answer', () => {
    const { client, last, opens } = setup();
    client.start();
    last().open();
    expect(opens).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2999);
    expect(last().heartbeats()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(last().heartbeats()).toBe(1);
    // Answered after 1 s: the next heartbeat is 3 s after the answer.
    vi.advanceTimersByTime(1000);
    last().receive({ command: 'heartbeat' });
    vi.advanceTimersByTime(2999);
    expect(last().heartbeats()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(last().heartbeats()).toBe(2);
  });

  it('closes the socket when no answer comes within 15 s, then reconnects 5 s later', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    vi.advanceTimersByTime(3000); // heartbeat sent
    vi.advanceTimersByTime(14_999);
    expect(sockets[0]!.closed).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBeDefined();
    expect(client.state).toBe('waiting');
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error or a close; after the third attempt fails the counter resets and it stays closed', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop();
    expect(client.attemptCount).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2); // attempt 1
    last().drop();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(3); // attempt 2
    last().drop();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(4); // attempt 3
    last().drop();
    expect(client.attemptCount).toBe(0);
    expect(client.state).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
    // Woken again (online, the tab shown, a chat page): a fresh round of attempts.
    client.start();
    expect(sockets).toHaveLength(5);
  });

  it('resets the counter when a reconnect opens', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop();
    vi.advanceTimersByTime(5000);
    last().drop();
    expect(client.attemptCount).toBe(2);
    vi.advanceTimersByTime(5000);
    last().open();
    expect(client.attemptCount).toBe(0);
    last().drop();
    expect(client.attemptCount).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(4);
  });

  it('hands on pushes but not heartbeat answers, and skips what is not JSON', () => {
    const { client, last, pushes } = setup();
    client.start();
    last().open();
    last().receive({ command: 'heartbeat' });
    last().onmessage?.({ data: 'not json' });
    last().receive({ command: 'read', conversationId: 3, side: 'shopper', readSeq: 4, unreadTotal: 0 });
    expect(pushes).toEqual([{ command: 'read', conversationId: 3, side: 'shopper', readSeq: 4, unreadTotal: 0 }]);
  });

  it('ends on 1008 (session replaced) without reconnecting', () => {
    const { client, sockets, last, ended } = setup();
    client.start();
    last().open();
    last().drop(1008);
    expect(ended).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('idle');
  });

  it('stop closes it for good: no heartbeat, no reconnect', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    client.stop();
    expect(sockets[0]!.closed).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]!.heartbeats()).toBe(0);
    expect(sockets).toHaveLength(1);
  });

  it('start is a no-op while open, opening or waiting to retry', () => {
    const { client, sockets, last } = setup();
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
    last().drop();
    client.start();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    last().open();
    client.start();
    expect(sockets).toHaveLength(2);
  });
});
