import pg from 'pg';
import { applicationName, type Db } from './database.ts';

export type EventHandler = (payload: unknown) => void;

/**
 * Events that must reach every server instance (chat fan-out, unread counters, settings changes), carried by
 * PostgreSQL LISTEN/NOTIFY so that no extra server is needed. One listening connection per instance.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

// NOTIFY payloads are limited to 8000 bytes; events carry ids, and listeners read the rest from the database.
const MAX_PAYLOAD = 7_900;
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

export function createEventBus(db: Db, url: string, onError: (err: unknown) => void = () => {}): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  // LISTENs of channels subscribed after the connection is up, one at a time: several subscribed in one tick would
  // otherwise each send theirs while the last is running, which pg queues but warns of (and pg 9 will refuse).
  let listens: Promise<unknown> = Promise.resolve();
  const listen = (c: pg.Client, channel: string) => (listens = listens.catch(() => {}).then(() => c.query(`LISTEN ${channel}`)));

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, application_name: applicationName() });
    c.on('notification', (msg) => {
      let payload: unknown;
      try {
        payload = msg.payload ? JSON.parse(msg.payload) : null;
      } catch {
        return;
      }
      for (const handler of handlers.get(msg.channel) ?? []) {
        try {
          handler(payload);
        } catch (err) {
          onError(err);
        }
      }
    });
    // A lost listening connection comes back by itself and listens again to every channel.
    c.on('error', (err) => {
      onError(err);
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (!closed) setTimeout(() => void ensure().catch(onError), 1_000);
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    client = c;
    return c;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async publish(channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad event channel ${channel}`);
      const text = JSON.stringify(payload ?? null);
      if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error(`event payload on ${channel} is too large`);
      await db.$client.query('select pg_notify($1, $2)', [channel, text]);
    },
    subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad event channel ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void ensure()
          .then((c) => (c === client && !connecting ? listen(c, channel) : undefined))
          .catch(onError);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
