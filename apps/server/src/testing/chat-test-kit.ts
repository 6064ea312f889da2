import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import WebSocket from 'ws';
import { CHAT_PROTOCOL, type ChatSocketPush } from '@mall/contract/chat/chat-fields';
import { replyChat } from '@mall/contract/chat/reply';
import { startChat } from '@mall/contract/chat/start';
import { API_BASE } from '@mall/contract/platform/api';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../platform/database.ts';
import { createEventBus } from '../platform/events.ts';
import { startJobQueue } from '../platform/jobs.ts';
import { createOutboxSender } from '../platform/sender.ts';
import { createSettings } from '../platform/settings.ts';
import type { TestApp } from './test-app.ts';

/** What the chat tests share: a second instance on the same database, a real socket client, quick sends. */

export const clientId = () => `c_${randomBytes(8).toString('hex')}`;

/** A second server instance on the test's database (its own pool, bus and jobs), listening on a free port. */
export async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const db = connectDatabase(t.url, 10);
  const events = createEventBus(db, t.url);
  const jobs = await startJobQueue(t.url, { work: false });
  const settings = createSettings(db, events);
  const sender = createOutboxSender(db, () => {});
  const app = await buildApp({ config: { ...t.config, jobs: false }, db, backgroundDb: db, events, jobs, settings, sender }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await events.close();
    await db.$client.end();
  });
  return app;
}

export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `127.0.0.1:${address.port}`;
}

/** A socket client that keeps what the server pushed. */
export interface TestSocket {
  ws: WebSocket;
  pushes: ChatSocketPush[];
  /** Waits for a push matching `match` (among those already received too), failing after `ms`. */
  next(match: (p: ChatSocketPush) => boolean, ms?: number): Promise<ChatSocketPush>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface SocketOptions {
  token?: string | undefined;
  clientKey: string;
  origin?: string;
  appType?: string;
}

/** Opens a socket as a browser does (`new WebSocket(url, ['mall.v1', token])`); rejects with the HTTP status when refused. */
export function openSocket(host: string, o: SocketOptions): Promise<TestSocket> {
  const query = new URLSearchParams({ client_key: o.clientKey, ...(o.appType ? { appType: o.appType } : {}) });
  const ws = new WebSocket(`ws://${host}${API_BASE}/ws?${query}`, o.token ? [CHAT_PROTOCOL, o.token] : [CHAT_PROTOCOL], o.origin ? { headers: { origin: o.origin } } : {});
  const pushes: ChatSocketPush[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    pushes.push(JSON.parse(String(data)) as ChatSocketPush);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      reject(new Error(`refused ${res.statusCode}`));
      ws.terminate();
    });
    ws.on('error', (err) => reject(err));
    ws.on('open', () => {
      expect(ws.protocol).toBe(CHAT_PROTOCOL);
      resolve({
        ws,
        pushes,
        closed,
        close: () => ws.close(),
        next(match, ms = 3_000) {
          return new Promise((res, rej) => {
            let seen = 0;
            const check = () => {
              for (; seen < pushes.length; seen++) {
                if (match(pushes[seen]!)) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  return res(pushes[seen]!);
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no matching push within ${ms} ms; got ${JSON.stringify(pushes.slice(-3))}`));
            }, ms);
            waiters.add(check);
            check();
          });
        },
      });
    });
  });
}

/** The shopper's conversation with a shop. */
export async function conversationWith(t: TestApp, token: string, shopId: number): Promise<number> {
  const r = await t.call(startChat, { shopId }, { token });
  expect(r.body.code, r.body.message).toBe(1000);
  return r.body.data!.conversation.conversationId;
}

/** Sends a text as the shopper; answers the envelope. */
export function sayAs(t: TestApp, token: string, conversationId: number, text: string, id = clientId()) {
  return t.call(replyChat, { conversationId, clientMessageId: id, type: 'text', text }, { token });
}
