import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../platform/database.ts';
import { createEventBus } from '../platform/events.ts';
import { startJobQueue } from '../platform/jobs.ts';
import { createOutboxSender } from '../platform/sender.ts';
import { createSettings } from '../platform/settings.ts';
import type { Config } from '../platform/config.ts';
import { callerOf, type TestApp } from './test-app.ts';

/**
 * A second whole instance of the app on the test's database, as a second machine behind a load balancer would run
 * it: its own pool, event bus, job queue worker, domain-event dispatcher and periodic sweeps. Answers a TestApp whose
 * `call` goes to this instance, so the test helpers work against either.
 */
export async function twinInstance(t: TestApp, overrides: Partial<Config> = {}): Promise<TestApp & { app: FastifyInstance }> {
  const config: Config = { ...t.config, jobs: true, ...overrides };
  const db = connectDatabase(t.url, 10);
  const events = createEventBus(db, t.url);
  const jobs = await startJobQueue(t.url, { work: true, pollingSeconds: 0.5 });
  const settings = createSettings(db, events);
  const sender = createOutboxSender(db, () => {});
  let domainEvents!: TestApp['domainEvents'];
  const app = await buildApp(
    { config, db, backgroundDb: db, events, jobs, settings, sender },
    { logger: false, extend: (_built, deps) => (domainEvents = deps.domainEvents) },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await events.close();
    await db.$client.end();
  });
  return {
    ...t,
    app,
    db,
    events,
    jobs,
    settings,
    sender,
    config,
    domainEvents,
    ...callerOf(app),
  };
}
