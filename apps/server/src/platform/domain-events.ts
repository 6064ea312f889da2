import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';
import type { EventBus } from './events.ts';

/**
 * Domain events through an outbox. A module that causes something other modules care about (an order paid, a
 * refund settled) publishes an event in the transaction that causes it: the event and one delivery row per
 * subscriber of its type are written there, so an event exists if and only if its cause committed. After the
 * commit, a dispatcher on every instance that runs jobs hands each delivery to its subscriber:
 * - woken at once by a NOTIFY sent in the publishing transaction (PostgreSQL sends it on commit, never on a
 *   rollback), and every second besides, so a lost notification only delays;
 * - each delivery in a transaction of its own, claimed with `for update skip locked` so that instances share the
 *   work and never take the same delivery twice at once; the handler runs in that transaction and the delivery
 *   is marked done in it. A handler whose effects are rows is therefore applied exactly once, even when an
 *   instance dies halfway (its transaction rolls back and another instance takes the delivery). A handler that
 *   calls something outside the database (a payment provider) must pass an idempotency key of its own;
 * - a failing handler is retried with a pause that doubles up to ten minutes, and set aside as failed after 20
 *   tries, for an operator to see.
 * Subscribers register when the modules' plugins are composed, before the app serves.
 */

export interface DomainEvent<P = unknown> {
  type: string;
  /** What the event is about, e.g. an order's id. */
  subject: string | number;
  payload: P;
}

/** An event as a subscriber receives it. */
export interface DeliveredEvent<P = unknown> {
  id: number;
  type: string;
  subject: string;
  payload: P;
  createdAt: Date;
}

export type EventHandler<P = unknown> = (tx: Tx, event: DeliveredEvent<P>) => Promise<void>;

export interface DomainEvents {
  /** Registers `subscriber` (a name unique in the app, e.g. `payment.refund-terminated-order`) for events of `type`. */
  subscribe<P>(type: string, subscriber: string, handler: EventHandler<P>): void;
  /** Writes events in the caller's transaction, each with a delivery for every subscriber of its type. */
  publish(tx: Tx, ...events: DomainEvent[]): Promise<void>;
  /** Starts delivering on this instance. */
  start(): void;
  /** Delivers everything due now and answers how many deliveries were done; the dispatcher's loop, and tests. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export const DOMAIN_EVENT_CHANNEL = 'domain_events';
const MAX_ATTEMPTS = 20;
const POLL_MS = 1_000;

interface Options {
  /** Deliveries handled side by side on this instance. */
  concurrency?: number;
  onError?: (err: unknown, where: { subscriber: string; eventId: number }) => void;
}

interface Claimed extends Record<string, unknown> {
  event_id: number;
  subscriber: string;
  attempts: number;
  type: string;
  subject: string;
  payload: unknown;
  created_at: Date;
}

export function createDomainEvents(db: Db, bus: EventBus, options: Options = {}): DomainEvents {
  const byType = new Map<string, string[]>();
  const handlers = new Map<string, EventHandler>();
  const concurrency = options.concurrency ?? 4;
  let started = false;
  let stopped = false;
  let draining: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;

  /** Claims one due delivery and handles it; false when none is due. */
  async function deliverOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const found = await tx.execute<Claimed>(sql`
        select d.event_id, d.subscriber, d.attempts, e.type, e.subject, e.payload, e.created_at
        from event_delivery d join domain_event e on e.id = d.event_id
        where d.done_at is null and d.failed_at is null and d.due_at <= now()
        order by d.due_at
        limit 1
        for update of d skip locked`);
      const d = found.rows[0];
      if (!d) return false;
      const handler = handlers.get(d.subscriber);
      try {
        if (!handler) throw new Error(`no subscriber named ${d.subscriber} on this instance`);
        // A savepoint: a failing handler's writes go, the claim and the record of the failure stay.
        await tx.transaction((inner) =>
          handler(inner, { id: d.event_id, type: d.type, subject: d.subject, payload: d.payload, createdAt: new Date(d.created_at) }),
        );
        await tx.execute(sql`update event_delivery set done_at = now(), attempts = attempts + 1, last_error = null
                             where event_id = ${d.event_id} and subscriber = ${d.subscriber}`);
      } catch (err) {
        options.onError?.(err, { subscriber: d.subscriber, eventId: d.event_id });
        const attempts = d.attempts + 1;
        await tx.execute(sql`update event_delivery set attempts = ${attempts}::int, last_error = ${String(err).slice(0, 2000)},
                               due_at = now() + least(power(2, ${attempts}::int), 600) * interval '1 second',
                               failed_at = case when ${attempts}::int >= ${MAX_ATTEMPTS}::int then now() end
                             where event_id = ${d.event_id} and subscriber = ${d.subscriber}`);
      }
      return true;
    });
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    const worker = async () => {
      while (!stopped && (await deliverOne())) done += 1;
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return done;
  }

  /** One drain at a time; a wake during a drain runs another right after it. */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  const wake = () => {
    if (!stopped) drain().catch((err: unknown) => options.onError?.(err, { subscriber: '', eventId: 0 }));
  };

  return {
    subscribe(type, subscriber, handler) {
      if (handlers.has(subscriber)) throw new Error(`the subscriber ${subscriber} is registered twice`);
      handlers.set(subscriber, handler as EventHandler);
      byType.set(type, [...(byType.get(type) ?? []), subscriber]);
    },
    async publish(tx, ...events) {
      for (const event of events) {
        const subscribers = byType.get(event.type) ?? [];
        // One statement: the event, its deliveries, and the wake-up sent when (and only if) the transaction commits.
        await tx.execute(sql`
          with e as (
            insert into domain_event (type, subject, payload) values (${event.type}, ${String(event.subject)}, ${JSON.stringify(event.payload)}::jsonb)
            returning id
          ), d as (
            insert into event_delivery (event_id, subscriber) select e.id, s from e, unnest(${`{${subscribers.map((s) => `"${s}"`).join(',')}}`}::text[]) as s
          )
          select pg_notify(${DOMAIN_EVENT_CHANNEL}, '') from e where ${subscribers.length}::int > 0`);
      }
    },
    start() {
      if (started) return;
      started = true;
      unlisten = bus.subscribe(DOMAIN_EVENT_CHANNEL, wake);
      timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unlisten?.();
      await draining?.catch(() => 0);
    },
  };
}

/** Deletes events older than `days` whose deliveries are all done (the hourly sweep). */
export async function deleteDeliveredEvents(db: Db, days = 7): Promise<number> {
  const result = await db.execute(sql`
    delete from domain_event e where e.created_at < now() - make_interval(days => ${days}::int)
      and not exists (select 1 from event_delivery d where d.event_id = e.id and d.done_at is null)`);
  return result.rowCount ?? 0;
}
