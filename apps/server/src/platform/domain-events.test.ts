import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recordStatements, sequentialScans } from '../testing/statement-recorder.ts';
import { createTestApp } from '../testing/test-app.ts';
import { connectDatabase, type Db, type Tx } from './database.ts';
import { createDomainEvents, publishEvent, type DeliveredEvent, type DomainEvents } from './domain-events.ts';
import { createEventBus } from './events.ts';

// The app's own dispatcher is off (JOBS=false): the tests run "instances" of their own on the test database.
const t = await createTestApp({ jobs: false });
await t.db.execute(sql`create table test_effect (event_id bigint not null, subscriber text not null, at timestamptz not null default now())`);

interface Instance {
  db: Db;
  events: DomainEvents;
  close(): Promise<void>;
}

/** An instance of the app as far as events go: its own pool, bus and dispatcher, with the given subscribers. */
function instance(subscribers: Record<string, (tx: Tx, e: DeliveredEvent) => Promise<void>>, concurrency = 4): Instance & { claims: () => number } {
  const db = connectDatabase(t.url, concurrency + 2);
  const bus = createEventBus(db, t.url);
  // Every claim is a transaction of the dispatcher's; the count shows what a drain cost.
  let claims = 0;
  const counted = new Proxy(db, {
    get: (target, prop, receiver) =>
      prop === 'transaction' ? (...args: Parameters<Db['transaction']>) => (claims++, target.transaction(...args)) : Reflect.get(target, prop, receiver),
  });
  const events = createDomainEvents(counted, bus, { concurrency });
  for (const [name, handler] of Object.entries(subscribers)) events.subscribe('test.happened', name, handler);
  return {
    db,
    events,
    claims: () => claims,
    async close() {
      await events.stop();
      await bus.close();
      await db.$client.end();
    },
  };
}

const record = (name: string) => async (tx: Tx, e: DeliveredEvent) => {
  await tx.execute(sql`insert into test_effect (event_id, subscriber) values (${e.id}, ${name})`);
};
const open: Instance[] = [];
afterAll(async () => {
  for (const i of open) await i.close();
});

