import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';
import type { EventBus } from './events.ts';

/**
 * Domain events through an outbox. A module that causes something other modules care about (an order paid, a
 * refund settled) publishes an event in the transaction that causes it (`publishEvent`), so an event exists if
 * and only if its cause committed. After the commit, a dispatcher on every instance that runs jobs fans each new
 * event out into one delivery per subscriber of its type, and hands each delivery to its subscriber:
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

/**
 * Writes events in the caller's transaction; delivered after it commits, never if it rolls back. The NOTIFY that
 * wakes the dispatchers is sent by PostgreSQL at the commit.
 */
export async function publishEvent(tx: Tx, ...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`
    with e as (
      insert into domain_event (type, subject, payload)
      select v.type, v.subject, v.payload from jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ type: e.type, subject: String(e.subject), payload: e.payload })))}::jsonb)
        as v(type text, subject text, payload jsonb)
      returning id
    )
    select pg_notify(${DOMAIN_EVENT_CHANNEL}, '') from (select count(*) from e) n`);
}

export interface SubscribeOptions {
  /**
   * Which events of the type the subscriber has anything to do for: a condition on the event, written against `e`
   * (its `type`, `subject` and `payload`), checked when the event is fanned out. The others get no delivery, which
   * saves a transaction, a claim and the handler's first read for each (group buying and takeaway each do nothing
   * for an ordinary paid order). It must be the handler's own "nothing to do", and settled by the time the event is
   * published: it reads what the publishing transaction committed, not what comes later.
   */
  only?: SQL;
}

/** What a drain claims after its fan-out: whatever is due ('all'), or only if the fan-out made deliveries ('new'). */
export type DrainScope = 'all' | 'new';

export interface DomainEvents {
  /**
   * Registers `subscriber` (a name unique in the app, e.g. `payment.refund-terminated-order`) for events of
   * `type`. Every instance registers the same subscribers (the same code): an event is fanned out to the
   * subscribers of the instance that fans it out.
   */
  subscribe<P>(type: string, subscriber: string, handler: EventHandler<P>, options?: SubscribeOptions): void;
  /** Starts delivering on this instance. */
  start(): void;
  /**
   * Fans out what is new, delivers everything due now and answers how many deliveries were done; the dispatcher's
   * loop, and tests. With 'new' (what a NOTIFY wakes) it claims nothing when the fan-out made no delivery.
   */
  drain(scope?: DrainScope): Promise<number>;
  stop(): Promise<void>;
}

export const DOMAIN_EVENT_CHANNEL = 'domain_events';
const MAX_ATTEMPTS = 20;
const POLL_MS = 1_000;
/** The events one fan-out statement takes. */
const FAN_OUT_BATCH = 500;

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
  const byType = new Map<string, { name: string; only?: SQL | undefined }[]>();
  const handlers = new Map<string, EventHandler>();
  const concurrency = options.concurrency ?? 4;
  let started = false;
  let stopped = false;
  let draining: Promise<number> | undefined;
  let again: DrainScope | undefined;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;

  /**
   * Claims one due delivery and handles it. Answers false when none was due, and otherwise whether another delivery
   * was due beside it when it was claimed (`more`), so that a worker knows whether to claim again.
   */
  async function deliverOne(): Promise<{ more: boolean } | false> {
    return db.transaction(async (tx) => {
      // `more`: whether the first two due deliveries by the due index exist, so one besides this (which may be
      // another worker's). Asked as "another due, not this one" (`exists … <> d`), PostgreSQL planned a sequential
      // scan for it whenever it believed many were due, and that walked every done delivery before the new ones at
      // the table's end: 17–21 ms a claim over 23,000 deliveries, a drain of a few thousand events at 90 a second.
      const found = await tx.execute<Claimed & { more: boolean }>(sql`
        select d.event_id, d.subscriber, d.attempts, e.type, e.subject, e.payload, e.created_at,
          (select count(*) from (select 1 from event_delivery m
                                 where m.done_at is null and m.failed_at is null and m.due_at <= now()
                                 order by m.due_at limit 2) due) > 1 as more
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
      return { more: d.more };
    });
  }

  /**
   * Turns new events into one delivery per subscriber of their type, a batch at a time; answers how many events it
   * took and how many deliveries it made.
   * Subscribers without a condition are joined by type in one go; each one with a condition (`only`) selects its own.
   */
  async function fanOut(): Promise<{ events: number; deliveries: number }> {
    const subscribers = [...byType.entries()].flatMap(([type, list]) => list.map((s) => ({ type, ...s })));
    const plain = subscribers.filter((s) => !s.only);
    const array = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;
    const targets = [
      sql`select e.id, s.subscriber from e join unnest(${array(plain.map((p) => p.type))}::text[], ${array(plain.map((p) => p.name))}::text[]) as s(type, subscriber)
            on s.type = e.type`,
      ...subscribers.filter((s) => s.only).map((s) => sql`select e.id, ${s.name}::text from e where e.type = ${s.type} and (${s.only})`),
    ];
    const result = await db.execute<{ events: number; deliveries: number }>(sql`
      with e as (
        select id, type, subject, payload from domain_event where fanned_out_at is null order by id limit ${FAN_OUT_BATCH} for update skip locked
      ), d as (
        insert into event_delivery (event_id, subscriber)
        ${sql.join(targets, sql` union all `)}
        on conflict do nothing
        returning 1
      ), u as (
        update domain_event set fanned_out_at = now() from e where domain_event.id = e.id returning 1
      )
      select (select count(*) from u)::int as events, (select count(*) from d)::int as deliveries`);
    return result.rows[0]!;
  }

  /**
   * Fans out what is new, then delivers what is due. A batch of fewer events than FAN_OUT_BATCH was all there was (an
   * event committed later wakes the dispatcher again). Delivery starts with one worker; a delivery that saw another
   * due beside it starts one more, up to `concurrency`, and a worker stops when its delivery saw none. So an event
   * for one subscriber costs one claim, where `concurrency` workers claiming at once cost that many empty
   * transactions more (three statements each, after every commit and payment of the shopper mix).
   * With `scope` 'new' (a wake by NOTIFY) it claims only when the fan-out made deliveries: an event no subscriber
   * wants (an order placed) then costs the fan-out alone, and a delivery coming due later (a retry) is the timer's.
   */
  async function drainOnce(scope: DrainScope): Promise<number> {
    let made = 0;
    for (;;) {
      const { events, deliveries } = await fanOut();
      made += deliveries;
      if (events < FAN_OUT_BATCH || stopped) break;
    }
    if (scope === 'new' && made === 0) return 0;
    let done = 0;
    const running = new Set<Promise<void>>();
    const worker = async (): Promise<void> => {
      while (!stopped) {
        const delivered = await deliverOne();
        if (!delivered) return;
        done += 1;
        if (!delivered.more) return;
        if (running.size < concurrency) start();
      }
    };
    const start = () => {
      const run: Promise<void> = worker().finally(() => running.delete(run));
      running.add(run);
    };
    start();
    while (running.size > 0) await Promise.all(running);
    return done;
  }

  /** One drain at a time; a wake during a drain runs another right after it, of the wider scope asked meanwhile. */
  function drain(scope: DrainScope = 'all'): Promise<number> {
    if (draining) {
      if (again !== 'all') again = scope;
      return draining;
    }
    draining = (async () => {
      let total = 0;
      let next: DrainScope | undefined = scope;
      while (next && !stopped) {
        again = undefined;
        total += await drainOnce(next);
        next = again;
      }
      return total;
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  const wake = (scope: DrainScope) => () => {
    if (!stopped) drain(scope).catch((err: unknown) => options.onError?.(err, { subscriber: '', eventId: 0 }));
  };

  return {
    subscribe(type, subscriber, handler, subscribeOptions) {
      if (handlers.has(subscriber)) throw new Error(`the subscriber ${subscriber} is registered twice`);
      handlers.set(subscriber, handler as EventHandler);
      byType.set(type, [...(byType.get(type) ?? []), { name: subscriber, only: subscribeOptions?.only }]);
    },
    start() {
      if (started) return;
      started = true;
      unlisten = bus.subscribe(DOMAIN_EVENT_CHANNEL, wake('new'));
      timer = setInterval(wake('all'), POLL_MS);
      timer.unref();
      wake('all')();
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
    delete from domain_event e where e.created_at < now() - make_interval(days => ${days}::int) and e.fanned_out_at is not null
      and not exists (select 1 from event_delivery d where d.event_id = e.id and d.done_at is null)`);
  return result.rowCount ?? 0;
}