const effects = async () =>
  (await t.db.execute<{ event_id: number; subscriber: string; n: number }>(sql`select event_id, subscriber, count(*)::int as n from test_effect group by 1, 2 order by 1, 2`)).rows;
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('domain events', () => {
  it('delivers an event of a committed transaction to each subscriber once, and never one of a rolled-back one', async () => {
    const a = instance({ 'test.first': record('first'), 'test.second': record('second') });
    open.push(a);
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.happened', subject: 1, payload: { n: 1 } }));
    await a.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: 'test.happened', subject: 2, payload: { n: 2 } });
        throw new Error('the cause fails');
      })
      .catch(() => {});
    a.events.start();
    await until(async () => (await effects()).length === 2);
    await new Promise((r) => setTimeout(r, 300));
    const [committed] = (await t.db.execute<{ id: number }>(sql`select id from domain_event where subject = '1'`)).rows;
    expect(await effects()).toEqual([
      { event_id: committed!.id, subscriber: 'first', n: 1 },
      { event_id: committed!.id, subscriber: 'second', n: 1 },
    ]);
    expect((await t.db.execute(sql`select 1 from domain_event where subject = '2'`)).rows).toHaveLength(0);
    await a.close();
    open.splice(open.indexOf(a), 1);
    await t.db.execute(sql`delete from test_effect`);
  });

  it('delivers 300 events exactly once each when two instances share the work', async () => {
    const a = instance({ 'test.first': record('first') });
    const b = instance({ 'test.first': record('first') });
    open.push(a, b);
    a.events.start();
    b.events.start();
    for (let i = 0; i < 30; i++) {
      await a.db.transaction(async (tx) => {
        for (let j = 0; j < 10; j++) await publishEvent(tx, { type: 'test.happened', subject: `${i}-${j}`, payload: {} });
      });
    }
    await until(async () => (await effects()).length === 300);
    await new Promise((r) => setTimeout(r, 300));
    const rows = await effects();
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    await a.close();
    await b.close();
    open.splice(0);
    await t.db.execute(sql`delete from test_effect`);
  });

  it('delivers once when the instance handling an event dies before its transaction commits', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    // Instance A writes its effect and then hangs: it will die there.
    const a = instance({
      'test.first': async (tx, e) => {
        await tx.execute(sql`insert into test_effect (event_id, subscriber) values (${e.id}, 'first')`);
        entered();
        await new Promise(() => {});
      },
    }, 1);
    const b = instance({ 'test.first': record('first') }, 1);
    open.push(b);
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.happened', subject: 'dies', payload: {} }));
    void a.events.drain().catch(() => {});
    await inHandler;
    // B finds nothing while A holds the delivery.
    expect(await b.events.drain()).toBe(0);
    // A dies: its connection is cut, its transaction rolls back.
    const killed = await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
                                           where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`);
    expect(killed.rows).toHaveLength(1);
    await until(async () => (await b.events.drain()) === 1);
    await new Promise((r) => setTimeout(r, 200));
    const rows = await effects();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.n).toBe(1);
    const [delivery] = (await t.db.execute<{ done: boolean }>(sql`select done_at is not null as done from event_delivery`)).rows;
    expect(delivery!.done).toBe(true);
    // A's pool still lends the dead connection to the handler that never returns; it is not waited for.
    void a.db.$client.end().catch(() => {});
  });

  it('retries a failing subscriber with a growing pause, leaving the others delivered', async () => {
    await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    let fails = 2;
    const a = instance({
      'test.flaky': async (tx, e) => {
        if (fails-- > 0) throw new Error('provider down');
        await record('flaky')(tx, e);
      },
      'test.steady': record('steady'),
    });
    open.push(a);
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.happened', subject: 'flaky', payload: {} }));
    await a.events.drain();
    const [first] = (await t.db.execute<{ attempts: number; last_error: string; wait: number }>(
      sql`select attempts, last_error, extract(epoch from due_at - now())::float8 as wait from event_delivery where subscriber = 'test.flaky'`,
    )).rows;
    expect(first).toMatchObject({ attempts: 1, last_error: 'Error: provider down' });
    expect(first!.wait).toBeGreaterThan(1);
    // Due again now, twice over: the second failure waits longer, the third try delivers.
    await t.db.execute(sql`update event_delivery set due_at = now() where subscriber = 'test.flaky'`);
    await a.events.drain();
    const [second] = (await t.db.execute<{ wait: number }>(sql`select extract(epoch from due_at - now())::float8 as wait from event_delivery where subscriber = 'test.flaky'`)).rows;
    expect(second!.wait).toBeGreaterThan(first!.wait);
    await t.db.execute(sql`update event_delivery set due_at = now() where subscriber = 'test.flaky'`);
    await a.events.drain();
    expect((await effects()).map((r) => [r.subscriber, r.n]).sort()).toEqual([
      ['flaky', 1],
      ['steady', 1],
    ]);
  });

  it('claims once for a lone delivery, and shares a burst among up to its four workers', async () => {
    await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    let inFlight = 0;
    let most = 0;
    const a = instance({
      'test.slow': async (tx, e) => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        await record('slow')(tx, e);
      },
    });
    open.push(a);
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.happened', subject: 'lone', payload: {} }));
    expect(await a.events.drain()).toBe(1);
    expect(a.claims()).toBe(1);

    await a.db.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) await publishEvent(tx, { type: 'test.happened', subject: `burst-${i}`, payload: {} });
    });
    expect(await a.events.drain()).toBe(40);
    // A worker may claim once in vain when the delivery it saw due beside its own was another worker's.
    expect(a.claims() - 1).toBeLessThanOrEqual(40 + 2 * 4);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(await effects()).toHaveLength(41);
  });

  it('claims nothing after a NOTIFY whose events made no delivery, and claims at once when they made one', async () => {
    await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    const a = instance({ 'test.noticed': record('noticed') });
    open.push(a);
    expect(await a.events.drain()).toBe(0);
    const before = a.claims();
    // An event of a type no one subscribes to: fanned out, and no transaction spent claiming.
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.unwanted', subject: 'nobody', payload: {} }));
    const claimsAfterPublish = a.claims();
    expect(await a.events.drain('new')).toBe(0);
    expect(a.claims()).toBe(claimsAfterPublish);
    const { rows } = await t.db.execute<{ fanned: boolean }>(sql`select fanned_out_at is not null as fanned from domain_event where subject = 'nobody'`);
    expect(rows).toEqual([{ fanned: true }]);
    // One a subscriber wants: delivered by the same kind of drain, in one claim.
    await a.db.transaction(async (tx) => publishEvent(tx, { type: 'test.happened', subject: 'noticed', payload: {} }));
    const claimsBefore = a.claims();
    expect(await a.events.drain('new')).toBe(1);
    expect(a.claims() - claimsBefore).toBe(1);
    expect(before).toBeGreaterThan(0);
    await a.close();
    open.splice(open.indexOf(a), 1);
    await t.db.execute(sql`delete from test_effect`);
  });

  it('fans an event out to a subscriber with a condition only when the event meets it', async () => {
    await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    const db = connectDatabase(t.url, 3);
    const bus = createEventBus(db, t.url);
    const events = createDomainEvents(db, bus, { concurrency: 1 });
    events.subscribe('test.happened', 'test.every', record('every'));
    events.subscribe('test.happened', 'test.large', record('large'), { only: sql`(e.payload->>'n')::int > 1` });
    // Another type with a condition: a condition applies to its own type only.
    events.subscribe('test.other', 'test.other-large', record('other-large'), { only: sql`(e.payload->>'n')::int > 1` });
    try {
      await db.transaction((tx) =>
        publishEvent(
          tx,
          { type: 'test.happened', subject: 'small', payload: { n: 1 } },
          { type: 'test.happened', subject: 'large', payload: { n: 2 } },
          { type: 'test.other', subject: 'other-small', payload: { n: 1 } },
        ),
      );
      expect(await events.drain()).toBe(3);
      const { rows } = await t.db.execute<{ subject: string; subscriber: string }>(
        sql`select e.subject, d.subscriber from event_delivery d join domain_event e on e.id = d.event_id
            where e.subject in ('small', 'large', 'other-small') order by 1, 2`,
      );
      expect(rows).toEqual([
        { subject: 'large', subscriber: 'test.every' },
        { subject: 'large', subscriber: 'test.large' },
        { subject: 'small', subscriber: 'test.every' },
      ]);
      expect((await effects()).map((r) => r.subscriber).sort()).toEqual(['every', 'every', 'large']);
    } finally {
      await events.stop();
      await bus.close();
      await db.$client.end();
      await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    }
  });

  it('claims through the due index when many deliveries are done and many are due', async () => {
    await t.db.execute(sql`delete from event_delivery; delete from test_effect`);
    const deliveries = (subject: string, n: number, done: boolean) =>
      t.db.execute(sql`
        with e as (
          insert into domain_event (type, subject, payload, fanned_out_at)
          select 'test.happened', ${subject} || n, '{}', now() from generate_series(1, ${n}::int) n returning id
        )
        insert into event_delivery (event_id, subscriber, done_at) select id, 'test.plan', case when ${done}::boolean then now() end from e`);
    // The claim as the dispatcher sends it, recorded while it delivers one event of a bus that has delivered 20,000.
    await deliveries('plan-done-', 20_000, true);
    await deliveries('plan-due-', 1, false);
    const a = instance({ 'test.plan': record('plan') }, 1);
    open.push(a);
    const recorder = recordStatements();
    let claim: { text: string; values: readonly unknown[] } | undefined;
    try {
      expect(await a.events.drain()).toBe(1);
    } finally {
      claim = recorder.stop().find((s) => /from event_delivery d/.test(s.text));
    }
    // Then 3,000 come due at once, at the table's end as new rows are: planned then, it must not walk the done ones.
    await deliveries('plan-burst-', 3_000, false);
    await t.db.execute(sql`analyze event_delivery, domain_event`);
    const { rows } = await t.db.$client.query<{ 'QUERY PLAN': [{ Plan: Parameters<typeof sequentialScans>[0] }] }>(`explain (format json) ${claim!.text}`, [
      ...claim!.values,
    ]);
    expect(sequentialScans(rows[0]!['QUERY PLAN'][0].Plan)).toEqual([]);
    await a.close();
    open.splice(open.indexOf(a), 1);
    await t.db.execute(sql`delete from event_delivery; delete from test_effect; delete from domain_event where subject like 'plan-%'`);
  });
});
